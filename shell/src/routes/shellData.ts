/**
 * Data the shell itself shows, fetched before the render server renders a page: what every page
 * shows (the site profile in the header and footer) and what a shell page shows (the text of the
 * terms, the about page, the FAQ). The same query options serve the browser's hooks, so the
 * dehydrated answers are used as they are and nothing is fetched twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchSiteProfile } from '@tour/shared';
import { SHELL_PAGES } from './shellPages';
import type { SiteRouteTarget } from './siteRoutes';

/** Fetches, into `client`, what `target`'s page needs from the shell's own data. */
export type ShellDataPrefetch = (client: QueryClient, target: SiteRouteTarget) => Promise<void>;

/** A shell page's own data, as its record says (shellPages.ts); nothing for other pages. */
function prefetchShellPage(client: QueryClient, target: SiteRouteTarget): Promise<void> {
  if (target.owner !== 'shell') return Promise.resolve();
  return SHELL_PAGES[target.page].prefetch?.(client) ?? Promise.resolve();
}

/** Every prefetch of shell data; each decides for itself whether the page needs its data. */
const SHELL_DATA_PREFETCHES: readonly ShellDataPrefetch[] = [
  prefetchSiteProfile,
  prefetchShellPage,
];

/**
 * Runs them all; a failed fetch costs only its data (the query holds the error and the page shows
 * what it shows without it), never the page.
 */
export async function prefetchShellData(
  client: QueryClient,
  target: SiteRouteTarget,
): Promise<void> {
  await Promise.all(
    SHELL_DATA_PREFETCHES.map((prefetch) => prefetch(client, target).catch(() => undefined)),
  );
}
