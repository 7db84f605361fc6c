export { DestinationListingPage as default } from '../pages/DestinationListingPage';
