/**
 * The blog remote's API data as TanStack Query options: one key and one fetch per kind of data,
 * used by the pages' hooks and by the exposed pages' `prefetch` on the render server.
 */
import { queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tour/shared';
import { fetchCategoryBlogs, fetchLatestBlogs, getBlog, searchBlogs } from './blogs';

/** Which list to show: every blog, a search (spec §5), or one category. */
export type BlogListQuery =
  | { kind: 'latest' }
  | { kind: 'search'; destinationId: number | null; categoryId: number | null }
  | { kind: 'category'; categoryId: number };

function loadList(query: BlogListQuery) {
  switch (query.kind) {
    case 'latest':
      return fetchLatestBlogs();
    case 'search':
      return searchBlogs({ destinationId: query.destinationId, categoryId: query.categoryId });
    case 'category':
      return fetchCategoryBlogs(query.categoryId);
  }
}

/**
 * One blog list. `attempt` is part of the key: a new navigation to the same search asks again
 * (the router's location key; the first page load's is the same on server and browser).
 */
export const blogListQuery = (query: BlogListQuery, attempt = '') =>
  queryOptions({
    queryKey: ['blog', 'list', query, attempt],
    queryFn: () => loadList(query),
  });

/** One blog by id; null for an id the API does not know ("not found" is data, not an error). */
export const blogQuery = (id: number, attempt = 0) =>
  queryOptions({
    queryKey: ['blog', 'detail', id, attempt],
    queryFn: async () => {
      try {
        return await getBlog(id);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
