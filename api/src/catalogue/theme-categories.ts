/**
 * The Themes menu (spec §2) numbers its 7 categories differently from the 9-entry search list
 * (spec §3): menu id 4 is Friends, search id 4 is Nature. /themes sends theme ids (the menu's,
 * plus 8 Wildlife and 9 Water Activities from the home theme grid), so
 * GET /package/search-by-category maps them to category codes here.
 */
import { CATEGORY_CODES, THEME_CATEGORIES, type CategoryCode } from '@tour/shared/contracts';

type ThemeName = (typeof THEME_CATEGORIES)[number]['name'];

const CODE_OF_THEME: Record<ThemeName, CategoryCode> = {
  Religious: 'RELIGIOUS',
  Adventure: 'ADVENTURE',
  Family: 'FAMILY',
  Friends: 'FRIEND',
  Honeymoon: 'HONEYMOON',
  Nature: 'NATURE',
  'Seasonal Package': 'SEASONAL_PACKAGE',
  Wildlife: 'WILDLIFE',
  'Water Activities': 'WATER_ACTIVITY',
};

/** The category code of a theme id, or undefined for an id no theme has. */
export function themeCategoryCode(themeId: number): CategoryCode | undefined {
  const theme = THEME_CATEGORIES.find((category) => category.id === themeId);
  return theme && CODE_OF_THEME[theme.name];
}

/** The category code of a search-list id (1-based position in CATEGORY_CODES). */
export function searchCategoryCode(searchId: number): CategoryCode | undefined {
  return CATEGORY_CODES[searchId - 1];
}
