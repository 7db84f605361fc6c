/**
 * The months a package runs or suits: stored as text ('1,2,3,10,11,12') so one column type
 * serves SQLite and PostgreSQL alike, and read back as month numbers 1–12. A package without
 * months (null) suits any month.
 */
import { MONTH_NAMES } from '@tour/shared/contracts';

/** Month numbers as the column stores them: unique, ascending, comma-separated; null if none. */
export function encodeMonths(months: Iterable<number>): string | null {
  const valid = [...new Set(months)].filter((m) => Number.isInteger(m) && m >= 1 && m <= 12);
  return valid.length > 0 ? valid.sort((a, b) => a - b).join(',') : null;
}

/** The column's text back as month numbers; anything unreadable is left out. */
export function decodeMonths(text: string | null): number[] {
  if (!text) return [];
  const months = text.split(',').map((part) => Number(part.trim()));
  return [...new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12))].sort(
    (a, b) => a - b,
  );
}

const ISO_MONTH = /^\s*\d{4}-(0[1-9]|1[0-2])(?:$|-|T)/;

/**
 * The month (1–12) a search's free-text `date` names, or null: the site sends `2026-12-01`,
 * the original sent a label such as 'December, 2026', and a client may send `2026-12` or a full
 * timestamp. Only the month of the year matters for ranking, so the year is not checked.
 */
export function monthOfSearchDate(date: string | null | undefined): number | null {
  if (!date) return null;
  const iso = ISO_MONTH.exec(date);
  if (iso) return Number(iso[1]);
  const word = /^\s*([a-z]+)/i.exec(date)?.[1]?.toLowerCase();
  if (!word || word.length < 3) return null;
  // Three letters already name one month ('Ma' could be March or May): 'Dec', 'Sept', 'December'.
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word));
  return index >= 0 ? index + 1 : null;
}

/** Whether a package with these months suits `month`; no months recorded suits every month. */
export function suitsMonth(months: readonly number[], month: number): boolean {
  return months.length === 0 || months.includes(month);
}
