/**
 * The URL form of a name: 'Vaishno Devi' → 'vaishno-devi', 'Goa Beaches & Water Sports' →
 * 'goa-beaches-and-water-sports'. Slugs are stored in this form, so a slug, a name, or the
 * words the site makes back out of a slug all lead to the same row.
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
