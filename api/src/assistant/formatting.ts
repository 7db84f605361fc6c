/** How the assistant writes prices, durations and links to the site. */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 14999 → "₹14,999"; 149999 → "₹1,49,999" (Indian digit grouping). */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}

/** Nights are days minus one, as on the package detail page. */
export function formatDuration(days: number): string {
  if (days <= 1) return '1 day';
  const nights = days - 1;
  return `${days} days / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** The site's package detail route: /{destination}-tour-packages-details/{package}. */
export function packageDetailPath(destinationSlug: string, packageSlug: string): string {
  return `/${destinationSlug}-tour-packages-details/${packageSlug}`;
}
