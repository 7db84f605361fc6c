import { BLOG_CATEGORIES, categoryPath, resolveCategory } from './categories';

describe('blog categories', () => {
  it('are the spec’s 9, id = position from 1', () => {
    expect(BLOG_CATEGORIES.map((category) => [category.id, category.label])).toEqual([
      [1, 'Seasonal Package'],
      [2, 'Adventure'],
      [3, 'Family'],
      [4, 'Nature'],
      [5, 'Honeymoon'],
      [6, 'Wildlife'],
      [7, 'Friend'],
      [8, 'Religious'],
      [9, 'Water Activity'],
    ]);
  });

  it.each([
    ['HONEYMOON', 'HONEYMOON'],
    ['honeymoon', 'HONEYMOON'],
    ['Water activity', 'WATER_ACTIVITY'],
    ['water-activity', 'WATER_ACTIVITY'],
    [' SEASONAL_PACKAGE ', 'SEASONAL_PACKAGE'],
    ['Friends', 'FRIEND'],
    ['Water Activities', 'WATER_ACTIVITY'],
  ])('resolve %j to %s', (name, code) => {
    expect(resolveCategory(name)?.code).toBe(code);
  });

  it('know nothing of other names', () => {
    expect(resolveCategory('Skydiving')).toBeNull();
    expect(resolveCategory('')).toBeNull();
    expect(resolveCategory(undefined)).toBeNull();
  });

  it('link to the category blog list by code', () => {
    expect(categoryPath('WATER_ACTIVITY')).toBe('/category/WATER_ACTIVITY/blog');
  });
});
