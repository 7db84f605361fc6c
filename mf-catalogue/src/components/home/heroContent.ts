import type { HeroSceneKey } from './art/heroScenes';

/** The home hero's slides (spec §2 Home), apart from the sections below it, which load later. */

export interface HeroSlide {
  scene: HeroSceneKey;
  /** The destination whose listing the slide's button opens. */
  destination: string;
  subheading: string;
  heading: string;
  text: string;
  art: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    scene: 'kerala',
    destination: 'Kerala',
    subheading: 'Kerala Tour Packages',
    heading: 'Drift through the backwaters on your own houseboat',
    text: 'Slow mornings on the water, spice-scented hills and beaches that stay quiet till noon.',
    art: 'A houseboat on a calm Kerala backwater lined with coconut palms at sunset',
  },
  {
    scene: 'goa',
    destination: 'Goa',
    subheading: 'Goa Tour Packages',
    heading: 'Sun, sand and long Goan evenings',
    text: 'Beach stays, old Portuguese quarters and seafood shacks, sorted from arrival to return.',
    art: 'Palm trees on a Goan beach with sailing boats and a low evening sun',
  },
  {
    scene: 'jaipur',
    destination: 'Jaipur',
    subheading: 'Jaipur Tour Packages',
    heading: 'Forts, palaces and the colours of the Pink City',
    text: 'Hilltop forts, bustling bazaars and a desert evening under the stars.',
    art: 'A sandstone fort above desert dunes with camels in the foreground',
  },
  {
    scene: 'kashmir',
    destination: 'Kashmir',
    subheading: 'Kashmir Tour Packages',
    heading: 'Snow peaks, still lakes and a shikara ride at dawn',
    text: 'Houseboat nights on Dal Lake and day trips to Gulmarg and Pahalgam meadows.',
    art: 'Shikara boats on a still lake below snow-capped Himalayan peaks and pine forest',
  },
  {
    scene: 'shimla',
    destination: 'Shimla',
    subheading: 'Shimla Tour Packages',
    heading: 'Pine-scented hills and the old charm of Shimla',
    text: 'Toy-train views, Mall Road walks and cool mountain air, any time of year.',
    art: 'Colourful hill houses and a church spire on a ridge among pine-covered hills',
  },
];
