/**
 * The nine categories as the listing shows them, and how a category typed as words (in the
 * search bar, a theme's name, a listing URL) is recognised.
 */
import { CATEGORY_CODES, SEARCH_CATEGORIES, categoryLabel, type CategoryCode } from '@tour/shared';

/**
 * The listing's category filter: the spec's three first, with its label 'Friends / Group', then
 * the other six, so a destination's packages can be narrowed to any category they have.
 */
export const LISTING_CATEGORIES: readonly { code: CategoryCode; label: string }[] = [
  { code: 'HONEYMOON', label: 'Honeymoon' },
  { code: 'FAMILY', label: 'Family' },
  { code: 'FRIEND', label: 'Friends / Group' },
  { code: 'ADVENTURE', label: 'Adventure' },
  { code: 'NATURE', label: 'Nature' },
  { code: 'RELIGIOUS', label: 'Religious' },
  { code: 'WILDLIFE', label: 'Wildlife' },
  { code: 'WATER_ACTIVITY', label: 'Water Activities' },
  { code: 'SEASONAL_PACKAGE', label: 'Seasonal Package' },
];

/** 'friends' → 'friend', 'activities' → 'activity'; 'religious' and 'pass' stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower case, punctuation and underscores as spaces, each word singular. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

/**
 * Every way a category is written on the site, normalised: the search list's name ('Friend'),
 * the code ('FRIEND'), the filter's label ('Friends / Group'). The Themes menu's names
 * ('Friends', 'Seasonal Package', 'Water Activities') normalise to the search list's.
 */
const NAMES: readonly { code: CategoryCode; names: string[] }[] = CATEGORY_CODES.map(
  (code, index) => ({
    code,
    names: [
      SEARCH_CATEGORIES[index]?.name ?? '',
      categoryLabel(code),
      LISTING_CATEGORIES.find((category) => category.code === code)?.label ?? '',
    ].map(normalise),
  }),
);

/** Fewer letters than this match too much to pick one category from a part of a name. */
const MIN_PARTIAL = 3;

/**
 * The category some text means, or null: a name as the site writes it in any case and number
 * ('friends', 'SEASONAL_PACKAGE', 'Water Activities'), else the one category whose name holds
 * the text ('Seasonal' → SEASONAL_PACKAGE, 'honey' → HONEYMOON), as the search list would narrow
 * to that one option.
 */
export function categoryFromText(text: string | null | undefined): CategoryCode | null {
  const wanted = normalise(text ?? '');
  if (!wanted) return null;
  const exact = NAMES.find((entry) => entry.names.includes(wanted));
  if (exact) return exact.code;
  if (wanted.length < MIN_PARTIAL) return null;
  const partial = NAMES.filter((entry) => entry.names.some((name) => name.includes(wanted)));
  return partial.length === 1 ? partial[0]!.code : null;
}

/** The search-list id (spec §3: position from 1) of a category code. */
export function searchCategoryId(code: CategoryCode): number {
  return CATEGORY_CODES.indexOf(code) + 1;
}

/**
 * The summary bar's category (spec §2: lower case, underscores as spaces): the chosen ones,
 * 'seasonal package, family', or 'all packages' when none is.
 */
export function summaryCategory(codes: readonly string[]): string {
  return codes.length > 0
    ? codes.map((code) => categoryLabel(code).toLowerCase()).join(', ')
    : 'all packages';
}
