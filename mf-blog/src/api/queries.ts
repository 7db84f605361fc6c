/**
 * The blog remote's API data as TanStack Query options: one key and one fetch per kind of data,
 * used by the pages' hooks and by the exposed pages' `prefetch` on the render server.
 */
import { queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tour/shared';
import { fetchBlogPage, getBlog, getBlogNeighbours, type BlogSearchTerms } from './blogs';

/** Which list to show: every blog, a search (spec §5), or one category. */
export type BlogListQuery =
  | { kind: 'latest' }
  | { kind: 'search'; destinationId: number | null; categoryId: number | null }
  | { kind: 'category'; categoryId: number };

function filtersOf(query: BlogListQuery): Partial<BlogSearchTerms> {
  switch (query.kind) {
    case 'latest':
      return {};
    case 'search':
      return { destinationId: query.destinationId, categoryId: query.categoryId };
    case 'category':
      return { categoryId: query.categoryId };
  }
}

/**
 * One page (from 1) of a blog list. `attempt` is part of the key: a new navigation to the same
 * search asks again (the router's location key; the first page load's is the same on server and
 * browser).
 */
export const blogPageQuery = (query: BlogListQuery, page: number, attempt = '') =>
  queryOptions({
    queryKey: ['blog', 'list', query, attempt, page],
    queryFn: () => fetchBlogPage(filtersOf(query), page),
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

/** The cards around one blog; null for an id the API does not know. */
export const blogNeighboursQuery = (id: number) =>
  queryOptions({
    queryKey: ['blog', 'neighbours', id],
    queryFn: async () => {
      try {
        return await getBlogNeighbours(id);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
