import type { PilgrimScene, PilgrimSky } from './PilgrimArt';

/**
 * Which drawn scene stands in for a package's picture on the pilgrimage cards: a choice of look,
 * made by the package's destination (the card's facts all come from the catalogue). A
 * destination without a scene of its own gets a temple spire.
 */
const BY_DESTINATION: Readonly<Record<string, readonly [PilgrimScene, PilgrimSky]>> = {
  badrinath: ['himalaya', 'dawn'],
  kedarnath: ['himalaya', 'day'],
  'vaishno-devi': ['himalaya', 'dusk'],
  tirupati: ['gopuram', 'dawn'],
  rameshwaram: ['gopuram', 'dusk'],
  kerala: ['gopuram', 'day'],
  shirdi: ['shikhara', 'day'],
  agra: ['shikhara', 'dusk'],
  varanasi: ['ghats', 'dawn'],
  rishikesh: ['ghats', 'day'],
  puri: ['shore', 'dawn'],
  dwarka: ['shore', 'dusk'],
  amritsar: ['dome', 'dawn'],
  rajasthan: ['dome', 'dusk'],
  sikkim: ['stupa', 'dawn'],
};

/** What each scene shows, for screen readers. */
const DESCRIPTIONS: Readonly<Record<PilgrimScene, string>> = {
  himalaya: 'A stone temple below snow-capped Himalayan peaks',
  gopuram: 'A south Indian temple gateway tower between palm trees',
  shikhara: 'A temple spire with a saffron flag',
  ghats: 'Temples above river ghats with floating lamps',
  dome: 'A domed shrine beside still water',
  stupa: 'A stupa and a temple tower beside a Bodhi tree',
  shore: 'A temple on a sandy shore by the sea',
};

export interface PilgrimArtChoice {
  scene: PilgrimScene;
  sky: PilgrimSky;
  art: string;
}

export function pilgrimArtFor(destination: string): PilgrimArtChoice {
  const [scene, sky] = BY_DESTINATION[destination] ?? (['shikhara', 'day'] as const);
  return { scene, sky, art: DESCRIPTIONS[scene] };
}
