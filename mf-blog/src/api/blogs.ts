import { PAGE_SIZES, requestData, type Blog } from '@tour/shared';
import type { BlogNeighbours, BlogSummaryPage } from '@tour/shared/contracts';

/** The blog search of spec §5: a field the visitor cleared is sent as null (no filter). */
export interface BlogSearchTerms {
  destinationId: number | null;
  categoryId: number | null;
}

/** Cards per request: one 'See more' step (the first page is the 3 shown first). */
export const BLOG_PAGE_SIZE = PAGE_SIZES.blogStep;

/**
 * One page of blog cards, newest first (GET /blog/summaries, our light form of spec §7's
 * GET /blog/get-all: the same filters, no bodies). A search or category matching nothing throws
 * ApiError kind 'code', as get-all's code 0 does.
 */
export function fetchBlogPage(
  filters: Partial<BlogSearchTerms>,
  page: number,
): Promise<BlogSummaryPage> {
  return requestData<BlogSummaryPage>('/blog/summaries', {
    query: { ...filters, page, limit: BLOG_PAGE_SIZE },
  });
}

/** One blog by id (our addition, GET /blog/{id}), for direct loads of /blog-details?id=N. */
export function getBlog(id: number): Promise<Blog> {
  return requestData<Blog>(`/blog/${encodeURIComponent(String(id))}`);
}

/** The cards a post's page shows around it (GET /blog/{id}/neighbours). */
export function getBlogNeighbours(id: number): Promise<BlogNeighbours> {
  return requestData<BlogNeighbours>(`/blog/${encodeURIComponent(String(id))}/neighbours`);
}
