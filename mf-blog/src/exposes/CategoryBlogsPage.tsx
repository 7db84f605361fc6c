import type { RemoteModule } from '@tour/shared';
import { blogPageQuery } from '../api/queries';
import { resolveCategory } from '../components/categories';
import { CategoryBlogsPage } from '../pages/CategoryBlogsPage';

const page: RemoteModule<'blog/CategoryBlogsPage'> = {
  default: CategoryBlogsPage,
  prefetch: async (client, { params }) => {
    const category = resolveCategory(params.categoryName);
    if (category)
      await client.prefetchQuery(blogPageQuery({ kind: 'category', categoryId: category.id }, 1));
  },
  // A category that does not exist is a page that does not exist.
  status: (_client, { params }) => (resolveCategory(params.categoryName) ? 200 : 404),
};
export default page.default;
export const { prefetch, status } = page;
