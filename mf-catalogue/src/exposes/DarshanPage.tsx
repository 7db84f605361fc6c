import type { RemoteModule } from '@tour/shared';
import { homeQuery } from '../api/queries';
import { DarshanPage } from '../pages/DarshanPage';

const page: RemoteModule<'catalogue/DarshanPage'> = {
  default: DarshanPage,
  // Its words and cards (GET /site/home) come with the HTML: no request after hydration.
  prefetch: async (client) => {
    await client.prefetchQuery(homeQuery());
  },
};
export default page.default;
export const { prefetch } = page;
