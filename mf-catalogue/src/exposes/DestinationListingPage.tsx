import type { RemoteModule } from '@tour/shared';
import { DestinationListingPage } from '../pages/DestinationListingPage';
import { destinationListingStatus, prefetchDestinationListing } from '../hooks/useListingData';

const page: RemoteModule<'catalogue/DestinationListingPage'> = {
  default: DestinationListingPage,
  prefetch: prefetchDestinationListing,
  status: destinationListingStatus,
};
export default page.default;
export const { prefetch, status } = page;
