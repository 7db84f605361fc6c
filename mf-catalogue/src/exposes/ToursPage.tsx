import type { RemoteModule } from '@tour/shared';
import { homeQuery } from '../api/queries';
import { ToursPage } from '../pages/ToursPage';

const page: RemoteModule<'catalogue/ToursPage'> = {
  default: ToursPage,
  // Its words and cards (GET /site/home) come with the HTML: no request after hydration.
  prefetch: async (client) => {
    await client.prefetchQuery(homeQuery());
  },
};
export default page.default;
export const { prefetch } = page;
