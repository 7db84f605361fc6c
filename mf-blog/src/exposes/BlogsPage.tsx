import { destinationsQuery, type RemoteModule } from '@tour/shared';
import { blogListQuery } from '../api/queries';
import { BlogsPage, blogListFor, searchTermsFromUrl } from '../pages/BlogsPage';

const page: RemoteModule<'blog/BlogsPage'> = {
  default: BlogsPage,
  prefetch: async (client, { search }) => {
    const terms = searchTermsFromUrl(new URLSearchParams(search));
    await Promise.all([
      client.prefetchQuery(blogListQuery(blogListFor(terms))),
      client.prefetchQuery(destinationsQuery()),
    ]);
  },
};
export default page.default;
export const { prefetch } = page;
