import type { CardSceneKey } from './art/cardScenes';

/** The fixed content of the home page below its hero (spec §2 Home). Our own words throughout. */

export interface HiddenGem {
  name: string;
  region: string;
  line: string;
  /** Starting price per person in rupees (spec §9). */
  price: number;
  scene: CardSceneKey;
  art: string;
}

/** Prices in this order are a requirement: 14,999 / 25,999 / 36,999 / 15,999 / 26,999. */
export const HIDDEN_GEMS: readonly HiddenGem[] = [
  {
    name: 'Gandikota',
    region: 'Andhra Pradesh',
    line: 'India’s own grand canyon: red cliffs over the Pennar river and a fort on the rim.',
    price: 14_999,
    scene: 'gandikota',
    art: 'Red sandstone cliffs of the Gandikota gorge with a river winding below',
  },
  {
    name: 'Ziro Valley',
    region: 'Arunachal Pradesh',
    line: 'Pine-ringed rice fields and Apatani villages in a green valley of the east.',
    price: 25_999,
    scene: 'ziro',
    art: 'Terraced green rice fields and pine hills of Ziro Valley with a bamboo hut',
  },
  {
    name: 'Spiti Valley',
    region: 'Himachal Pradesh',
    line: 'A high cold desert of whitewashed monasteries and starry nights.',
    price: 36_999,
    scene: 'spiti',
    art: 'A white monastery on bare brown mountains with snow peaks in Spiti Valley',
  },
  {
    name: 'Gokarna',
    region: 'Karnataka',
    line: 'Quiet crescent beaches and cliff walks, a calm temple town by the sea.',
    price: 15_999,
    scene: 'gokarna',
    art: 'A quiet crescent beach at Gokarna with palms, green cliffs and a sailing boat',
  },
  {
    name: 'Mawlynnong',
    region: 'Meghalaya',
    line: 'Living root bridges, clear streams and one of Asia’s cleanest villages.',
    price: 26_999,
    scene: 'mawlynnong',
    art: 'A living root bridge arching over a forest stream near Mawlynnong',
  },
];

export interface PlaceCard {
  name: string;
  region: string;
  line: string;
  scene: CardSceneKey;
  art: string;
}

export const DEVOTIONAL_PLANS: readonly PlaceCard[] = [
  {
    name: 'Puri Jagannath',
    region: 'Odisha',
    line: 'Darshan at the Jagannath temple and a morning on the sacred shore.',
    scene: 'puri',
    art: 'The tall spire of the Jagannath temple at Puri by the sea at sunrise',
  },
  {
    name: 'Dwarka',
    region: 'Gujarat',
    line: 'The Dwarkadhish temple, Bet Dwarka and evening aarti by the Gomti.',
    scene: 'dwarka',
    art: 'The Dwarkadhish temple above the ghats and the sea at Dwarka',
  },
  {
    name: 'Rameshwaram',
    region: 'Tamil Nadu',
    line: 'The great corridors of Ramanathaswamy and a drive over the Pamban bridge.',
    scene: 'rameshwaram',
    art: 'A temple gopuram at Rameshwaram with palms and a sea bridge',
  },
  {
    name: 'Kedarnath',
    region: 'Uttarakhand',
    line: 'One of the twelve jyotirlingas, high in the Himalaya; ponies or helicopter arranged.',
    scene: 'kedarnath',
    art: 'The stone Kedarnath temple below tall snow-capped peaks',
  },
  {
    name: 'Badrinath',
    region: 'Uttarakhand',
    line: 'The bright temple of Badri Vishal beside the Alaknanda river.',
    scene: 'badrinath',
    art: 'The brightly painted Badrinath temple facade below snowy mountains and a river',
  },
  {
    name: 'Vaishno Devi',
    region: 'Jammu & Kashmir',
    line: 'The climb to the holy cave in the Trikuta hills, with stays and help planned.',
    scene: 'vaishno-devi',
    art: 'A winding pilgrim path up green hills to the Vaishno Devi shrine',
  },
];

export const TRENDING_DESTINATIONS: readonly PlaceCard[] = [
  {
    name: 'Rajasthan',
    region: 'Forts and deserts',
    line: 'Jaipur, Jodhpur, Udaipur and a night in the Thar.',
    scene: 'rajasthan',
    art: 'A sandstone fort above golden dunes with a camel',
  },
  {
    name: 'Kerala',
    region: 'Backwaters and hills',
    line: 'Houseboats in Alleppey, tea in Munnar, beaches in Varkala.',
    scene: 'kerala',
    art: 'A houseboat on a Kerala backwater lined with palms',
  },
  {
    name: 'Goa',
    region: 'Beaches and heritage',
    line: 'Sunny beaches, old churches and easy evenings.',
    scene: 'goa',
    art: 'Palms on a sunny Goan beach with a sailing boat',
  },
  {
    name: 'Kashmir',
    region: 'Lakes and meadows',
    line: 'Dal Lake, Gulmarg and Pahalgam in one unhurried trip.',
    scene: 'kashmir',
    art: 'A shikara on a lake below snow peaks in Kashmir',
  },
  {
    name: 'Manali',
    region: 'Snow and adventure',
    line: 'Solang slopes, Rohtang views and cafés by the Beas.',
    scene: 'manali',
    art: 'A cottage among pines by a river below snowy peaks near Manali',
  },
  {
    name: 'Darjeeling',
    region: 'Tea and mountains',
    line: 'Tea gardens, the toy train and sunrise over Kanchenjunga.',
    scene: 'darjeeling',
    art: 'Rows of tea bushes on green hills below snow peaks in Darjeeling',
  },
  {
    name: 'Shimla',
    region: 'Colonial hill town',
    line: 'Mall Road strolls, Kufri and cool pine air.',
    scene: 'shimla',
    art: 'Hill houses and a church spire among pines in Shimla',
  },
  {
    name: 'Nainital',
    region: 'Lake district',
    line: 'Boating on Naini Lake and walks to quiet viewpoints.',
    scene: 'nainital',
    art: 'Sailing boats on Naini Lake ringed by green hills and houses',
  },
];

export interface Review {
  id: number;
  rating: 4 | 5;
  title: string;
  body: string;
  reviewer: string;
  /** ISO date of the trip review. */
  date: string;
  /** Initials shown in a circle. */
  avatar: string;
}

/**
 * Static sample reviews (spec §3: 4 of them, rating 4 or 5). Written by us as placeholders;
 * replace them with real, attributable reviews before launch.
 */
export const REVIEWS: readonly Review[] = [
  {
    id: 1,
    rating: 5,
    title: 'Our parents’ first trip to Kerala',
    body: 'The agent planned short drives and ground-floor rooms for my parents without us asking twice. The houseboat night was the highlight.',
    reviewer: 'Ananya Rao',
    date: '2025-01-18',
    avatar: 'AR',
  },
  {
    id: 2,
    rating: 5,
    title: 'Char Dham done calmly',
    body: 'Helicopter slots, hotel check-ins and a driver who knew every halt. We could simply focus on darshan.',
    reviewer: 'Vikram Joshi',
    date: '2024-10-06',
    avatar: 'VJ',
  },
  {
    id: 3,
    rating: 4,
    title: 'Good value for a group of six',
    body: 'We compared three quotes for Manali and picked the clearest one. One hotel was a little far from the Mall, otherwise spot on.',
    reviewer: 'Rohit Mehra',
    date: '2024-12-22',
    avatar: 'RM',
  },
  {
    id: 4,
    rating: 5,
    title: 'A honeymoon that felt unhurried',
    body: 'Kashmir in spring with a private shikara morning. The 24/7 number actually answered at midnight when our flight was late.',
    reviewer: 'Sana & Imran Qureshi',
    date: '2025-04-09',
    avatar: 'SQ',
  },
];
