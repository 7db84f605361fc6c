import type { HomeAnswer, HomePackageCard } from '@tour/shared/contracts';

/** A package card as GET /site/home gives it (one price, + 5% GST); any field can be overridden. */
export function packageCard(overrides: Partial<HomePackageCard> = {}): HomePackageCard {
  const days = overrides.days ?? 3;
  return {
    slug: 'tirupati-balaji-darshan',
    name: 'Tirupati Balaji Darshan',
    description: 'Special entry darshan at Tirumala.',
    destination: 'tirupati',
    destinationName: 'Tirupati',
    price: 9499,
    originalPrice: null,
    maxPrice: null,
    gst: 5,
    days,
    nights: days - 1,
    image: '/images/temple-2.svg',
    ...overrides,
  };
}

const numbered = (count: number, make: (n: number) => Partial<HomePackageCard>) =>
  Array.from({ length: count }, (_, i) => packageCard(make(i + 1)));

/** GET /site/home's answer in the shape the pages read, with the spec's card counts. */
export function homeAnswer(): HomeAnswer {
  return {
    hero: {
      slides: ['kerala', 'goa', 'jaipur', 'kashmir', 'shimla'].map((slug) => {
        const name = slug.charAt(0).toUpperCase() + slug.slice(1);
        return {
          destination: slug,
          name,
          subheading: `${name} Tour Packages`,
          heading: `Heading for ${name}`,
          text: `Text for ${name}.`,
        };
      }),
      trustNotes: ['100% Personalized Trips', 'Best Prices Guaranteed', '24/7 Support'],
    },
    hiddenGems: {
      eyebrow: 'Off the beaten track',
      title: 'Hidden gems of India',
      intro: 'Quieter places.',
      packages: [
        packageCard({
          slug: 'hampi-badami-aihole-road-trip',
          name: 'Hampi, Badami and Aihole Road Trip',
          destination: 'hampi',
          destinationName: 'Hampi',
          price: 15499,
          maxPrice: 18999,
          days: 5,
        }),
        ...numbered(4, (n) => ({
          slug: `gem-${n}`,
          name: `Gem ${n}`,
          destinationName: `Place ${n}`,
          price: 20000 + n,
        })),
      ],
    },
    devotionalPlans: {
      eyebrow: 'Pilgrimages',
      title: 'Devotional plans',
      places: [
        ['puri', 'Puri'],
        ['dwarka', 'Dwarka'],
        ['rameshwaram', 'Rameshwaram'],
        ['kedarnath', 'Kedarnath'],
        ['badrinath', 'Badrinath'],
        ['vaishno-devi', 'Vaishno Devi'],
      ].map(([destination = '', name = '']) => ({
        destination,
        name,
        region: 'A state',
        line: `A line about ${name}.`,
      })),
    },
    trendingDestinations: {
      eyebrow: 'Popular right now',
      title: 'Trending destinations',
      places: [
        'Rajasthan',
        'Kerala',
        'Goa',
        'Kashmir',
        'Manali',
        'Darjeeling',
        'Shimla',
        'Nainital',
      ].map((name) => ({
        destination: name.toLowerCase(),
        name,
        region: 'A kind of place',
        line: `A line about ${name}.`,
      })),
    },
    whyChooseUs: {
      eyebrow: 'Why Ghumakkad',
      title: 'Why travellers choose Ghumakkad',
      items: [
        { title: 'Easy to use', text: 'We do the legwork.' },
        { title: '24/7 support', text: 'A real person on the phone.' },
      ],
      facts: ['37 destinations', '248 tour packages'],
    },
    reviews: { eyebrow: 'Traveller reviews', title: 'What travellers tell us', testimonials: [] },
    tours: {
      eyebrow: 'Pilgrimage tours',
      title: 'Popular tours',
      lead: 'Yatras our travellers book most.',
      packages: [
        packageCard({ maxPrice: 12499 }),
        packageCard({
          slug: 'char-dham-yatra-haridwar',
          name: 'Char Dham Yatra from Haridwar',
          destination: 'badrinath',
          destinationName: 'Badrinath',
          price: 42999,
          days: 11,
        }),
        ...numbered(16, (n) => ({ slug: `tour-${n}`, name: `Tour ${n}`, price: 10000 + n })),
      ],
    },
    darshan: {
      slideTitle: 'Stay Religious , Stay Blessed !',
      slides: [
        'Himalayan shrines',
        'Ganga aarti',
        'Temples of the south',
        'Shore temples',
        'Every faith',
      ].map((eyebrow) => ({ eyebrow, text: `About ${eyebrow}.` })),
      heading: 'Choose your darshan',
      intro: 'Sacred places.',
      // Sixteen places the catalogue has something for, the last two without.
      tiles: Array.from({ length: 18 }, (_, i) => ({
        name: `Tile ${i + 1}`,
        state: 'A state',
        ...(i < 16
          ? {
              to:
                i % 2 === 0
                  ? `/tile-${i + 1}-tour-packages`
                  : `/x-tour-packages-details/tile-${i + 1}`,
            }
          : {}),
      })),
    },
    devDarshan: {
      eyebrow: 'Dev Darshan',
      title: 'Dev Darshan packages',
      lead: 'Short temple journeys.',
      packages: [
        ...numbered(4, (n) => ({ slug: `darshan-${n}`, name: `Darshan ${n}`, price: 7000 + n })),
        packageCard({ maxPrice: 12499 }),
      ],
    },
    counts: { destinations: 37, packages: 248 },
  };
}
