import { MONTH_NAMES } from '@tour/shared';

export interface MonthOption {
  /** `2025-03`; '' for any month. */
  value: string;
  /** `March, 2025` */
  label: string;
}

/** The picker's first choice and its default: a search that no month steers. */
export const ANY_MONTH: MonthOption = { value: '', label: 'Any month' };

/**
 * How far ahead the picker reaches, in months after the current one. The spec's list stops at
 * December, which in November leaves a traveller planning next summer nothing to choose: our
 * departure from the spec, listed in the README.
 */
export const MONTHS_AHEAD = 12;

/**
 * "Any month", then the current month and the MONTHS_AHEAD after it, labelled as the spec labels
 * them ('March, 2025'). `today` is the visitor's clock (a parameter so tests can set it).
 */
export function searchMonths(today = new Date()): MonthOption[] {
  const first = today.getFullYear() * 12 + today.getMonth();
  const months: MonthOption[] = [ANY_MONTH];
  for (let index = first; index <= first + MONTHS_AHEAD; index += 1) {
    const year = Math.floor(index / 12);
    const month = index % 12;
    months.push({
      value: `${year}-${String(month + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[month]}, ${year}`,
    });
  }
  return months;
}

/** A searched month: its year and its month of the year (1–12). */
export interface SearchMonth {
  year: number;
  month: number;
}

/**
 * The month a listing URL carries (`?month=2026-12`, as the search writes it), or null for
 * anything else. The same rule as the API's `searchMonthSchema` (the test holds them together),
 * written without zod so the catalogue's bundle does not carry it.
 */
export function readSearchMonth(value: string | null | undefined): SearchMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value?.trim() ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}
