import type { RemoteModule } from '@tour/shared';
import { blogDetailStatus, prefetchBlogDetail } from '../hooks/useBlogDetail';
import { BlogDetailsPage } from '../pages/BlogDetailsPage';

const page: RemoteModule<'blog/BlogDetailsPage'> = {
  default: BlogDetailsPage,
  prefetch: prefetchBlogDetail,
  status: blogDetailStatus,
};
export default page.default;
export const { prefetch, status } = page;
