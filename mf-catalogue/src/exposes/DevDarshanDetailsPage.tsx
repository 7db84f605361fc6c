import type { RemoteModule } from '@tour/shared';
import { homeQuery } from '../api/queries';
import { DevDarshanDetailsPage } from '../pages/DevDarshanDetailsPage';

const page: RemoteModule<'catalogue/DevDarshanDetailsPage'> = {
  default: DevDarshanDetailsPage,
  // Its words and cards (GET /site/home) come with the HTML: no request after hydration.
  prefetch: async (client) => {
    await client.prefetchQuery(homeQuery());
  },
};
export default page.default;
export const { prefetch } = page;
