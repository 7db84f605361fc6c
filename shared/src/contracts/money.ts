/**
 * Written out rather than `Intl.NumberFormat`: the first Intl object a page builds loads the
 * locale data, measured at 20–40 ms of main thread (80–160 ms under Lighthouse's 4× slowdown),
 * and prices are on every first screen. money.test.ts checks this against Intl's en-IN output.
 */
let intlFallback: Intl.NumberFormat | null = null;

/** ₹1,25,000: rupees with Indian digit grouping, no paise; the site and the assistant agree. */
export function formatInr(amount: number): string {
  const rupees = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(rupees)) {
    intlFallback ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return intlFallback.format(amount);
  }
  const digits = String(rupees);
  // The last three digits form one group; the digits before them go in pairs: 1,23,45,678.
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${amount < 0 && rupees > 0 ? '-' : ''}₹${grouped}`;
}
