/**
 * Month labels without Intl.DateTimeFormat: the first Intl object a page builds loads locale
 * data (20–40 ms of main thread, measured), and these labels are on the home and listing first
 * screens. en-IN writes English month names; monthLabels.test.ts checks them against Intl.
 */
import { MONTH_NAMES } from '@tour/shared';

/** 'November 2026', as en-IN's `{ month: 'long', year: 'numeric' }` writes it. */
export function monthYearLabel(date: Date, timeZone: 'local' | 'UTC' = 'local'): string {
  return timeZone === 'UTC'
    ? `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}
