/**
 * The spec's budget ranges (§2: the listing's and the theme page's filters), in whole rupees
 * with both ends included as the spec writes them: 10,000 - 20,000, then 20,001 - 40,000.
 */
export interface RupeeRange {
  min: number;
  /** Infinity for the open top range (Above 80,000). */
  max: number;
}

export const BUDGET_RANGES: readonly RupeeRange[] = [
  { min: 0, max: 9999 },
  { min: 10000, max: 20000 },
  { min: 20001, max: 40000 },
  { min: 40001, max: 60000 },
  { min: 60001, max: 80000 },
  { min: 80001, max: Number.POSITIVE_INFINITY },
];

/**
 * Whether a price (which need not be whole: 9999.5) is in a range. Whole-rupee ends compared
 * as `min <= price <= max` leave gaps (9999.5, 20000.5 fell in no range), so each range is
 * half-open on the number, [min - 0.5, max + 0.5): it ends exactly where the next begins, and
 * a price lands in the range of the rupee amount the card shows (formatInr rounds 9999.5 to
 * ₹10,000, so it is a 10,000 - 20,000 package).
 */
export function inRupeeRange(price: number, range: RupeeRange): boolean {
  return price >= range.min - 0.5 && price < range.max + 0.5;
}
