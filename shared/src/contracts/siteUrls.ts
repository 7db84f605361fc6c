/**
 * The site's URL contract: URL forms of names, written exactly like the API's own slugs, so a link
 * built by any remote always finds its row: 'Vaishno Devi' → 'vaishno-devi',
 * 'Goa Beaches & Water Sports' → 'goa-beaches-and-water-sports'.
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug back to words with each word capitalised: 'goa-beach-escape' → 'Goa Beach Escape'. */
export function slugToWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** An API category code as words: `SEASONAL_PACKAGE` → `Seasonal Package`, `FAMILY` → `Family`. */
export function categoryLabel(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** /goa-tour-packages: a destination's listing. */
export function listingPath(destination: string): string {
  return `/${toSlug(destination)}-tour-packages`;
}

/** /goa-tour-packages-details/goa-honeymoon-retreat: one package. */
export function packageDetailPath(destination: string, packageName: string): string {
  return `/${toSlug(destination)}-tour-packages-details/${toSlug(packageName)}`;
}

/** /blog-details?id=12: one blog post. */
export function blogDetailsPath(blog: { id: number }): string {
  return `/blog-details?id=${blog.id}`;
}

/** Where a theme's link goes, with the navigation state the themes page reads first. */
export interface ThemeLink {
  to: string;
  state: { categoryId: number; themeName: string };
}

/** /themes?categoryId=7&themeName=Religious: the URL carries the theme, so a reload finds it. */
export function themeLink(categoryId: number, themeName: string): ThemeLink {
  return {
    to: `/themes?categoryId=${categoryId}&themeName=${encodeURIComponent(themeName)}`,
    state: { categoryId, themeName },
  };
}

/**
 * /enquiry?destination=Goa: the enquiry form as a page of its own. Enquiry Now and every "send an
 * enquiry" control link there, so they work before the app runs or without JavaScript; the app
 * opens the same form in its modal instead.
 */
export function enquiryPath(prefill: { destination?: string } = {}): string {
  return prefill.destination
    ? `/enquiry?destination=${encodeURIComponent(prefill.destination)}`
    : '/enquiry';
}

/** /chat: where the chat launcher links; the app opens the chat widget instead. */
export const CHAT_PATH = '/chat';
