import type { ThemeArt } from '../links';
import themeWildlife from '../../../assets/art/theme-wildlife.svg';
import themeFamily from '../../../assets/art/theme-family.svg';
import themeFriends from '../../../assets/art/theme-friends.svg';
import themeAdventure from '../../../assets/art/theme-adventure.svg';
import themeNature from '../../../assets/art/theme-nature.svg';
import themeHoneymoon from '../../../assets/art/theme-honeymoon.svg';
import themeSeasonal from '../../../assets/art/theme-seasonal.svg';
import themeWater from '../../../assets/art/theme-water.svg';

/** 64 × 64 flat icons for the theme grid (SVG files in src/assets/art). */
const ICONS: Record<ThemeArt, string> = {
  wildlife: themeWildlife,
  family: themeFamily,
  friends: themeFriends,
  adventure: themeAdventure,
  nature: themeNature,
  honeymoon: themeHoneymoon,
  seasonal: themeSeasonal,
  water: themeWater,
};

/** Decorative: the tile's text names the theme. */
export function ThemeIcon({ art }: { art: ThemeArt }) {
  return <img src={ICONS[art]} alt="" width={64} height={64} loading="lazy" decoding="async" />;
}
