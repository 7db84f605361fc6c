import { SEARCH_CATEGORIES, type ComboOption, findOptionByName } from '@tour/shared';
import type { BlogSearchTerms } from '../api/blogs';

/** The spec's words (§5) for a search that cannot be made. */
export const BLOG_SEARCH_MESSAGES = {
  missing: 'Please enter a destination or category.',
  unknown: 'No blogs found for your search criteria!',
} as const;

export type BlogSearchOutcome =
  { kind: 'search'; terms: BlogSearchTerms } | { kind: 'missing' | 'unknown'; message: string };

/** The id a field stands for: null when empty, undefined when its text names nothing known. */
export function resolveField(
  field: { text: string; id: number | null },
  options: readonly ComboOption[],
): number | null | undefined {
  if (!field.text.trim()) return null;
  return field.id ?? findOptionByName(options, field.text)?.id;
}

/** What a search of these ids comes to: at least one, and each a name the site knows. */
export function blogSearchOutcome(
  destinationId: number | null | undefined,
  categoryId: number | null | undefined,
): BlogSearchOutcome {
  if (destinationId === null && categoryId === null) {
    return { kind: 'missing', message: BLOG_SEARCH_MESSAGES.missing };
  }
  // A name that is in neither list cannot match any blog.
  if (destinationId === undefined || categoryId === undefined) {
    return { kind: 'unknown', message: BLOG_SEARCH_MESSAGES.unknown };
  }
  return { kind: 'search', terms: { destinationId, categoryId } };
}

/**
 * The search bar's form as the browser sends it without the app (`/blogs?destination=Goa&
 * category=`): the typed names, or null when the URL carries no such form.
 */
export function sentBlogSearch(search: string): { destination: string; category: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('destination') && !params.has('category')) return null;
  return { destination: params.get('destination') ?? '', category: params.get('category') ?? '' };
}

/** What the server makes of a sent form, with the destinations' names to read it by. */
export function sentBlogSearchOutcome(
  search: string,
  destinations: readonly ComboOption[],
): BlogSearchOutcome | null {
  const sent = sentBlogSearch(search);
  if (!sent) return null;
  return blogSearchOutcome(
    resolveField({ text: sent.destination, id: null }, destinations),
    resolveField({ text: sent.category, id: null }, SEARCH_CATEGORIES),
  );
}
