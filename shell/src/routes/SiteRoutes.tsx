import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot } from '@tour/shared';
import { PageSkeleton } from './PageSkeleton';
import { matchSiteRoute, type ShellPageName } from './siteRoutes';

/** Loads one named page export of the shell on demand: no page's code is in the first bundle. */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const SHELL_PAGES: Record<ShellPageName, LazyExoticComponent<ComponentType>> = {
  about: lazyPage(() => import('../pages/AboutPage'), 'AboutPage'),
  contact: lazyPage(() => import('../pages/ContactPage'), 'ContactPage'),
  customerSupport: lazyPage(() => import('../pages/CustomerSupportPage'), 'CustomerSupportPage'),
  disclaimer: lazyPage(() => import('../pages/DisclaimerPage'), 'DisclaimerPage'),
  terms: lazyPage(() => import('../pages/TermsPage'), 'TermsPage'),
  privacy: lazyPage(() => import('../pages/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  faq: lazyPage(() => import('../pages/FaqPage'), 'FaqPage'),
  remotes: lazyPage(() => import('../pages/RemotesPage'), 'RemotesPage'),
  notFound: lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage'),
};

/** Renders whatever the route table says owns the current path. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const { target, params } = matchSiteRoute(pathname);
  switch (target.owner) {
    case 'redirect':
      return <Navigate to={target.to} replace />;
    case 'remote':
      return <RemoteSlot id={target.module} props={params} skeleton={<PageSkeleton />} />;
    case 'shell': {
      const Page = SHELL_PAGES[target.page];
      return (
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      );
    }
  }
}
