/**
 * URL forms of names, written exactly like the API's own slugs (api/src/catalogue/slug.ts), so a
 * link built here always finds its row: 'Vaishno Devi' → 'vaishno-devi',
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

/** /goa-tour-packages: a destination's listing. */
export function listingPath(destination: string): string {
  return `/${toSlug(destination)}-tour-packages`;
}

/** /goa-tour-packages-details/goa-honeymoon-retreat: one package. */
export function packageDetailPath(destination: string, packageName: string): string {
  return `/${toSlug(destination)}-tour-packages-details/${toSlug(packageName)}`;
}

/** 'SEASONAL_PACKAGE' → 'seasonal package' (the listing summary bar's form, spec §2). */
export function categoryLabel(code: string): string {
  return code.toLowerCase().replace(/_/g, ' ');
}

/** '4N / 5D': nights are days minus one. */
export function nightsDays(days: number): string {
  return `${Math.max(days - 1, 0)}N / ${days}D`;
}
