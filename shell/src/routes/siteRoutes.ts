import type { RemoteModuleId } from '@tour/shared';

/**
 * The whole route table of spec §2 in one place. React Router cannot match a parameter inside
 * a segment (`/goa-tour-packages`), so every path is matched here and React Router only hands
 * us the location.
 */
export type ShellPageName =
  | 'about'
  | 'contact'
  | 'customerSupport'
  | 'disclaimer'
  | 'terms'
  | 'privacy'
  | 'faq'
  | 'remotes'
  | 'enquiry'
  | 'chat'
  | 'thankYou'
  | 'notFound';

export type SiteRouteTarget =
  | { owner: 'shell'; page: ShellPageName }
  | { owner: 'remote'; module: RemoteModuleId }
  | { owner: 'redirect'; to: string };

export interface SiteRouteMatch {
  target: SiteRouteTarget;
  /** Parameters taken from the path, passed to the page as props. */
  params: Record<string, string>;
  /** Pages with their own lead form or nothing to enquire about (spec §2). */
  hidesEnquiryNow: boolean;
  /** Staff pages: the visitors' chat assistant has nothing to offer there. */
  hidesAssistant: boolean;
}

interface RouteEntry {
  pattern: RegExp;
  target: SiteRouteTarget;
  /** Names of the pattern's capture groups, in order. */
  params?: string[];
  hidesEnquiryNow?: boolean;
  hidesAssistant?: boolean;
}

const shell = (page: ShellPageName): SiteRouteTarget => ({ owner: 'shell', page });
const remote = (module: RemoteModuleId): SiteRouteTarget => ({ owner: 'remote', module });

// A destination or package slug: lower-case words joined by hyphens.
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

const ROUTES: RouteEntry[] = [
  { pattern: /^\/$/, target: remote('catalogue/HomePage') },
  { pattern: /^\/about-us$/, target: shell('about') },
  { pattern: /^\/tours$/, target: remote('catalogue/ToursPage') },
  { pattern: /^\/blogs$/, target: remote('blog/BlogsPage') },
  { pattern: /^\/blog-details$/, target: remote('blog/BlogDetailsPage'), hidesEnquiryNow: true },
  {
    pattern: /^\/category\/([^/]+)\/blog$/,
    target: remote('blog/CategoryBlogsPage'),
    params: ['categoryName'],
    hidesEnquiryNow: true,
  },
  { pattern: /^\/contact-us$/, target: shell('contact') },
  { pattern: /^\/customer-support$/, target: shell('customerSupport') },
  { pattern: /^\/disclaimer$/, target: shell('disclaimer') },
  { pattern: /^\/terms&conditions$/, target: shell('terms') },
  { pattern: /^\/privacy-policy$/, target: shell('privacy') },
  { pattern: /^\/faq$/, target: shell('faq') },
  // Where Enquiry Now and the chat launcher lead before the app runs or without JavaScript.
  { pattern: /^\/enquiry$/, target: shell('enquiry'), hidesEnquiryNow: true },
  { pattern: /^\/chat$/, target: shell('chat') },
  { pattern: /^\/themes(?:\/.*)?$/, target: remote('catalogue/ThemesPage') },
  {
    pattern: new RegExp(`^/${SLUG}-tour-packages-details/([^/]+)$`),
    target: remote('catalogue/PackageDetailPage'),
    params: ['destinationSlug', 'packageSlug'],
    hidesEnquiryNow: true,
  },
  {
    pattern: new RegExp(`^/${SLUG}-tour-packages$`),
    target: remote('catalogue/DestinationListingPage'),
    params: ['destinationSlug'],
  },
  {
    pattern: /^\/no-result-found$/,
    target: remote('catalogue/NoResultPage'),
    hidesEnquiryNow: true,
  },
  { pattern: /^\/darshan$/, target: remote('catalogue/DarshanPage') },
  { pattern: /^\/details-dev-darshan$/, target: remote('catalogue/DevDarshanDetailsPage') },
  // The original gave this path to the hero search but never navigated to it.
  { pattern: /^\/search-results$/, target: { owner: 'redirect', to: '/' } },
  { pattern: /^\/__remotes$/, target: shell('remotes') },
  // Where a lead form posted without the app lands once stored (scripts/render/formPosts.mjs).
  { pattern: /^\/thank-you$/, target: shell('thankYou') },
  // The staff inbox: not linked from public pages, not indexed, in no sitemap.
  {
    pattern: /^\/admin$/,
    target: remote('booking/StaffInboxPage'),
    hidesEnquiryNow: true,
    hidesAssistant: true,
  },
];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Matches a pathname (a trailing slash is ignored) against the route table. */
export function matchSiteRoute(pathname: string): SiteRouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      (route.params ?? []).map((name, index) => [name, safeDecode(match[index + 1] ?? '')]),
    );
    return {
      target: route.target,
      params,
      hidesEnquiryNow: route.hidesEnquiryNow ?? false,
      hidesAssistant: route.hidesAssistant ?? false,
    };
  }
  return { target: shell('notFound'), params: {}, hidesEnquiryNow: false, hidesAssistant: false };
}
