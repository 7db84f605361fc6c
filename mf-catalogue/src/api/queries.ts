/**
 * The catalogue's API data as TanStack Query options: one key and one fetch per kind of data,
 * used by the pages' hooks and by the exposed pages' `prefetch` on the render server, so the
 * data the HTML carries is found under the key the browser's hook reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tour/shared';
import { fetchListingBySlug, fetchPackageDetail, fetchThemePackages } from './packages';
import { fetchHome } from './home';

/** A destination's listing by its slug; an unknown one answers with code 0, not an error. */
export const listingQuery = (destinationSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'listing', destinationSlug],
    queryFn: ({ signal }) => fetchListingBySlug(destinationSlug, signal),
  });

/**
 * One package and its itinerary; null for a slug the API does not know. "Not found" is data, not
 * an error: the server's HTML says it, and hydration finds the same answer.
 */
export const packageDetailQuery = (packageSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'package', packageSlug],
    queryFn: async ({ signal }) => {
      try {
        return await fetchPackageDetail(packageSlug, signal);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

export const themePackagesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'theme', categoryId],
    queryFn: ({ signal }) => fetchThemePackages(categoryId, signal),
  });

/**
 * The home page's and the pilgrimage pages' content (content/home.yaml via GET /site/home): one
 * key for the home page, /tours, /darshan and /details-dev-darshan, prefetched by each of them.
 */
export const homeQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'home'],
    queryFn: ({ signal }) => fetchHome(signal),
  });
