/** 'SEASONAL_PACKAGE' → 'seasonal package' (the listing summary bar's form, spec §2). */
export function categoryLabel(code: string): string {
  return code.toLowerCase().replace(/_/g, ' ');
}

/** '4N / 5D': nights are days minus one. */
export function nightsDays(days: number): string {
  return `${Math.max(days - 1, 0)}N / ${days}D`;
}
