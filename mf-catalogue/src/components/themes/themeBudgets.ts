import { formatInr, type ThemePackageCard } from '@tour/shared';
import { BUDGET_RANGES, inRupeeRange, type RupeeRange } from '../budgetRanges';

export interface ThemeBudget extends RupeeRange {
  id: string;
  label: string;
}

const range = ({ min, max }: RupeeRange): ThemeBudget => ({
  id: Number.isFinite(max) ? `${min}-${max}` : `${min}-plus`,
  label: Number.isFinite(max)
    ? `${formatInr(min)} - ${formatInr(max)}`
    : `${formatInr(min)} and above`,
  min,
  max,
});

/** The theme page's budget ranges (spec §2), matched against a card's minPrice. */
export const THEME_BUDGETS: ThemeBudget[] = BUDGET_RANGES.map(range);

export function filterByBudget(
  cards: ThemePackageCard[],
  budgetId: string | null,
): ThemePackageCard[] {
  const budget = THEME_BUDGETS.find((b) => b.id === budgetId);
  if (!budget) return cards;
  return cards.filter((card) => inRupeeRange(card.minPrice, budget));
}
