import { CATEGORY_CODES, SEARCH_CATEGORIES, THEME_CATEGORIES } from '@tour/shared';
import {
  categoryFromText,
  LISTING_CATEGORIES,
  searchCategoryId,
  summaryCategory,
} from './listingCategories';
import { listingUrl } from './listingUrl';

describe('categoryFromText', () => {
  it.each([
    ['Friends', 'FRIEND'],
    ['friend', 'FRIEND'],
    ['FRIENDS / GROUP', 'FRIEND'],
    ['Seasonal', 'SEASONAL_PACKAGE'],
    ['seasonal packages', 'SEASONAL_PACKAGE'],
    ['SEASONAL_PACKAGE', 'SEASONAL_PACKAGE'],
    ['Water Activities', 'WATER_ACTIVITY'],
    ['water', 'WATER_ACTIVITY'],
    ['  honeymoon ', 'HONEYMOON'],
    ['honey', 'HONEYMOON'],
    ['RELIGIOUS', 'RELIGIOUS'],
    ['wildlife', 'WILDLIFE'],
  ])('reads %j as %s', (text, code) => {
    expect(categoryFromText(text)).toBe(code);
  });

  it.each(['', '  ', 'beach', 'a', 'ad', null, undefined])('reads %j as no category', (text) => {
    expect(categoryFromText(text)).toBeNull();
  });

  it('knows every name the search list, the Themes menu and the filter write', () => {
    for (const [index, category] of SEARCH_CATEGORIES.entries()) {
      expect(categoryFromText(category.name)).toBe(CATEGORY_CODES[index]);
    }
    const themes = THEME_CATEGORIES.map((theme) => categoryFromText(theme.name));
    expect(themes).toEqual([
      'RELIGIOUS',
      'ADVENTURE',
      'FAMILY',
      'FRIEND',
      'HONEYMOON',
      'NATURE',
      'SEASONAL_PACKAGE',
      'WILDLIFE',
      'WATER_ACTIVITY',
    ]);
    for (const { code, label } of LISTING_CATEGORIES) expect(categoryFromText(label)).toBe(code);
  });
});

describe('searchCategoryId', () => {
  it('is the position in the spec’s search list, from 1', () => {
    expect(searchCategoryId('SEASONAL_PACKAGE')).toBe(1);
    expect(searchCategoryId('FRIEND')).toBe(7);
    expect(searchCategoryId('WATER_ACTIVITY')).toBe(9);
  });
});

describe('summaryCategory', () => {
  it('writes the chosen categories in lower case with spaces, else all packages', () => {
    expect(summaryCategory(['SEASONAL_PACKAGE'])).toBe('seasonal package');
    expect(summaryCategory(['HONEYMOON', 'FAMILY'])).toBe('honeymoon, family');
    expect(summaryCategory([])).toBe('all packages');
  });
});

describe('listingUrl', () => {
  it('carries the category as its code and the month', () => {
    expect(listingUrl('Goa', { category: 'Honeymoon', month: '2026-12' })).toBe(
      '/goa-tour-packages?category=HONEYMOON&month=2026-12',
    );
    expect(listingUrl('Vaishno Devi', { category: 'Friends' })).toBe(
      '/vaishno-devi-tour-packages?category=FRIEND',
    );
  });

  it('leaves out what the listing could not read', () => {
    expect(listingUrl('Goa', { category: 'beach', month: 'December' })).toBe('/goa-tour-packages');
    expect(listingUrl('Goa')).toBe('/goa-tour-packages');
  });
});
