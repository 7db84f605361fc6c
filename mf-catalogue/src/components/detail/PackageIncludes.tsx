import type { ReactNode } from 'react';
import {
  BedIcon,
  CameraIcon,
  CarIcon,
  CheckIcon,
  HotelIcon,
  INCLUDE_KEYS,
  INCLUDE_LABELS,
  type IncludeKey,
  MealIcon,
  STARRED_STAYS,
  type StayKind,
  stayLabel,
} from '@tour/shared';
import styles from './DetailSections.module.css';

/** The spec's four tiles (§2), shown as they always were when the API does not say. */
const SPEC_INCLUDES: IncludeKey[] = ['stay', 'transport', 'breakfast', 'sightseeing'];

const ICONS: Partial<Record<IncludeKey, ReactNode>> = {
  transport: <CarIcon size={28} />,
  transfers: <CarIcon size={28} />,
  breakfast: <MealIcon size={28} />,
  'half-board': <MealIcon size={28} />,
  'all-meals': <MealIcon size={28} />,
  sightseeing: <CameraIcon size={28} />,
};

interface Tile {
  key: IncludeKey;
  label: string;
  detail?: string;
  icon: ReactNode;
}

/**
 * The tiles for what this package's price covers. The stay tile names the kind of stay ("Hotels"
 * as the spec has it for hotel trips, "Camps" for a camp); the meal tile says which meals; a
 * pick-up and drop counts under Transport when the package has transport too.
 */
export function includeTiles(includes: readonly IncludeKey[], stay?: readonly StayKind[]): Tile[] {
  const own = new Set(includes);
  return INCLUDE_KEYS.filter((key) => own.has(key))
    .filter((key) => !(key === 'transfers' && own.has('transport')))
    .map((key) => {
      const { label, detail } = INCLUDE_LABELS[key];
      if (key === 'stay' && stay && stay.length > 0) {
        const hotel = stay.some((kind) => STARRED_STAYS.includes(kind));
        return {
          key,
          // The kinds in the words of the stay fact above it (stayLabel), without the stars.
          label: stayLabel(stay, 0),
          icon: hotel ? <HotelIcon size={28} /> : <BedIcon size={28} />,
        };
      }
      const meal = key === 'breakfast' || key === 'half-board' || key === 'all-meals';
      return {
        key,
        label,
        detail: meal ? detail : undefined,
        icon: ICONS[key] ?? (key === 'stay' ? <HotelIcon size={28} /> : <CheckIcon size={28} />),
      };
    });
}

/**
 * The 'Package Includes' grid of spec §2, with a tile only for what this package includes. An
 * API older than `includes` gets the spec's four tiles, labelled as the spec has them.
 */
export function PackageIncludes({
  includes,
  stay,
}: {
  includes?: readonly IncludeKey[];
  stay?: readonly StayKind[];
}) {
  const tiles = includes
    ? includeTiles(includes, stay)
    : includeTiles(SPEC_INCLUDES).map((tile) =>
        tile.key === 'breakfast' ? { ...tile, detail: undefined } : tile,
      );
  if (tiles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="includes-title">
      <h2 id="includes-title" className={styles.heading}>
        Package Includes
      </h2>
      <ul className={styles.includes}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.include}>
            <span className={styles.includeIcon}>{tile.icon}</span>
            {tile.label}
            {tile.detail && <span className={styles.includeDetail}>{tile.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
