import type { RemoteModuleId, RemoteModuleProps } from '@tour/shared';
import { SHELL_PAGES, shellPageAt, type ShellPageName } from './shellPages';

/*
 * Every URL the site answers, matched in one place: the shell's own pages at their paths
 * (shellPages.ts), the remotes' pages and the redirects by the patterns below. React Router
 * cannot match a parameter inside a segment (`/goa-tour-packages`), so every path is matched
 * here and React Router only hands us the location.
 */

/** A remote's module the route table can lead to: its props, if any, are strings from the path. */
export type RemotePageId = {
  [Id in RemoteModuleId]: RemoteModuleProps[Id] extends Partial<Record<string, string>>
    ? Id
    : never;
}[RemoteModuleId];

export type SiteRouteTarget =
  | { owner: 'shell'; page: ShellPageName }
  | { owner: 'remote'; module: RemotePageId }
  | { owner: 'redirect'; to: string };

/**
 * A remote page and the props its path gives it, one member per module: the parameters are
 * always of that module's props type, so they are passed to its slot as they are.
 */
export type RemotePageRoute = {
  [Id in RemotePageId]: { target: { owner: 'remote'; module: Id }; params: RemoteModuleProps[Id] };
}[RemotePageId];

type RoutedTo =
  | { target: Exclude<SiteRouteTarget, { owner: 'remote' }>; params: Record<string, never> }
  | RemotePageRoute;

export type SiteRouteMatch = RoutedTo & {
  /** Pages with their own lead form or nothing to enquire about: no Enquiry Now button. */
  hidesEnquiryNow: boolean;
  /** Staff pages: the visitors' chat assistant has nothing to offer there. */
  hidesAssistant: boolean;
};

interface RouteEntry {
  pattern: RegExp;
  /** The page the path leads to, with what it takes from the pattern's capture groups. */
  to: (match: RegExpExecArray) => RoutedTo;
  hidesEnquiryNow?: boolean;
  hidesAssistant?: boolean;
}

/** Which capture group of the pattern gives each prop of the page `Id` (1 for the first). */
type ParamGroups<Id extends RemotePageId> = {
  readonly [Name in keyof RemoteModuleProps[Id]]-?: number;
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const shell = (page: ShellPageName) => (): RoutedTo => ({
  target: { owner: 'shell', page },
  params: {},
});

const redirect = (to: string) => (): RoutedTo => ({
  target: { owner: 'redirect', to },
  params: {},
});

/** A remote's page; a page with props names the capture group of each (all of them required). */
function remote<Id extends RemotePageId>(
  module: Id,
  ...[groups]: Record<string, never> extends Required<RemoteModuleProps[Id]>
    ? []
    : [ParamGroups<Id>]
): RouteEntry['to'] {
  return (match) => {
    const params = Object.fromEntries(
      Object.entries<number>(groups ?? {}).map(([name, group]) => [
        name,
        safeDecode(match[group] ?? ''),
      ]),
    );
    // The one place the pairing is asserted: `groups` names every prop of the page `Id` (its
    // type requires them), and each is a string from the path.
    return { target: { owner: 'remote', module }, params } as RemotePageRoute;
  };
}

// A destination or package slug: lower-case words joined by hyphens.
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

/** The remotes' pages and the redirects; none matches a shell page's path. */
const ROUTES: RouteEntry[] = [
  { pattern: /^\/$/, to: remote('catalogue/HomePage') },
  { pattern: /^\/tours$/, to: remote('catalogue/ToursPage') },
  { pattern: /^\/blogs$/, to: remote('blog/BlogsPage') },
  { pattern: /^\/blog-details$/, to: remote('blog/BlogDetailsPage'), hidesEnquiryNow: true },
  {
    pattern: /^\/category\/([^/]+)\/blog$/,
    to: remote('blog/CategoryBlogsPage', { categoryName: 1 }),
    hidesEnquiryNow: true,
  },
  { pattern: /^\/themes(?:\/.*)?$/, to: remote('catalogue/ThemesPage') },
  {
    pattern: new RegExp(`^/${SLUG}-tour-packages-details/([^/]+)$`),
    to: remote('catalogue/PackageDetailPage', { destinationSlug: 1, packageSlug: 2 }),
    hidesEnquiryNow: true,
  },
  {
    pattern: new RegExp(`^/${SLUG}-tour-packages$`),
    to: remote('catalogue/DestinationListingPage', { destinationSlug: 1 }),
  },
  {
    pattern: /^\/no-result-found$/,
    to: remote('catalogue/NoResultPage'),
    hidesEnquiryNow: true,
  },
  { pattern: /^\/darshan$/, to: remote('catalogue/DarshanPage') },
  { pattern: /^\/details-dev-darshan$/, to: remote('catalogue/DevDarshanDetailsPage') },
  // The original gave this path to the hero search but never navigated to it.
  { pattern: /^\/search-results$/, to: redirect('/') },
  // The staff inbox: not linked from public pages, not indexed, in no sitemap.
  {
    pattern: /^\/admin$/,
    to: remote('booking/StaffInboxPage'),
    hidesEnquiryNow: true,
    hidesAssistant: true,
  },
];

/** Matches a pathname (a trailing slash is ignored) against the route table. */
export function matchSiteRoute(pathname: string): SiteRouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = shellPageAt(path);
  if (page !== undefined) {
    return {
      ...shell(page)(),
      hidesEnquiryNow: SHELL_PAGES[page].hidesEnquiryNow ?? false,
      hidesAssistant: false,
    };
  }
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    return {
      ...route.to(match),
      hidesEnquiryNow: route.hidesEnquiryNow ?? false,
      hidesAssistant: route.hidesAssistant ?? false,
    };
  }
  return { ...shell('notFound')(), hidesEnquiryNow: false, hidesAssistant: false };
}
