export { DestinationListingPage as default } from '../pages/DestinationListingPage';
export { prefetchDestinationListing as prefetch } from '../hooks/useListingData';
