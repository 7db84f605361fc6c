import type { CardSceneKey } from './art/cardScenes';

/**
 * The drawn landscape on a home card: a choice of look by the card's destination (its facts come
 * from the catalogue). The package overrides are the hidden gems whose quieter corner has its
 * own drawing; anything unknown gets a neutral hill scene.
 */
const BY_PACKAGE: Readonly<Record<string, CardSceneKey>> = {
  'hampi-badami-aihole-road-trip': 'gandikota',
  'kaziranga-majuli-nature': 'ziro',
  'manali-lahaul-chandratal-drive': 'spiti',
  'assam-meghalaya-kaziranga-family': 'mawlynnong',
};

const BY_DESTINATION: Readonly<Record<string, CardSceneKey>> = {
  badrinath: 'badrinath',
  darjeeling: 'darjeeling',
  dwarka: 'dwarka',
  goa: 'goa',
  hampi: 'gandikota',
  kashmir: 'kashmir',
  kaziranga: 'ziro',
  kedarnath: 'kedarnath',
  kerala: 'kerala',
  manali: 'manali',
  nainital: 'nainital',
  puri: 'puri',
  rajasthan: 'rajasthan',
  rameshwaram: 'rameshwaram',
  shimla: 'shimla',
  'vaishno-devi': 'vaishno-devi',
};

/** What each drawing shows, for screen readers. */
const DESCRIPTIONS: Readonly<Record<CardSceneKey, string>> = {
  badrinath: 'The brightly painted Badrinath temple facade below snowy mountains and a river',
  darjeeling: 'Rows of tea bushes on green hills below snow peaks in Darjeeling',
  dwarka: 'The Dwarkadhish temple above the ghats and the sea at Dwarka',
  gandikota: 'Red rock cliffs above a river gorge',
  goa: 'Palms on a sunny Goan beach with a sailing boat',
  gokarna: 'A quiet crescent beach with palms, green cliffs and a sailing boat',
  kashmir: 'A shikara on a lake below snow peaks in Kashmir',
  kedarnath: 'The stone Kedarnath temple below tall snow-capped peaks',
  kerala: 'A houseboat on a Kerala backwater lined with palms',
  manali: 'A cottage among pines by a river below snowy peaks near Manali',
  mawlynnong: 'A living root bridge arching over a forest stream',
  nainital: 'Sailing boats on Naini Lake ringed by green hills and houses',
  puri: 'The tall spire of the Jagannath temple at Puri by the sea at sunrise',
  rajasthan: 'A sandstone fort above golden dunes with a camel',
  rameshwaram: 'A temple gopuram at Rameshwaram with palms and a sea bridge',
  shimla: 'Hill houses and a church spire among pines in Shimla',
  spiti: 'A white monastery on bare brown mountains with snow peaks',
  'vaishno-devi': 'A winding pilgrim path up green hills to a hill shrine',
  ziro: 'Terraced green rice fields and pine hills with a bamboo hut',
};

export interface CardArt {
  scene: CardSceneKey;
  art: string;
}

export function cardArtFor(destination: string, packageSlug?: string): CardArt {
  const scene =
    (packageSlug === undefined ? undefined : BY_PACKAGE[packageSlug]) ??
    BY_DESTINATION[destination] ??
    'manali';
  return { scene, art: DESCRIPTIONS[scene] };
}
