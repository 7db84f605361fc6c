const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,25,000: rupees with Indian digit grouping, no paise; the site and the assistant agree. */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}
