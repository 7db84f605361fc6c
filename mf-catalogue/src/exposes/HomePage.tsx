import { destinationsQuery, type RemoteModule } from '@tour/shared';
import { HomePage } from '../pages/HomePage';

const page: RemoteModule<'catalogue/HomePage'> = {
  default: HomePage,
  // The search bar's destinations: with the HTML, so the first search needs no request.
  prefetch: (client) => client.prefetchQuery(destinationsQuery()),
};
export default page.default;
export const { prefetch } = page;
