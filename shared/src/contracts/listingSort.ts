/**
 * How a listing can be ordered (our addition): by the site's own order, by price or by length.
 * One list and one ordering for the site's listings and the API's `sort` parameter, so a shared
 * URL and an API call agree.
 */

/** `duration` (shortest first) is the name listing URLs have carried since before the others. */
export const LISTING_SORTS = [
  'recommended',
  'price-asc',
  'price-desc',
  'duration',
  'duration-desc',
] as const;

export type ListingSort = (typeof LISTING_SORTS)[number];

/** What a listing entry is ordered by: its starting price per person and its length in days. */
export interface SortFacts {
  price: number;
  days: number;
}

/**
 * A sorted copy; 'recommended' keeps the given order. Ties keep the given order too
 * (Array.prototype.sort is stable), after the price for equal lengths.
 */
export function sortListing<T>(
  items: readonly T[],
  sort: ListingSort,
  facts: (item: T) => SortFacts,
): T[] {
  const copy = [...items];
  const by = (a: T, b: T) => {
    const x = facts(a);
    const y = facts(b);
    switch (sort) {
      case 'price-asc':
        return x.price - y.price;
      case 'price-desc':
        return y.price - x.price;
      case 'duration':
        return x.days - y.days || x.price - y.price;
      case 'duration-desc':
        return y.days - x.days || x.price - y.price;
      default:
        return 0;
    }
  };
  return sort === 'recommended' ? copy : copy.sort(by);
}
