/**
 * The site's pages of text (terms, privacy policy, disclaimer, about) and the general travel FAQ,
 * as the content team writes them (content/pages/<name>.md, content/site/faq.yaml) and as
 * GET /site/pages/:name and GET /site/faq answer them (issue 38). Their text is HTML made from
 * Markdown by the blogs' pipeline (sanitised at import), so pages render it as it is.
 */

/** The pages content/pages/ holds, by the name their file and their URL in the API use. */
export const SITE_PAGE_NAMES = ['terms', 'privacy', 'disclaimer', 'about'] as const;
export type SitePageName = (typeof SITE_PAGE_NAMES)[number];

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

/**
 * Sections whose body is a part of the site rather than text (a section whose whole body is
 * `{{contact}}`): the contact block and the personal-data summary the policy pages share.
 */
export const SITE_PAGE_BLOCKS = ['contact', 'personal-data'] as const;
export type SitePageBlock = (typeof SITE_PAGE_BLOCKS)[number];

/** A heading and its text: `### ` parts within a `## ` section (the about page's cards). */
export interface SitePagePart {
  /** Its fragment: `{#id}` after the heading, or the heading as a slug. Unique in the page. */
  id: string;
  title: string;
  html: string;
}

/** A `## ` section: the table of contents lists these. */
export interface SitePageSection extends SitePagePart {
  /** Its `### ` parts, in order; empty when it has none. */
  parts: SitePagePart[];
  /** Set when the section shows a part of the site instead of text (`html` is then ''). */
  block?: SitePageBlock;
}

/** A short claim the page shows apart from its text, e.g. "Destinations covered: 37". */
export interface SitePageFact {
  label: string;
  value: string;
}

export interface SitePage {
  name: SitePageName;
  /** The page's title in the browser and link previews. */
  title: string;
  /** Its meta description. */
  description: string;
  /** Its h1: the title unless the file gives a heading of its own. */
  heading: string;
  /** The small line above the h1, when the file gives one. */
  eyebrow?: string;
  /** When its text last changed, YYYY-MM-DD ('Last updated' on the page). */
  updated: string;
  /** The privacy policy's notice version (PRIVACY_NOTICE_VERSION): the lead forms send it. */
  noticeVersion?: string;
  /** The text before the first section. */
  introHtml: string;
  facts: SitePageFact[];
  sections: SitePageSection[];
}

export interface SiteFaqItem {
  /** Stable within the page (its element ids); from the file or the question as a slug. */
  id: string;
  question: string;
  answerHtml: string;
}

export interface SiteFaq {
  title: string;
  description: string;
  heading: string;
  eyebrow?: string;
  lead: string;
  items: SiteFaqItem[];
}
