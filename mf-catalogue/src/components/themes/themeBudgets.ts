import { formatInr, type ThemePackageCard } from '@tour/shared';

export interface ThemeBudget {
  id: string;
  label: string;
  min: number;
  max: number;
}

const range = (min: number, max: number): ThemeBudget => ({
  id: Number.isFinite(max) ? `${min}-${max}` : `${min}-plus`,
  label: Number.isFinite(max)
    ? `${formatInr(min)} - ${formatInr(max)}`
    : `${formatInr(min)} and above`,
  min,
  max,
});

/** The theme page's budget ranges (spec §2), matched against a card's minPrice. */
export const THEME_BUDGETS: ThemeBudget[] = [
  range(0, 9999),
  range(10000, 20000),
  range(20001, 40000),
  range(40001, 60000),
  range(60001, 80000),
  range(80001, Number.POSITIVE_INFINITY),
];

export function filterByBudget(
  cards: ThemePackageCard[],
  budgetId: string | null,
): ThemePackageCard[] {
  const budget = THEME_BUDGETS.find((b) => b.id === budgetId);
  if (!budget) return cards;
  return cards.filter((card) => card.minPrice >= budget.min && card.minPrice <= budget.max);
}
