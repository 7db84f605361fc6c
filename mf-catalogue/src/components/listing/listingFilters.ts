import { PAGE_SIZES, type CategoryCode, type PackageListItem } from '@tour/shared';

export interface FilterOption {
  id: string;
  label: string;
  matches: (item: PackageListItem) => boolean;
}

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/** Category filter of spec §2, mapped to the server's codes. */
export const CATEGORY_FILTERS: FilterOption[] = (
  [
    ['honeymoon', 'Honeymoon', 'HONEYMOON'],
    ['family', 'Family', 'FAMILY'],
    ['friends', 'Friends / Group', 'FRIEND'],
  ] as const
).map(([id, label, code]: readonly [string, string, CategoryCode]) => ({
  id,
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

/** Budget filter in rupees per person, matched against the starting price. */
export const BUDGET_FILTERS: FilterOption[] = [
  { id: 'under-10000', label: 'Less Than 10,000', matches: (item) => item.price < 10000 },
  {
    id: '10000-20000',
    label: '10,000 - 20,000',
    matches: (item) => inRange(item.price, 10000, 20000),
  },
  {
    id: '20000-40000',
    label: '20,000 - 40,000',
    matches: (item) => inRange(item.price, 20001, 40000),
  },
  {
    id: '40000-60000',
    label: '40,000 - 60,000',
    matches: (item) => inRange(item.price, 40001, 60000),
  },
  {
    id: '60000-80000',
    label: '60,000 - 80,000',
    matches: (item) => inRange(item.price, 60001, 80000),
  },
  { id: 'above-80000', label: 'Above 80,000', matches: (item) => item.price > 80000 },
];

export const FILTER_GROUPS = {
  categories: { legend: 'Category', options: CATEGORY_FILTERS },
  durations: { legend: 'Duration', options: DURATION_FILTERS },
  budgets: { legend: 'Budget (₹ per person)', options: BUDGET_FILTERS },
} as const;

export type FilterGroup = keyof typeof FILTER_GROUPS;
export type ListingFilters = Record<FilterGroup, string[]>;

export const SORT_OPTIONS = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'duration', label: 'Duration: shortest first' },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]['id'];

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

/** Sorts a copy; 'recommended' keeps the server's order (the searched category first). */
export function sortPackages(items: PackageListItem[], sort: SortId): PackageListItem[] {
  const copy = [...items];
  switch (sort) {
    case 'price-asc':
      return copy.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return copy.sort((a, b) => b.price - a.price);
    case 'duration':
      return copy.sort((a, b) => a.durationDay - b.durationDay || a.price - b.price);
    default:
      return copy;
  }
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
