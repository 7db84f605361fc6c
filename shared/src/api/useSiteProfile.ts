/**
 * The agency's site profile (GET /site/profile: phone, WhatsApp, email, address, registration)
 * for everything the site shows about reaching us, in the shell and the remotes alike: one query
 * key, so they share one answer. The render server fetches it for every page (the shell's
 * routes/shellData.ts) into the client every slot renders with, so the server's HTML already
 * carries the numbers and the browser reuses the dehydrated answer instead of asking again.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SiteProfile } from '../contracts/siteProfile';
import { requestData } from './apiClient';

export const siteProfileQuery = queryOptions({
  queryKey: ['site-profile'] as const,
  queryFn: ({ signal }) => requestData<SiteProfile>('/site/profile', { signal }),
  // It changes only when the agency imports new content; a page's visit never needs a refetch.
  staleTime: 10 * 60 * 1000,
});

/** For the shell's SHELL_DATA_PREFETCHES: every page shows the profile (header and footer). */
export function prefetchSiteProfile(client: QueryClient): Promise<void> {
  return client.prefetchQuery(siteProfileQuery);
}

/**
 * The profile, or undefined while it loads in the browser or when the API could not give it;
 * then callers leave the contact details out rather than show a number that may be wrong.
 */
export function useSiteProfile(): SiteProfile | undefined {
  return useQuery(siteProfileQuery).data;
}
