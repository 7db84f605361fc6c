/**
 * The pages of text (terms, privacy policy, disclaimer, about) and the general FAQ, as the API
 * answers them from content/ (GET /site/pages/:name, GET /site/faq). The render server fetches
 * the one the page being rendered needs (routes/shellData.ts), and the browser's hooks use the
 * same options, so the server's HTML already has the text and the browser does not ask again.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { requestData } from '@tour/shared';
import type { SiteFaq, SitePage, SitePageName } from '@tour/shared/contracts';
import type { SiteRouteTarget } from '../routes/siteRoutes';

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

/** The shell pages whose text is a page of content/pages/. */
const PAGE_OF: Partial<Record<string, SitePageName>> = {
  terms: 'terms',
  privacy: 'privacy',
  disclaimer: 'disclaimer',
  about: 'about',
};

/** For SHELL_DATA_PREFETCHES: the text of the page being rendered, and nothing for others. */
export function prefetchSitePage(client: QueryClient, target: SiteRouteTarget): Promise<void> {
  if (target.owner !== 'shell') return Promise.resolve();
  if (target.page === 'faq') return client.prefetchQuery(siteFaqQuery);
  const name = PAGE_OF[target.page];
  return name === undefined ? Promise.resolve() : client.prefetchQuery(sitePageQuery(name));
}
