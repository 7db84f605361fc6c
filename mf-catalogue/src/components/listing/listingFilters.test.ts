import { LISTING_SORTS } from '@tour/shared';
import { pkg } from '../../testing/fixtures';
import {
  BUDGET_FILTERS,
  CATEGORY_FILTERS,
  DURATION_FILTERS,
  applyFilters,
  paginate,
  sortPackages,
  SORT_OPTIONS,
  withPromos,
  type ListingFilters,
} from './listingFilters';

const none: ListingFilters = { categories: [], durations: [], budgets: [] };

describe('listing filters', () => {
  it('offer the spec’s lists, word for word, and every other category after its three', () => {
    expect(CATEGORY_FILTERS.map((o) => o.label)).toEqual([
      'Honeymoon',
      'Family',
      'Friends / Group',
      'Adventure',
      'Nature',
      'Religious',
      'Wildlife',
      'Water Activities',
      'Seasonal Package',
    ]);
    expect(DURATION_FILTERS.map((o) => o.label)).toEqual([
      '1 to 3 days',
      '4 to 6 days',
      '7 to 9 days',
      '10 to 12 days',
      '13 or more days',
    ]);
    expect(BUDGET_FILTERS.map((o) => o.label)).toEqual([
      'Less Than 10,000',
      '10,000 - 20,000',
      '20,000 - 40,000',
      '40,000 - 60,000',
      '60,000 - 80,000',
      'Above 80,000',
    ]);
  });

  it('filter by category code', () => {
    const items = [
      pkg(1, { category: 'HONEYMOON' }),
      pkg(2, { category: 'FAMILY' }),
      pkg(3, { category: 'FRIEND' }),
      pkg(4, { category: 'NATURE' }),
    ];
    const ids = (categories: string[]) =>
      applyFilters(items, { ...none, categories }).map((p) => p.id);
    expect(ids(['HONEYMOON'])).toEqual([1]);
    expect(ids(['FAMILY'])).toEqual([2]);
    expect(ids(['FRIEND'])).toEqual([3]);
    expect(ids(['NATURE'])).toEqual([4]);
    expect(ids(['HONEYMOON', 'FRIEND'])).toEqual([1, 3]);
    expect(ids([])).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['1-3', [1, 3]],
    ['4-6', [4, 6]],
    ['7-9', [7, 9]],
    ['10-12', [10, 12]],
    ['13-plus', [13, 20]],
  ])('filter durations %s by days', (id, days) => {
    const items = [1, 3, 4, 6, 7, 9, 10, 12, 13, 20].map((d) => pkg(d, { durationDay: d }));
    expect(applyFilters(items, { ...none, durations: [id] }).map((p) => p.durationDay)).toEqual(
      days,
    );
  });

  it.each([
    ['under-10000', [9999]],
    ['10000-20000', [10000, 20000]],
    ['20000-40000', [20001, 40000]],
    ['40000-60000', [40001, 60000]],
    ['60000-80000', [60001, 80000]],
    ['above-80000', [80001]],
  ])('filter budget %s by price', (id, prices) => {
    const items = [9999, 10000, 20000, 20001, 40000, 40001, 60000, 60001, 80000, 80001].map(
      (price, index) => pkg(index, { price }),
    );
    expect(applyFilters(items, { ...none, budgets: [id] }).map((p) => p.price)).toEqual(prices);
  });

  it('combine groups with AND', () => {
    const items = [
      pkg(1, { category: 'HONEYMOON', durationDay: 5, price: 30000 }),
      pkg(2, { category: 'HONEYMOON', durationDay: 8, price: 30000 }),
      pkg(3, { category: 'FAMILY', durationDay: 5, price: 30000 }),
    ];
    const result = applyFilters(items, {
      categories: ['HONEYMOON'],
      durations: ['4-6'],
      budgets: [],
    });
    expect(result.map((p) => p.id)).toEqual([1]);
  });

  it('sort by price both ways and by duration', () => {
    const items = [
      pkg(1, { price: 20000, durationDay: 3 }),
      pkg(2, { price: 10000, durationDay: 6 }),
    ];
    expect(sortPackages(items, 'price-asc').map((p) => p.id)).toEqual([2, 1]);
    expect(sortPackages(items, 'price-desc').map((p) => p.id)).toEqual([1, 2]);
    expect(sortPackages(items, 'duration').map((p) => p.id)).toEqual([1, 2]);
    expect(sortPackages(items, 'duration-desc').map((p) => p.id)).toEqual([2, 1]);
    expect(sortPackages(items, 'recommended').map((p) => p.id)).toEqual([1, 2]);
  });

  it('puts the cheaper first among packages of the same length, either way', () => {
    const items = [
      pkg(1, { price: 30000, durationDay: 4 }),
      pkg(2, { price: 10000, durationDay: 4 }),
      pkg(3, { price: 20000, durationDay: 2 }),
    ];
    expect(sortPackages(items, 'duration').map((p) => p.id)).toEqual([3, 2, 1]);
    expect(sortPackages(items, 'duration-desc').map((p) => p.id)).toEqual([2, 1, 3]);
    expect(items.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('offers every order the API takes, each once', () => {
    expect(SORT_OPTIONS.map((o) => o.id)).toEqual([...LISTING_SORTS]);
  });

  it('recommends the packages that suit the searched month first, keeping the order within', () => {
    const items = [
      pkg(1, { months: [10, 11, 12, 1, 2, 3] }),
      pkg(2, { months: [5, 6, 7] }),
      pkg(3),
      pkg(4, { months: [] }),
      pkg(5, { months: [6] }),
    ];
    const ids = (month: number | null) =>
      sortPackages(items, 'recommended', month).map((p) => p.id);
    expect(ids(6)).toEqual([2, 3, 4, 5, 1]);
    expect(ids(12)).toEqual([1, 3, 4, 2, 5]);
    expect(ids(null)).toEqual([1, 2, 3, 4, 5]);
    expect(sortPackages(items, 'price-asc', 6).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('listing pages', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('holds 10 items a page', () => {
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3 });
    expect(paginate(items, 3).items).toEqual([21, 22, 23]);
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('puts a promo after every 4th item', () => {
    const kinds = withPromos(items.slice(0, 10)).map((e) => (e.kind === 'promo' ? 'P' : 'i'));
    expect(kinds.join('')).toBe('iiiiPiiiiPii');
    expect(withPromos([1, 2, 3]).some((e) => e.kind === 'promo')).toBe(false);
  });
});
