import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchResponseData } from '@tour/shared';
import { startEarlyRequest, takeEarlyRequest } from '../api/earlyRequests';
import { fetchListingBySlug, type SearchEnvelope } from '../api/packages';
import { toSlug } from '@tour/shared';

export type ListingData =
  | { status: 'loading' }
  | { status: 'ready'; data: SearchResponseData; fromSearch: boolean }
  | { status: 'empty' };

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

const listingKey = (destinationSlug: string) => `listing:${destinationSlug}`;

/** The page module's `prefetch`: a cold load asks for the listing before the page renders. */
export function prefetchDestinationListing({ destinationSlug }: Record<string, string>): void {
  if (!destinationSlug) return;
  startEarlyRequest(listingKey(destinationSlug), () => fetchListingBySlug(destinationSlug));
}

/**
 * The listing of one destination: the search response from navigation state when the visitor
 * came from a search or a theme card, else fetched by slug (reloads and deep links). A failed
 * call is only logged (spec §8) and reads as empty.
 */
export function useListingData(destinationSlug: string): ListingData {
  const location = useLocation();
  const fromState = useMemo(
    () => listingFromState(location.state, destinationSlug),
    [location.state, destinationSlug],
  );
  const [fetched, setFetched] = useState<{ slug: string; data: SearchResponseData | null }>();

  useEffect(() => {
    if (fromState) return;
    const controller = new AbortController();
    const request =
      takeEarlyRequest<SearchEnvelope>(listingKey(destinationSlug)) ??
      fetchListingBySlug(destinationSlug, controller.signal);
    request
      // A transition: React renders the page in short slices rather than one long task.
      .then((envelope) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setFetched({
            slug: destinationSlug,
            data: envelope?.code === 1 && envelope.data ? envelope.data : null,
          }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalogue] could not load the destination listing', error);
        setFetched({ slug: destinationSlug, data: null });
      });
    return () => controller.abort();
  }, [destinationSlug, fromState]);

  if (fromState) return { status: 'ready', data: fromState, fromSearch: true };
  if (fetched?.slug !== destinationSlug) return { status: 'loading' };
  return fetched.data
    ? { status: 'ready', data: fetched.data, fromSearch: false }
    : { status: 'empty' };
}
