import type { PilgrimScene, PilgrimSky } from './PilgrimArt';

/** The route every Dev Darshan slide and tile leads to (spec §2). */
export const DEV_DARSHAN_PATH = '/details-dev-darshan';

interface Artwork {
  scene: PilgrimScene;
  sky: PilgrimSky;
  /** What the illustration shows, for screen readers. */
  art: string;
}

export interface PopularTour extends Artwork {
  id: string;
  title: string;
  /** The stops, for the line under the title. */
  places: string;
  /** Nights / days, as the cards show it: '2N / 3D'. */
  duration: string;
  /** Starting price per person in rupees. */
  price: number;
}

/** The 18 fixed pilgrimage tours of /tours (spec §2, §9: about ₹5,200 to ₹15,000). */
export const POPULAR_TOURS: readonly PopularTour[] = [
  {
    id: 'char-dham',
    title: 'Char Dham Yatra',
    places: 'Yamunotri · Gangotri · Kedarnath · Badrinath',
    duration: '9N / 10D',
    price: 15000,
    scene: 'himalaya',
    sky: 'dawn',
    art: 'A stone temple below snow-capped Himalayan peaks',
  },
  {
    id: 'do-dham',
    title: 'Do Dham Yatra: Kedarnath & Badrinath',
    places: 'Haridwar · Guptkashi · Kedarnath · Badrinath',
    duration: '5N / 6D',
    price: 11499,
    scene: 'himalaya',
    sky: 'day',
    art: 'A Himalayan shrine with a saffron flag under snowy peaks',
  },
  {
    id: 'vaishno-devi',
    title: 'Mata Vaishno Devi Darshan',
    places: 'Jammu · Katra · Bhawan',
    duration: '2N / 3D',
    price: 5200,
    scene: 'himalaya',
    sky: 'dusk',
    art: 'A hill shrine in the Trikuta mountains at dusk',
  },
  {
    id: 'tirupati',
    title: 'Tirupati Balaji Darshan',
    places: 'Tirupati · Tirumala · Sri Kalahasti',
    duration: '2N / 3D',
    price: 6499,
    scene: 'gopuram',
    sky: 'dawn',
    art: 'A south Indian temple gateway tower between palm trees',
  },
  {
    id: 'shirdi',
    title: 'Shirdi Sai Baba with Shani Shingnapur',
    places: 'Shirdi · Shani Shingnapur',
    duration: '1N / 2D',
    price: 5499,
    scene: 'shikhara',
    sky: 'day',
    art: 'A temple with a saffron flag among green fields',
  },
  {
    id: 'jyotirlinga-mp',
    title: 'Mahakaleshwar & Omkareshwar Jyotirlinga',
    places: 'Indore · Ujjain · Omkareshwar',
    duration: '3N / 4D',
    price: 7999,
    scene: 'ghats',
    sky: 'dusk',
    art: 'Temples above river ghats with floating lamps',
  },
  {
    id: 'kashi',
    title: 'Kashi Vishwanath & Ganga Aarti',
    places: 'Varanasi · Sarnath',
    duration: '2N / 3D',
    price: 6999,
    scene: 'ghats',
    sky: 'dawn',
    art: 'The Varanasi ghats at sunrise with a boat and diyas on the Ganga',
  },
  {
    id: 'puri',
    title: 'Puri Jagannath with Konark Sun Temple',
    places: 'Bhubaneswar · Puri · Konark',
    duration: '3N / 4D',
    price: 8499,
    scene: 'shore',
    sky: 'dawn',
    art: 'A temple on a sandy shore with the sun rising over the sea',
  },
  {
    id: 'dwarka-somnath',
    title: 'Dwarka – Somnath Yatra',
    places: 'Dwarka · Bet Dwarka · Somnath',
    duration: '4N / 5D',
    price: 10499,
    scene: 'shore',
    sky: 'dusk',
    art: 'A seaside temple on the Arabian Sea at dusk',
  },
  {
    id: 'rameshwaram-madurai',
    title: 'Rameshwaram – Madurai Temple Trail',
    places: 'Madurai · Rameshwaram · Dhanushkodi',
    duration: '3N / 4D',
    price: 8999,
    scene: 'gopuram',
    sky: 'dusk',
    art: 'A tiered temple gopuram framed by coconut palms',
  },
  {
    id: 'amarnath',
    title: 'Amarnath Yatra via Pahalgam',
    places: 'Srinagar · Pahalgam · Holy Cave',
    duration: '5N / 6D',
    price: 13999,
    scene: 'himalaya',
    sky: 'day',
    art: 'A mountain shrine beneath snow peaks on a clear day',
  },
  {
    id: 'golden-temple',
    title: 'Golden Temple, Amritsar',
    places: 'Amritsar · Jallianwala Bagh · Wagah Border',
    duration: '2N / 3D',
    price: 5999,
    scene: 'dome',
    sky: 'dawn',
    art: 'A golden-domed shrine reflected in its sacred pool',
  },
  {
    id: 'ajmer-sharif',
    title: 'Ajmer Sharif Dargah & Pushkar',
    places: 'Jaipur · Ajmer · Pushkar',
    duration: '2N / 3D',
    price: 5799,
    scene: 'dome',
    sky: 'dusk',
    art: 'A domed shrine beside a still lake at dusk',
  },
  {
    id: 'braj',
    title: 'Mathura – Vrindavan – Govardhan',
    places: 'Mathura · Vrindavan · Govardhan · Barsana',
    duration: '2N / 3D',
    price: 5499,
    scene: 'shikhara',
    sky: 'dusk',
    art: 'A temple spire with a saffron flag in the Braj countryside',
  },
  {
    id: 'haridwar-rishikesh',
    title: 'Haridwar – Rishikesh Ganga Aarti',
    places: 'Haridwar · Rishikesh · Neelkanth',
    duration: '3N / 4D',
    price: 6799,
    scene: 'ghats',
    sky: 'day',
    art: 'River ghats with temples and floating lamps by day',
  },
  {
    id: 'sabarimala',
    title: 'Sabarimala Ayyappa Darshan',
    places: 'Kochi · Pamba · Sabarimala',
    duration: '2N / 3D',
    price: 6299,
    scene: 'gopuram',
    sky: 'day',
    art: 'A Kerala temple gateway among palms',
  },
  {
    id: 'bodh-gaya',
    title: 'Bodh Gaya with Rajgir & Nalanda',
    places: 'Gaya · Bodh Gaya · Rajgir · Nalanda',
    duration: '3N / 4D',
    price: 7499,
    scene: 'stupa',
    sky: 'dawn',
    art: 'The Mahabodhi temple tower beside a Bodhi tree',
  },
  {
    id: 'hemkund-sahib',
    title: 'Hemkund Sahib & Valley of Flowers',
    places: 'Rishikesh · Govindghat · Ghangaria · Hemkund',
    duration: '6N / 7D',
    price: 12999,
    scene: 'himalaya',
    sky: 'dawn',
    art: 'A high mountain shrine and meadows below snow peaks',
  },
];

export interface DarshanSlide {
  id: string;
  /** Every slide's title, as the spec has it (spaces before the comma and the mark included). */
  title: string;
  eyebrow: string;
  text: string;
  scene: PilgrimScene;
  sky: PilgrimSky;
}

export const DARSHAN_SLIDE_TITLE = 'Stay Religious , Stay Blessed !';

/** The five slides of the religious tours carousel (spec §2). */
export const DARSHAN_SLIDES: readonly DarshanSlide[] = [
  {
    id: 'himalaya',
    title: DARSHAN_SLIDE_TITLE,
    eyebrow: 'Himalayan shrines',
    text: 'Kedarnath, Badrinath and Vaishno Devi with stays, transfers and darshan planned for you.',
    scene: 'himalaya',
    sky: 'dawn',
  },
  {
    id: 'ghats',
    title: DARSHAN_SLIDE_TITLE,
    eyebrow: 'Ganga aarti',
    text: 'Evening aarti on the ghats of Varanasi, Haridwar and Rishikesh, at an unhurried pace.',
    scene: 'ghats',
    sky: 'dusk',
  },
  {
    id: 'south',
    title: DARSHAN_SLIDE_TITLE,
    eyebrow: 'Temples of the south',
    text: 'Tirupati, Madurai and Rameshwaram with local guides who know the temple timings.',
    scene: 'gopuram',
    sky: 'dawn',
  },
  {
    id: 'coast',
    title: DARSHAN_SLIDE_TITLE,
    eyebrow: 'Shore temples',
    text: 'Puri, Dwarka and Somnath: sea breeze, sunrise darshan and comfortable hotels.',
    scene: 'shore',
    sky: 'day',
  },
  {
    id: 'faiths',
    title: DARSHAN_SLIDE_TITLE,
    eyebrow: 'Every faith, one journey',
    text: 'Golden Temple, Ajmer Sharif and Bodh Gaya, planned with care for families and elders.',
    scene: 'dome',
    sky: 'dusk',
  },
];

export interface DarshanTile {
  id: string;
  name: string;
  state: string;
  scene: PilgrimScene;
  sky: PilgrimSky;
}

/** The 18 destination tiles of the religious tours page (spec §2). */
export const DARSHAN_TILES: readonly DarshanTile[] = [
  { id: 'kedarnath', name: 'Kedarnath', state: 'Uttarakhand', scene: 'himalaya', sky: 'dawn' },
  { id: 'badrinath', name: 'Badrinath', state: 'Uttarakhand', scene: 'himalaya', sky: 'day' },
  {
    id: 'vaishno-devi',
    name: 'Vaishno Devi',
    state: 'Jammu & Kashmir',
    scene: 'himalaya',
    sky: 'dusk',
  },
  { id: 'varanasi', name: 'Varanasi', state: 'Uttar Pradesh', scene: 'ghats', sky: 'dawn' },
  { id: 'haridwar', name: 'Haridwar', state: 'Uttarakhand', scene: 'ghats', sky: 'dusk' },
  { id: 'rishikesh', name: 'Rishikesh', state: 'Uttarakhand', scene: 'ghats', sky: 'day' },
  { id: 'ujjain', name: 'Ujjain', state: 'Madhya Pradesh', scene: 'shikhara', sky: 'dusk' },
  { id: 'vrindavan', name: 'Vrindavan', state: 'Uttar Pradesh', scene: 'shikhara', sky: 'dawn' },
  { id: 'shirdi', name: 'Shirdi', state: 'Maharashtra', scene: 'shikhara', sky: 'day' },
  { id: 'tirupati', name: 'Tirupati', state: 'Andhra Pradesh', scene: 'gopuram', sky: 'dawn' },
  { id: 'madurai', name: 'Madurai', state: 'Tamil Nadu', scene: 'gopuram', sky: 'dusk' },
  { id: 'rameshwaram', name: 'Rameshwaram', state: 'Tamil Nadu', scene: 'shore', sky: 'day' },
  { id: 'puri', name: 'Puri', state: 'Odisha', scene: 'shore', sky: 'dawn' },
  { id: 'dwarka', name: 'Dwarka', state: 'Gujarat', scene: 'shore', sky: 'dusk' },
  { id: 'somnath', name: 'Somnath', state: 'Gujarat', scene: 'shore', sky: 'day' },
  { id: 'amritsar', name: 'Amritsar', state: 'Punjab', scene: 'dome', sky: 'dawn' },
  { id: 'ajmer', name: 'Ajmer', state: 'Rajasthan', scene: 'dome', sky: 'dusk' },
  { id: 'bodh-gaya', name: 'Bodh Gaya', state: 'Bihar', scene: 'stupa', sky: 'day' },
];

export interface DevDarshanPackage {
  id: number;
  name: string;
  description: string;
  /** Price per person in rupees. */
  price: number;
  duration: string;
  image: Artwork;
}

/** The five hard-coded sample Dev Darshan packages (spec §2: ₹5,999 to ₹9,999, 2N/3D). */
export const DEV_DARSHAN_PACKAGES: readonly DevDarshanPackage[] = [
  {
    id: 1,
    name: 'Kashi Vishwanath Darshan',
    description:
      'Darshan at Kashi Vishwanath, a sunrise boat ride along the ghats and the evening Ganga aarti at Dashashwamedh Ghat.',
    price: 5999,
    duration: '2N/3D',
    image: {
      scene: 'ghats',
      sky: 'dawn',
      art: 'Varanasi ghats at sunrise with diyas on the river',
    },
  },
  {
    id: 2,
    name: 'Ujjain Mahakal Darshan',
    description:
      'Mahakaleshwar Jyotirlinga with the early Bhasma aarti (subject to booking), Kal Bhairav and Harsiddhi temples.',
    price: 6999,
    duration: '2N/3D',
    image: { scene: 'shikhara', sky: 'dusk', art: 'A temple spire with a saffron flag at dusk' },
  },
  {
    id: 3,
    name: 'Haridwar & Rishikesh Ganga Darshan',
    description:
      'Har Ki Pauri aarti, Mansa Devi by ropeway, Lakshman Jhula and the Parmarth Niketan evening aarti.',
    price: 7999,
    duration: '2N/3D',
    image: {
      scene: 'ghats',
      sky: 'dusk',
      art: 'River ghats with temples and floating lamps at dusk',
    },
  },
  {
    id: 4,
    name: 'Puri Jagannath Darshan',
    description:
      'Darshan at Shree Jagannath Temple, the Konark Sun Temple and a quiet evening on Puri beach.',
    price: 8999,
    duration: '2N/3D',
    image: {
      scene: 'shore',
      sky: 'dawn',
      art: 'A temple on a sandy shore with the sun over the sea',
    },
  },
  {
    id: 5,
    name: 'Tirupati Balaji Darshan',
    description:
      'Special entry darshan at Tirumala with Padmavathi Ammavari Temple and Sri Kalahasti, transfers included.',
    price: 9999,
    duration: '2N/3D',
    image: {
      scene: 'gopuram',
      sky: 'day',
      art: 'A south Indian temple gopuram between palm trees',
    },
  },
];
