/**
 * The pages of text (terms, privacy policy, disclaimer, about) and the general FAQ, as the API
 * answers them from content/ (GET /site/pages/:name, GET /site/faq). The render server fetches
 * the one the page being rendered needs (its `prefetch` in routes/shellPages.ts), and the
 * browser's hooks use the same options, so the server's HTML already has the text and the
 * browser does not ask again.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { requestData } from '@tour/shared';
import type { SiteFaq, SitePage, SitePageName } from '@tour/shared/contracts';

// The text changes only when the agency imports new content; a visit never needs a refetch.
const STALE_TIME = 10 * 60 * 1000;

export function sitePageQuery(name: SitePageName) {
  return queryOptions({
    queryKey: ['site-page', name] as const,
    queryFn: ({ signal }) => requestData<SitePage>(`/site/pages/${name}`, { signal }),
    staleTime: STALE_TIME,
  });
}

export const siteFaqQuery = queryOptions({
  queryKey: ['site-faq'] as const,
  queryFn: ({ signal }) => requestData<SiteFaq>('/site/faq', { signal }),
  staleTime: STALE_TIME,
});

/** A shell page's `prefetch` (routes/shellPages.ts): the text of content/pages/<name>.md. */
export const prefetchSitePage = (name: SitePageName) => (client: QueryClient) =>
  client.prefetchQuery(sitePageQuery(name));

/** The FAQ page's `prefetch` (routes/shellPages.ts). */
export const prefetchSiteFaq = (client: QueryClient) => client.prefetchQuery(siteFaqQuery);
