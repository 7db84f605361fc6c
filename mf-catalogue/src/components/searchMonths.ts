import { MONTH_NAMES } from '@tour/shared/contracts';

export interface MonthOption {
  /** `2025-03` */
  value: string;
  /** `March, 2025` */
  label: string;
}

/** The current month through December of the current year (spec §2, search bar). */
export function searchMonths(today = new Date()): MonthOption[] {
  const year = today.getFullYear();
  const months: MonthOption[] = [];
  for (let month = today.getMonth(); month < 12; month += 1) {
    months.push({
      value: `${year}-${String(month + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[month]}, ${year}`,
    });
  }
  return months;
}
