/** 'SEASONAL_PACKAGE' → 'seasonal package' (the listing summary bar's form, spec §2). */
export function categoryLabel(code: string): string {
  return code.toLowerCase().replace(/_/g, ' ');
}
