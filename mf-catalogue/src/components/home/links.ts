import { THEME_CATEGORIES, toSlug } from '@tour/shared';

/** Names whose listing slug is not simply the lower-cased, hyphenated name. */
const SLUG_OVERRIDES: Readonly<Record<string, string>> = { 'Puri Jagannath': 'puri' };

/** 'Vaishno Devi' → 'vaishno-devi'; 'Puri Jagannath' → 'puri'. */
export function destinationSlug(name: string): string {
  return SLUG_OVERRIDES[name] ?? toSlug(name);
}

/** The destination listing route of spec §2: /{slug}-tour-packages. */
export function destinationHref(name: string): string {
  return `/${destinationSlug(name)}-tour-packages`;
}

function themeId(name: (typeof THEME_CATEGORIES)[number]['name']): number {
  return THEME_CATEGORIES.find((category) => category.name === name)!.id;
}

export type ThemeArt =
  'wildlife' | 'family' | 'friends' | 'adventure' | 'nature' | 'honeymoon' | 'seasonal' | 'water';

export interface ThemeTile {
  name: string;
  blurb: string;
  art: ThemeArt;
  categoryId: number;
}

/**
 * The home theme grid (spec §2): every tile goes to /themes with its theme id (the Themes menu's
 * ids, plus 8 Wildlife and 9 Water Activities, which the menu does not have).
 */
export const THEME_TILES: readonly ThemeTile[] = [
  {
    name: 'Wildlife',
    blurb: 'Tiger reserves and jungle safaris',
    art: 'wildlife',
    categoryId: themeId('Wildlife'),
  },
  {
    name: 'Family',
    blurb: 'Easy pace, something for every age',
    art: 'family',
    categoryId: themeId('Family'),
  },
  {
    name: 'Friends',
    blurb: 'Road trips and group getaways',
    art: 'friends',
    categoryId: themeId('Friends'),
  },
  {
    name: 'Adventure',
    blurb: 'Treks, rafting and high passes',
    art: 'adventure',
    categoryId: themeId('Adventure'),
  },
  {
    name: 'Nature',
    blurb: 'Forests, valleys and quiet lakes',
    art: 'nature',
    categoryId: themeId('Nature'),
  },
  {
    name: 'Honeymoon',
    blurb: 'Private stays for two',
    art: 'honeymoon',
    categoryId: themeId('Honeymoon'),
  },
  {
    name: 'Seasonal Package',
    blurb: 'Best of the season, well timed',
    art: 'seasonal',
    categoryId: themeId('Seasonal Package'),
  },
  {
    name: 'Water Activities',
    blurb: 'Scuba, kayaks and houseboats',
    art: 'water',
    categoryId: themeId('Water Activities'),
  },
];
