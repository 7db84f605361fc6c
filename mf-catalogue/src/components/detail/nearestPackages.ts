import type { CategoryCode } from '@tour/shared';

/** What the nearness of two packages is judged on. */
export interface PackageShape {
  id: number;
  /** The theme; unknown (undefined) when the listing does not hold this package. */
  category?: CategoryCode | undefined;
  durationDay: number;
  /** The price range per person: from `price` to `maxPrice` (or `price` alone). */
  price: number;
  maxPrice?: number | null | undefined;
}

/** How far apart two lengths are, 0 (same) to 1: a day means more on a short trip. */
function lengthDistance(a: PackageShape, b: PackageShape): number {
  const longer = Math.max(a.durationDay, b.durationDay, 1);
  return Math.abs(a.durationDay - b.durationDay) / longer;
}

/**
 * How far apart two price ranges are, 0 (they overlap) to 1: the gap between them as a share of
 * the dearer one's start, so ₹5,000 apart is near at ₹80,000 and far at ₹8,000.
 */
function priceDistance(a: PackageShape, b: PackageShape): number {
  const aTop = Math.max(a.maxPrice ?? a.price, a.price);
  const bTop = Math.max(b.maxPrice ?? b.price, b.price);
  const gap = Math.max(0, a.price - bTop, b.price - aTop);
  return gap === 0 ? 0 : gap / Math.max(a.price, b.price);
}

/**
 * Up to `limit` of `candidates` nearest to `current`, nearest first, never `current` itself: the
 * same theme first; then, among the same theme (or the rest), nearest in length and price
 * together, so a trip of the same length at a fifth of the price does not come before one a day
 * longer at the same price; a tie goes to the nearer length, then the nearer price, then the
 * listing's own order.
 */
export function nearestPackages<T extends PackageShape>(
  current: PackageShape,
  candidates: readonly T[],
  limit: number,
): T[] {
  const scored = candidates
    .filter((candidate) => candidate.id !== current.id)
    .map((candidate, order) => {
      const length = lengthDistance(current, candidate);
      const price = priceDistance(current, candidate);
      const otherTheme =
        current.category !== undefined && candidate.category !== current.category ? 1 : 0;
      return { candidate, key: [otherTheme, length + price, length, price, order] };
    });
  scored.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return scored.slice(0, Math.max(0, limit)).map(({ candidate }) => candidate);
}
