/** How the assistant writes prices, durations and links to the site. */

import { formatInr } from '@tour/shared/contracts';

/** Nights are days minus one, as on the package detail page. */
export function formatDuration(days: number): string {
  if (days <= 1) return '1 day';
  const nights = days - 1;
  return `${days} days / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** "₹14,999 per person", plus the total for a group: "(₹59,996 for 4 people)". */
export function formatPrice(price: number, people?: number): string {
  const each = `${formatInr(price)} per person`;
  return people && people > 1
    ? `${each} (${formatInr(price * people)} for ${people} people)`
    : each;
}

/** 30000 → "30,000" (a budget the visitor gave, written without the ₹ sign). */
export function formatAmount(amount: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount);
}
