/**
 * How a catalogue package's card states its length and any discount: worked out from the
 * package's own days and stored prices, never typed onto a card.
 */

/** '2N/3D', short enough for a pill on a card; a one-day trip is '1D'. */
export function shortNightsDays(days: number): string {
  const nights = Math.max(days - 1, 0);
  return nights === 0 ? `${days}D` : `${nights}N/${days}D`;
}

/** The same length for screen readers: '2 nights, 3 days'. */
export function spokenNightsDays(days: number): string {
  const nights = Math.max(days - 1, 0);
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return nights === 0 ? dayText : `${nights} ${nights === 1 ? 'night' : 'nights'}, ${dayText}`;
}

/**
 * The whole per cent off the original price, or null when the package states none (or one not
 * above its price): the only way a card earns an 'N% OFF' badge. Rounded down, so the badge
 * never claims more than the saving.
 */
export function discountPercent(
  price: number,
  originalPrice: number | null | undefined,
): number | null {
  if (originalPrice === null || originalPrice === undefined || originalPrice <= price) return null;
  const percent = Math.floor(((originalPrice - price) / originalPrice) * 100);
  return percent >= 1 ? percent : null;
}
