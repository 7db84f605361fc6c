/**
 * A package's length as every page shows it: '4 Nights / 5 Days' (nights are days minus one,
 * spec §2), '1 Night / 2 Days', and a one-day trip as '1 Day', never '0 Nights'.
 */
export function nightsDays(days: number): string {
  const nights = Math.max(days - 1, 0);
  const dayText = `${days} ${days === 1 ? 'Day' : 'Days'}`;
  return nights === 0 ? dayText : `${nights} ${nights === 1 ? 'Night' : 'Nights'} / ${dayText}`;
}
