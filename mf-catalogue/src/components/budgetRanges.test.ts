import { formatInr } from '@tour/shared';
import { BUDGET_RANGES, inRupeeRange } from './budgetRanges';
import { BUDGET_FILTERS } from './listing/listingFilters';
import { pkg } from '../testing/fixtures';
import { THEME_BUDGETS, filterByBudget } from './themes/themeBudgets';

/** Whole and fractional prices around every edge of the spec's ranges. */
const PRICES = [
  0, 0.4, 9998.9, 9999, 9999.4, 9999.5, 9999.99, 10000, 19999.5, 20000, 20000.49, 20000.5, 20001,
  40000.5, 60000.25, 60000.75, 80000, 80000.5, 80001, 250000.5,
];

/** The whole-rupee range the card's shown price (formatInr rounds) belongs to. */
const shownRange = (price: number) =>
  BUDGET_RANGES.findIndex(
    (range) => Math.round(price) >= range.min && Math.round(price) <= range.max,
  );

describe('budget ranges', () => {
  it.each(PRICES)('put %p in exactly one range: the one of the price shown', (price) => {
    const hits = BUDGET_RANGES.flatMap((range, index) =>
      inRupeeRange(price, range) ? [index] : [],
    );
    expect(hits).toEqual([shownRange(price)]);
  });

  it('a theme card with minPrice 9999.5 (shown as ₹10,000) is under ₹10,000 - ₹20,000 only', () => {
    const card = {
      id: 1,
      destinationName: 'Goa',
      image: '',
      minPrice: 9999.5,
      maxPrice: 12000,
      minDays: 3,
      maxDays: 5,
    };
    expect(formatInr(card.minPrice)).toBe('₹10,000');
    const matching = THEME_BUDGETS.filter((b) => filterByBudget([card], b.id).length === 1);
    expect(matching.map((b) => b.label)).toEqual(['₹10,000 - ₹20,000']);
  });

  it.each(PRICES)('the listing puts a package at %p under exactly one budget', (price) => {
    const item = pkg(1, { price });
    expect(BUDGET_FILTERS.filter((option) => option.matches(item))).toHaveLength(1);
  });

  it('the listing keeps the spec’s labels', () => {
    expect(BUDGET_FILTERS.map((option) => option.label)).toEqual([
      'Less Than 10,000',
      '10,000 - 20,000',
      '20,000 - 40,000',
      '40,000 - 60,000',
      '60,000 - 80,000',
      'Above 80,000',
    ]);
  });
});
