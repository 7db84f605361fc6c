import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { toSlug, type PageRequest, type SearchResponseData } from '@tour/shared';
import type { SearchEnvelope } from '../api/packages';
import { listingQuery } from '../api/queries';

export type ListingData =
  | { status: 'loading' }
  | { status: 'ready'; data: SearchResponseData }
  /** `notFound`: the API knows no packages for the destination; else the call failed. */
  | { status: 'empty'; notFound: boolean };

/** A search response handed over in navigation state, if it is for this destination. */
export function listingFromState(
  state: unknown,
  destinationSlug: string,
): SearchResponseData | null {
  const envelope = state as Partial<SearchEnvelope> | null;
  const data = envelope?.code === 1 ? envelope.data : null;
  const destination = data?.mainPackageResponse?.destinationName;
  if (!data || !destination || !Array.isArray(data.packageList)) return null;
  return toSlug(destination) === destinationSlug ? data : null;
}

/** The exposed page's `prefetch`: the render server puts the listing into the HTML. */
export async function prefetchDestinationListing(
  client: QueryClient,
  { params }: PageRequest,
): Promise<void> {
  if (params.destinationSlug) await client.prefetchQuery(listingQuery(params.destinationSlug));
}

/** 404 for a destination the API does not know; a failed call is not a 404 (it shows as such). */
export function destinationListingStatus(client: QueryClient, { params }: PageRequest): number {
  const envelope = client.getQueryData(listingQuery(params.destinationSlug ?? '').queryKey);
  return envelope && envelope.code !== 1 ? 404 : 200;
}

/**
 * The listing of one destination: the search response from navigation state when the visitor
 * came from a search or a theme card, else fetched by slug (reloads, deep links, the server). A
 * failed call is only logged (spec §8) and reads as empty.
 */
export function useListingData(destinationSlug: string): ListingData {
  const location = useLocation();
  const fromState = useMemo(
    () => listingFromState(location.state, destinationSlug),
    [location.state, destinationSlug],
  );
  const query = useQuery({ ...listingQuery(destinationSlug), enabled: !fromState });

  useEffect(() => {
    if (query.error)
      console.error('[catalogue] could not load the destination listing', query.error);
  }, [query.error]);

  if (fromState) return { status: 'ready', data: fromState };
  if (query.isPending) return { status: 'loading' };
  const envelope = query.data;
  return envelope?.code === 1 && envelope.data
    ? { status: 'ready', data: envelope.data }
    : { status: 'empty', notFound: envelope !== undefined };
}
