import { CATEGORY_CODES, SEARCH_CATEGORIES, type CategoryCode } from '@tour/shared';
import { categoryLabel } from '@tour/shared';

export interface BlogCategory {
  /** Position in SEARCH_CATEGORIES (spec §3), the categoryId the API filters by. */
  id: number;
  code: CategoryCode;
  /** 'Water Activity'. */
  label: string;
}

/** The 9 blog categories of spec §3, in order. */
export const BLOG_CATEGORIES: BlogCategory[] = CATEGORY_CODES.map((code, index) => ({
  id: index + 1,
  code,
  label: categoryLabel(code),
}));

// Other names people (and the theme menu) use for the same categories.
const ALIASES: Record<string, CategoryCode> = {
  SEASONAL: 'SEASONAL_PACKAGE',
  SEASONAL_PACKAGES: 'SEASONAL_PACKAGE',
  FRIENDS: 'FRIEND',
  FRIENDS_GROUP: 'FRIEND',
  WATER_ACTIVITIES: 'WATER_ACTIVITY',
};

function normalise(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The category a /category/{categoryName}/blog path names: the code (`HONEYMOON`,
 * `WATER_ACTIVITY`) or a display name with spaces (`Water activity`), in any case.
 */
export function resolveCategory(name: string | null | undefined): BlogCategory | null {
  if (!name) return null;
  const key = normalise(name);
  const code = ALIASES[key] ?? key;
  return BLOG_CATEGORIES.find((category) => category.code === code) ?? null;
}

/** The category blog list's path: `/category/HONEYMOON/blog`. */
export function categoryPath(code: CategoryCode): string {
  return `/category/${code}/blog`;
}

/** The search bar's own name for a category id ('Seasonal package'), as the spec lists them. */
export function searchCategoryName(id: number | null): string {
  return SEARCH_CATEGORIES.find((category) => category.id === id)?.name ?? '';
}
