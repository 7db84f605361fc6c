/**
 * The site's pages of text (terms, privacy policy, disclaimer, about) and the general travel FAQ,
 * as the content team writes them (content/pages/<name>.md, content/site/faq.yaml) and as
 * GET /site/pages/:name and GET /site/faq answer them (types inferred from their zod schemas,
 * responseSchemas/sitePages.ts). Their text is HTML made from Markdown by the blogs' pipeline
 * (sanitised at import), so pages render it as it is.
 */
export type {
  SiteFaq,
  SiteFaqItem,
  SitePage,
  SitePageFact,
  SitePagePart,
  SitePageSection,
} from './responseSchemas/sitePages';
import type { SitePageName } from './sitePageNames';

/** The site document the import stores a page under. */
export function sitePageDocument(name: SitePageName): string {
  return `page-${name}`;
}

/** The site document the import stores the general FAQ under. */
export const SITE_FAQ_DOCUMENT = 'faq';

/**
 * Placeholders the import fills in: the catalogue's counts (published destinations with a
 * package, published packages), the agency's claims (the site profile's `claims`) and the
 * privacy notice's version, so the text never states a number that disagrees with the catalogue,
 * the profile or the lead forms. A claim the profile does not state is a problem where it is used.
 * {bookingConfirmation} is policies.yaml's one sentence on when a booking is confirmed, which
 * every package's tour policy states too.
 */
export const SITE_PAGE_IMPORT_PLACEHOLDERS = [
  'destinations',
  'packages',
  'agents',
  'travellers',
  'noticeVersion',
  'bookingConfirmation',
] as const;

/**
 * Placeholders the API fills in when it answers, from the site profile as links: {email},
 * {phone} and {address}. Contact details live in content/site/profile.yaml alone.
 */
export const SITE_PAGE_CONTACT_PLACEHOLDERS = ['email', 'phone', 'address'] as const;
