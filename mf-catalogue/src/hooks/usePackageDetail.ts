import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PackageDetailResponseData, PageRequest } from '@tour/shared';
import { packageDetailQuery } from '../api/queries';

export type PackageDetailState =
  | { status: 'loading' }
  | { status: 'ready'; data: PackageDetailResponseData }
  /** The API knows no such package (the page answers 404). */
  | { status: 'not-found' }
  | { status: 'failed' };

/** The exposed page's `prefetch`: the render server puts the package into the HTML. */
export async function prefetchPackageDetail(
  client: QueryClient,
  { params }: PageRequest,
): Promise<void> {
  if (params.packageSlug) await client.prefetchQuery(packageDetailQuery(params.packageSlug));
}

/** 404 when the API says there is no such package; a failed call is not a 404. */
export function packageDetailStatus(client: QueryClient, { params }: PageRequest): number {
  return client.getQueryData(packageDetailQuery(params.packageSlug ?? '').queryKey) === null
    ? 404
    : 200;
}

/** One package and its itinerary; a failure is only logged (spec §8). */
export function usePackageDetail(packageSlug: string): PackageDetailState {
  const query = useQuery(packageDetailQuery(packageSlug));
  useEffect(() => {
    if (query.error) console.error('[catalogue] could not load the package detail', query.error);
  }, [query.error]);
  if (query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'ready', data: query.data };
  return query.data === null ? { status: 'not-found' } : { status: 'failed' };
}
