import type { RemoteModule } from '@tour/shared';
import { blogListQuery } from '../api/queries';
import { blogDetailStatus, prefetchBlogDetail } from '../hooks/useBlogDetail';
import { BlogDetailsPage } from '../pages/BlogDetailsPage';

const page: RemoteModule<'blog/BlogDetailsPage'> = {
  default: BlogDetailsPage,
  prefetch: async (client, request) => {
    // The related stories come from the latest list.
    await Promise.all([
      prefetchBlogDetail(client, request),
      client.prefetchQuery(blogListQuery({ kind: 'latest' })),
    ]);
  },
  status: blogDetailStatus,
};
export default page.default;
export const { prefetch, status } = page;
