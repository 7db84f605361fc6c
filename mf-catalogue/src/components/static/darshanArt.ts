import type { DarshanSlideCopy, DarshanTileCard } from '@tour/shared/contracts';
import type { PilgrimScene, PilgrimSky } from './PilgrimArt';

/** The route every Dev Darshan slide leads to (spec §2); each tile leads to its own place. */
export const DEV_DARSHAN_PATH = '/details-dev-darshan';

export interface DarshanSlide extends DarshanSlideCopy {
  id: string;
  /** Every slide's title, as the spec has it (spaces before the comma and the mark included). */
  title: string;
  scene: PilgrimScene;
  sky: PilgrimSky;
}

export interface DarshanTile extends DarshanTileCard {
  id: string;
  scene: PilgrimScene;
  sky: PilgrimSky;
}

/** The slides' pictures in order: the words are content (content/home.yaml), the look is ours. */
const SLIDE_ART: readonly (readonly [PilgrimScene, PilgrimSky])[] = [
  ['himalaya', 'dawn'],
  ['ghats', 'dusk'],
  ['gopuram', 'dawn'],
  ['shore', 'day'],
  ['dome', 'dusk'],
];

/** The kind of place each tile's name is, for its picture; others get a temple spire. */
const TILE_ART: Readonly<Record<string, readonly [PilgrimScene, PilgrimSky]>> = {
  kedarnath: ['himalaya', 'dawn'],
  badrinath: ['himalaya', 'day'],
  'vaishno-devi': ['himalaya', 'dusk'],
  varanasi: ['ghats', 'dawn'],
  haridwar: ['ghats', 'dusk'],
  rishikesh: ['ghats', 'day'],
  ujjain: ['shikhara', 'dusk'],
  vrindavan: ['shikhara', 'dawn'],
  shirdi: ['shikhara', 'day'],
  tirupati: ['gopuram', 'dawn'],
  madurai: ['gopuram', 'dusk'],
  rameshwaram: ['shore', 'day'],
  puri: ['shore', 'dawn'],
  dwarka: ['shore', 'dusk'],
  somnath: ['shore', 'day'],
  amritsar: ['dome', 'dawn'],
  ajmer: ['dome', 'dusk'],
  'bodh-gaya': ['stupa', 'day'],
};

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function darshanSlides(title: string, slides: readonly DarshanSlideCopy[]): DarshanSlide[] {
  return slides.map((slide, index) => {
    const [scene, sky] = SLIDE_ART[index % SLIDE_ART.length] ?? ['shikhara', 'day'];
    return { ...slide, id: `${index}-${key(slide.eyebrow)}`, title, scene, sky };
  });
}

export function darshanTiles(tiles: readonly DarshanTileCard[]): DarshanTile[] {
  return tiles.map((tile, index) => {
    const [scene, sky] = TILE_ART[key(tile.name)] ?? ['shikhara', 'day'];
    return { ...tile, id: `${index}-${key(tile.name)}`, scene, sky };
  });
}
