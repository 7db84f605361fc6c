import { CATEGORY_CODES, THEME_MENU_CATEGORIES } from '@tour/shared/contracts';
import { searchCategoryCode, themeCategoryCode } from './theme-categories';

describe('category ids', () => {
  it('map every Themes-menu id to the code of the same theme', () => {
    expect(THEME_MENU_CATEGORIES.map((theme) => [theme.id, themeCategoryCode(theme.id)])).toEqual([
      [7, 'RELIGIOUS'],
      [2, 'ADVENTURE'],
      [3, 'FAMILY'],
      [4, 'FRIEND'],
      [5, 'HONEYMOON'],
      [6, 'NATURE'],
      [1, 'SEASONAL_PACKAGE'],
    ]);
  });

  it('map the home grid’s extra themes, and nothing else', () => {
    expect(themeCategoryCode(8)).toBe('WILDLIFE');
    expect(themeCategoryCode(9)).toBe('WATER_ACTIVITY');
    expect(themeCategoryCode(10)).toBeUndefined();
  });

  it('read search-list ids as 1-based positions, which differ from menu ids', () => {
    expect(CATEGORY_CODES.map((_, index) => searchCategoryCode(index + 1))).toEqual([
      ...CATEGORY_CODES,
    ]);
    expect(searchCategoryCode(4)).toBe('NATURE');
    expect(themeCategoryCode(4)).toBe('FRIEND');
    expect(searchCategoryCode(10)).toBeUndefined();
  });
});
