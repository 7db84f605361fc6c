import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot, SITE_NAME } from '@tour/shared';
import { retryableLazy } from '@tour/shared';
import { LazyChunk } from '../components/LazyChunk';
import { PageSkeleton } from './PageSkeleton';
import { ShellPageContext } from './shellPageContext';
import { SHELL_PAGES, type ShellPageName } from './shellPages';
import { matchSiteRoute } from './siteRoutes';

/**
 * The document's title while a page's remote is still loading, or when it cannot load: a page
 * sent before its module rendered (the render server's time bound) still has one. The page's
 * own title replaces it.
 */
function PendingPageTitle() {
  return <title>{SITE_NAME}</title>;
}

/**
 * Each shell page's component, loaded on demand (its record's `load`). A load that failed is
 * asked for again on Retry or on the next visit (retryableLazy).
 */
const SHELL_PAGE_COMPONENTS = Object.fromEntries(
  (Object.keys(SHELL_PAGES) as ShellPageName[]).map((name) => [
    name,
    retryableLazy(() => SHELL_PAGES[name].load().then((Page) => ({ default: Page }))),
  ]),
) as Record<ShellPageName, () => LazyExoticComponent<ComponentType>>;

/** Renders whatever the route table says owns the current path. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const { target, params } = matchSiteRoute(pathname);
  switch (target.owner) {
    case 'redirect':
      return <Navigate to={target.to} replace />;
    case 'remote':
      // The route table gives each page its own props type (siteRoutes.ts, tested there).
      return (
        <RemoteSlot
          id={target.module}
          props={params}
          skeleton={
            <>
              <PendingPageTitle />
              <PageSkeleton />
            </>
          }
          fallback={
            <>
              <PendingPageTitle />
              <p>This page is unavailable right now.</p>
            </>
          }
        />
      );
    case 'shell':
      // The page brings its own title (withPageMeta, SitePageMeta) from the meta handed down
      // here; a page whose chunk cannot load (offline) says so with a Retry, not a blank page.
      return (
        <ShellPageContext.Provider value={SHELL_PAGES[target.page].meta}>
          <LazyChunk
            chunk={SHELL_PAGE_COMPONENTS[target.page]}
            loading={
              <>
                <PendingPageTitle />
                <PageSkeleton />
              </>
            }
            failure="This page could not be loaded. Please check your connection and try again."
            resetKeys={[pathname]}
          />
        </ShellPageContext.Provider>
      );
  }
}
