/** Business constants and limits of spec §9, in one place so every app agrees on them. */

export const TIMINGS_MS = {
  heroSlide: 5000,
  carouselSlide: 3000,
  carouselSpeed: 300,
  toast: 5000,
  enquirySuccessReset: 10_000,
  newsletterThankYou: 5000,
  bookingSubmitLock: 10_000,
  blogSeeMoreDelay: 1000,
  chatWordReveal: 50,
} as const;

/**
 * How long a call to our API may take before the visitor is told it failed (our addition: the
 * spec's calls have no limit). The assistant writes its answer first, so it gets longer.
 */
export const API_TIMEOUT_MS = 15_000;
export const ASSISTANT_TIMEOUT_MS = 30_000;

export const BREAKPOINTS_PX = {
  mobileMenu: 821,
  carouselNarrow: 320,
  carouselTwo: 768,
  carouselThree: 1024,
  carouselFour: 1280,
} as const;

export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 5;

export const PAGE_SIZES = {
  listing: 10,
  listingPromoEvery: 4,
  blogInitial: 3,
  blogStep: 3,
  faqInitial: 5,
  faqStep: 5,
} as const;

export const CHAT_HISTORY_LIMIT = 30;
export const DESCRIPTION_TRUNCATE_CHARS = 500;
export const DETAIL_INFORMATION_TRUNCATE_CHARS = 400;

/** Values the original site always sends in its payloads (spec §9). */
export const FIXED_PAYLOAD = {
  websiteId: '1',
  productId: 1,
  source: 'online',
  deviceType: 'mobile',
  browser: 'chrome',
  userIp: '127.0.0.1',
} as const;

export const PHONE_PREFIX = '+91';

/** The Themes hover menu: 7 categories with the spec's ids, in the spec's order. */
export const THEME_MENU_CATEGORIES = [
  { id: 7, name: 'Religious' },
  { id: 2, name: 'Adventure' },
  { id: 3, name: 'Family' },
  { id: 4, name: 'Friends' },
  { id: 5, name: 'Honeymoon' },
  { id: 6, name: 'Nature' },
  { id: 1, name: 'Seasonal Package' },
] as const;

/**
 * Every theme /themes can show: the menu's 7 with the spec's ids, plus the two themes the home
 * theme grid adds (Wildlife, Water Activities), numbered after them so no id means two themes.
 */
export const THEME_CATEGORIES = [
  ...THEME_MENU_CATEGORIES,
  { id: 8, name: 'Wildlife' },
  { id: 9, name: 'Water Activities' },
] as const;

/** The search and blog category list: 9 entries, id = position from 1 (spec §3). */
export const SEARCH_CATEGORIES = [
  { id: 1, name: 'Seasonal package' },
  { id: 2, name: 'Adventure' },
  { id: 3, name: 'Family' },
  { id: 4, name: 'Nature' },
  { id: 5, name: 'Honeymoon' },
  { id: 6, name: 'Wildlife' },
  { id: 7, name: 'Friend' },
  { id: 8, name: 'Religious' },
  { id: 9, name: 'Water activity' },
] as const;

/** The server's category codes (upper case with underscores), indexed like SEARCH_CATEGORIES. */
export const CATEGORY_CODES = [
  'SEASONAL_PACKAGE',
  'ADVENTURE',
  'FAMILY',
  'NATURE',
  'HONEYMOON',
  'WILDLIFE',
  'FRIEND',
  'RELIGIOUS',
  'WATER_ACTIVITY',
] as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** English month names, as en-IN writes them; one list for the site's labels and the assistant. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Size of every link preview image the API draws and the pages announce (what WhatsApp expects). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * An email address as the forms and the API accept it (the same rule as zod's default email
 * check). A constant rather than a schema, so the footer's newsletter box, on every page, can
 * check an address without loading the lead schemas (zod and the phone metadata).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spec §5: the newsletter box's one message for every bad address. */
export const NEWSLETTER_INVALID = 'Valid email is required *';

/** The longest email address the forms and the API take (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The privacy notice's versions the API knows, newest first. Every lead form sends the version
 * its page showed and the lead records it, so each lead can be matched to the text the visitor
 * was shown. When the notice's wording changes, put its new version first and keep the earlier
 * ones for a while: a page loaded before the change still sends its own.
 */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-28', '2026-11-25'] as const;

/** The privacy notice in force: what the privacy page and the lead forms show now. */
export const PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS[0];

/** The name under which every lead form sends that version (a hidden field in its HTML too). */
export const PRIVACY_NOTICE_FIELD = 'privacyNoticeVersion';

/** The largest id a 32-bit integer column holds (PostgreSQL `integer`): ids above it are refused. */
export const MAX_ID = 2_147_483_647;
