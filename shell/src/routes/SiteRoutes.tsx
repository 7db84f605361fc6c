import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot } from '@tour/shared';
import { AboutPage } from '../pages/AboutPage';
import { ContactPage } from '../pages/ContactPage';
import { CustomerSupportPage } from '../pages/CustomerSupportPage';
import { DisclaimerPage } from '../pages/DisclaimerPage';
import { FaqPage } from '../pages/FaqPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { RemotesPage } from '../pages/RemotesPage';
import { TermsPage } from '../pages/TermsPage';
import { PageSkeleton } from './PageSkeleton';
import { matchSiteRoute, type ShellPageName } from './siteRoutes';

const SHELL_PAGES: Record<ShellPageName, ComponentType> = {
  about: AboutPage,
  contact: ContactPage,
  customerSupport: CustomerSupportPage,
  disclaimer: DisclaimerPage,
  terms: TermsPage,
  privacy: PrivacyPolicyPage,
  faq: FaqPage,
  remotes: RemotesPage,
  notFound: NotFoundPage,
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
      return <Page />;
    }
  }
}
