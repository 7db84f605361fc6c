import { PAGE_SIZES, sortListing, type ListingSort, type PackageListItem } from '@tour/shared';
import { LISTING_CATEGORIES, categoryFromText } from './listingCategories';
import { BUDGET_RANGES, inRupeeRange } from '../budgetRanges';

export interface FilterOption {
  id: string;
  label: string;
  matches: (item: PackageListItem) => boolean;
}

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Category filter: spec §2's three and the other six categories, each offered only when the
 * destination has packages in it (see FilterPanel). The id is the server's code, as the search
 * puts it in the URL (`?category=HONEYMOON`).
 */
export const CATEGORY_FILTERS: FilterOption[] = LISTING_CATEGORIES.map(({ code, label }) => ({
  id: code,
  label,
  matches: (item) => item.category === code,
}));

/** Duration filter in days (durationDay). */
export const DURATION_FILTERS: FilterOption[] = [
  { id: '1-3', label: '1 to 3 days', matches: (item) => inRange(item.durationDay, 1, 3) },
  { id: '4-6', label: '4 to 6 days', matches: (item) => inRange(item.durationDay, 4, 6) },
  { id: '7-9', label: '7 to 9 days', matches: (item) => inRange(item.durationDay, 7, 9) },
  { id: '10-12', label: '10 to 12 days', matches: (item) => inRange(item.durationDay, 10, 12) },
  { id: '13-plus', label: '13 or more days', matches: (item) => item.durationDay >= 13 },
];

/**
 * Budget filter in rupees per person, matched against the starting price. The spec's labels over
 * the shared ranges, compared half-open (budgetRanges.ts) so a price like 20000.5 is not lost.
 */
export const BUDGET_FILTERS: FilterOption[] = (
  [
    ['under-10000', 'Less Than 10,000'],
    ['10000-20000', '10,000 - 20,000'],
    ['20000-40000', '20,000 - 40,000'],
    ['40000-60000', '40,000 - 60,000'],
    ['60000-80000', '60,000 - 80,000'],
    ['above-80000', 'Above 80,000'],
  ] as const
).map(([id, label], index) => {
  const range = BUDGET_RANGES[index]!;
  return { id, label, matches: (item: PackageListItem) => inRupeeRange(item.price, range) };
});

interface FilterGroupSpec {
  legend: string;
  options: FilterOption[];
  /** The URL parameter holding the group's chosen ids, comma-separated. */
  param: string;
  /** Options no package matches are not offered (unless chosen, so they can be removed). */
  hideEmpty: boolean;
  /** A value from the URL as an option id: lets links write a category as words. */
  readId: (value: string) => string | null;
}

const asIs = (value: string) => value;

export const FILTER_GROUPS = {
  // `category`, the parameter the search has always written, so its choice arrives ticked.
  categories: {
    legend: 'Category',
    options: CATEGORY_FILTERS,
    param: 'category',
    hideEmpty: true,
    readId: categoryFromText,
  },
  durations: {
    legend: 'Duration',
    options: DURATION_FILTERS,
    param: 'durations',
    hideEmpty: false,
    readId: asIs,
  },
  budgets: {
    legend: 'Budget (₹ per person)',
    options: BUDGET_FILTERS,
    param: 'budgets',
    hideEmpty: false,
    readId: asIs,
  },
} as const satisfies Record<string, FilterGroupSpec>;

export type FilterGroup = keyof typeof FILTER_GROUPS;
export type ListingFilters = Record<FilterGroup, string[]>;

/** The listing's orders (LISTING_SORTS, which the API's `sort` takes too), as the menu names them. */
export const SORT_OPTIONS: readonly { id: ListingSort; label: string }[] = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'duration', label: 'Duration: shortest first' },
  { id: 'duration-desc', label: 'Duration: longest first' },
];

export type SortId = ListingSort;

/**
 * Keeps packages that match every group with a choice; within a group any chosen option will
 * do (Honeymoon or Family).
 */
export function applyFilters(items: PackageListItem[], filters: ListingFilters): PackageListItem[] {
  const active = (Object.keys(FILTER_GROUPS) as FilterGroup[])
    .map((group) =>
      FILTER_GROUPS[group].options.filter((option) => filters[group].includes(option.id)),
    )
    .filter((chosen) => chosen.length > 0);
  return items.filter((item) => active.every((chosen) => chosen.some((o) => o.matches(item))));
}

/** Whether a package suits a month (1–12); one without months, or an older API's, suits any. */
export function suitsMonth(item: PackageListItem, month: number): boolean {
  return !item.months?.length || item.months.includes(month);
}

/**
 * Sorts a copy. 'recommended' keeps the server's order (the searched category first), with the
 * packages that suit the searched month (1–12) moved to the front: a listing fetched by its URL
 * comes cheapest first whatever the month, and hiding the others would empty the page for a
 * destination out of season. The other orders are by price or length (sortListing).
 */
export function sortPackages(
  items: PackageListItem[],
  sort: SortId,
  month: number | null = null,
): PackageListItem[] {
  if (sort !== 'recommended')
    return sortListing(items, sort, (item) => ({ price: item.price, days: item.durationDay }));
  // Array.prototype.sort is stable: the server's order holds within each group.
  return month === null
    ? [...items]
    : [...items].sort((a, b) => Number(suitsMonth(b, month)) - Number(suitsMonth(a, month)));
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of `size` items; a page past the end shows the last one. */
export function paginate<T>(
  items: T[],
  page: number,
  size: number = PAGE_SIZES.listing,
): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

export type ListingEntry<T> = { kind: 'item'; item: T } | { kind: 'promo'; index: number };

/** Puts a promotional banner after every `every`th item of the page. */
export function withPromos<T>(
  items: T[],
  every: number = PAGE_SIZES.listingPromoEvery,
): ListingEntry<T>[] {
  const entries: ListingEntry<T>[] = [];
  items.forEach((item, position) => {
    entries.push({ kind: 'item', item });
    if ((position + 1) % every === 0)
      entries.push({ kind: 'promo', index: (position + 1) / every - 1 });
  });
  return entries;
}
