/**
 * The names of the site's pages of text and of the blocks their sections may be, which the answer
 * schemas (responseSchemas/sitePages.ts) and the contracts in sitePages.ts both read; a module of
 * its own so neither imports the other.
 */

/** The pages content/pages/ holds, by the name their file and their URL in the API use. */
export const SITE_PAGE_NAMES = ['terms', 'privacy', 'disclaimer', 'about'] as const;
export type SitePageName = (typeof SITE_PAGE_NAMES)[number];

/**
 * Sections whose body is a part of the site rather than text (a section whose whole body is
 * `{{contact}}`): the contact block and the personal-data summary the policy pages share.
 */
export const SITE_PAGE_BLOCKS = ['contact', 'personal-data'] as const;
export type SitePageBlock = (typeof SITE_PAGE_BLOCKS)[number];
