/** How the assistant writes prices, durations and links to the site. */

import {
  packagePriceLabel,
  type PackagePriceFacts,
  priceRangeLabel,
  stayLabel,
  type StayKind,
} from '@tour/shared/contracts';

/** Nights are days minus one, as on the package detail page. */
export function formatDuration(days: number): string {
  if (days <= 1) return '1 day';
  const nights = days - 1;
  return `${days} days / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/**
 * The price as the package's page states it ("₹42,999 – ₹55,999 per person on twin sharing
 * + 5% GST"), plus the total for a group: "(₹1,71,996 – ₹2,23,996 for 4 people)".
 */
export function formatPrice(pkg: PackagePriceFacts, people?: number): string {
  const each = packagePriceLabel(pkg);
  if (!people || people < 2) return each;
  const total = priceRangeLabel(pkg.price * people, pkg.maxPrice ? pkg.maxPrice * people : null);
  return `${each} (${total} for ${people} people)`;
}

/**
 * Where travellers sleep, as the package's page says it, to follow a comma: "5-star resorts and
 * houseboats", "hostels and beach huts"; empty when a row has not recorded it.
 */
export function formatStay(pkg: { stay: readonly StayKind[]; rating: number }): string {
  const label = stayLabel(pkg.stay, pkg.rating);
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** 30000 → "30,000" (a budget the visitor gave, written without the ₹ sign). */
export function formatAmount(amount: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount);
}
