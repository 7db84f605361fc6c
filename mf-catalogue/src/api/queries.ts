/**
 * The catalogue's API data as TanStack Query options: one key and one fetch per kind of data,
 * used by the pages' hooks and by the exposed pages' `prefetch` on the render server, so the
 * data the HTML carries is found under the key the browser's hook reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchListingBySlug, fetchPackageDetail, fetchThemePackages } from './packages';

/** A destination's listing by its slug; an unknown one answers with code 0, not an error. */
export const listingQuery = (destinationSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'listing', destinationSlug],
    queryFn: ({ signal }) => fetchListingBySlug(destinationSlug, signal),
  });

/** One package and its itinerary; an unknown slug is an ApiError of kind 'code'. */
export const packageDetailQuery = (packageSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'package', packageSlug],
    queryFn: ({ signal }) => fetchPackageDetail(packageSlug, signal),
  });

export const themePackagesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'theme', categoryId],
    queryFn: ({ signal }) => fetchThemePackages(categoryId, signal),
  });
