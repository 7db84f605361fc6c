import { apiClient, type Blog } from '@tour/shared';

/** All published blogs, newest first (spec §7: GET /blog/get-all). */
export function fetchLatestBlogs(): Promise<Blog[]> {
  return apiClient.getBlogs();
}
