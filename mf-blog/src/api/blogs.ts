import { apiClient, requestData, type Blog } from '@tour/shared';

/** The blog search of spec §5: a field the visitor cleared is sent as null (no filter). */
export interface BlogSearchTerms {
  destinationId: number | null;
  categoryId: number | null;
}

/** All published blogs, newest first (spec §7: GET /blog/get-all). */
export function fetchLatestBlogs(): Promise<Blog[]> {
  return apiClient.getBlogs();
}

/** GET /blog/get-all?destinationId&categoryId; no match throws ApiError kind 'code'. */
export function searchBlogs(terms: BlogSearchTerms): Promise<Blog[]> {
  return apiClient.getBlogs({ destinationId: terms.destinationId, categoryId: terms.categoryId });
}

/** The blogs of one category (id = position in SEARCH_CATEGORIES). */
export function fetchCategoryBlogs(categoryId: number): Promise<Blog[]> {
  return apiClient.getBlogs({ categoryId });
}

/** One blog by id (our addition, GET /blog/{id}), for direct loads of /blog-details?id=N. */
export function getBlog(id: number): Promise<Blog> {
  return requestData<Blog>(`/blog/${encodeURIComponent(String(id))}`);
}
