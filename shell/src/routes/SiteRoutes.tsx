import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot, SITE_NAME } from '@tour/shared';
import { retryableLazy } from '@tour/shared';
import { LazyChunk } from '../components/LazyChunk';
import { PageSkeleton } from './PageSkeleton';
import { matchSiteRoute, type ShellPageName } from './siteRoutes';

/**
 * The document's title while a page's remote is still loading, or when it cannot load: a page
 * sent before its module rendered (the render server's time bound) still has one. The page's
 * own title replaces it.
 */
function PendingPageTitle() {
  return <title>{SITE_NAME}</title>;
}

/**
 * Loads one named page export of the shell on demand: no page's code is in the first bundle. A
 * load that failed is asked for again on Retry or on the next visit (retryableLazy).
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): () => LazyExoticComponent<ComponentType> {
  return retryableLazy(() => load().then((module) => ({ default: module[name] })));
}

const SHELL_PAGES: Record<ShellPageName, () => LazyExoticComponent<ComponentType>> = {
  about: lazyPage(
    () => import(/* webpackChunkName: "page-about" */ '../pages/AboutPage'),
    'AboutRoute',
  ),
  contact: lazyPage(
    () => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage'),
    'ContactRoute',
  ),
  customerSupport: lazyPage(
    () => import(/* webpackChunkName: "page-customerSupport" */ '../pages/CustomerSupportPage'),
    'CustomerSupportRoute',
  ),
  disclaimer: lazyPage(
    () => import(/* webpackChunkName: "page-disclaimer" */ '../pages/DisclaimerPage'),
    'DisclaimerRoute',
  ),
  terms: lazyPage(
    () => import(/* webpackChunkName: "page-terms" */ '../pages/TermsPage'),
    'TermsRoute',
  ),
  privacy: lazyPage(
    () => import(/* webpackChunkName: "page-privacy" */ '../pages/PrivacyPolicyPage'),
    'PrivacyPolicyRoute',
  ),
  faq: lazyPage(() => import(/* webpackChunkName: "page-faq" */ '../pages/FaqPage'), 'FaqRoute'),
  enquiry: lazyPage(
    () => import(/* webpackChunkName: "page-enquiry" */ '../pages/EnquiryPage'),
    'EnquiryRoute',
  ),
  chat: lazyPage(
    () => import(/* webpackChunkName: "page-chat" */ '../pages/ChatPage'),
    'ChatRoute',
  ),
  remotes: lazyPage(
    () => import(/* webpackChunkName: "page-remotes" */ '../pages/RemotesPage'),
    'RemotesRoute',
  ),
  thankYou: lazyPage(
    () => import(/* webpackChunkName: "page-thankYou" */ '../pages/ThankYouPage'),
    'ThankYouRoute',
  ),
  notFound: lazyPage(
    () => import(/* webpackChunkName: "page-notFound" */ '../pages/NotFoundPage'),
    'NotFoundRoute',
  ),
};

/** The browser build's chunk group of a shell page (named in the imports above). */
export const shellPageChunk = (page: ShellPageName) => `page-${page}`;

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
      // The page brings its own title (withPageMeta); a page whose chunk cannot load (offline)
      // says so with a Retry, not a blank page.
      return (
        <LazyChunk
          chunk={SHELL_PAGES[target.page]}
          loading={
            <>
              <PendingPageTitle />
              <PageSkeleton />
            </>
          }
          failure="This page could not be loaded. Please check your connection and try again."
          resetKeys={[pathname]}
        />
      );
  }
}
