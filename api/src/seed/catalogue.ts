/**
 * Turns the per-destination fact tables (day pools, package plans, FAQs) into package rows.
 * Everything here is deterministic: the same tables always give the same packages and prices.
 */
import type { CategoryCode } from '@tour/shared/contracts';
import { parseSeason } from '../assistant/months';
import { cancellationPolicy, tourPolicy } from './policies';
import type { CancellationKind, TourPolicyKind } from './policies';
import type {
  DayPlan,
  DestinationPlan,
  FaqSeed,
  ItineraryDaySeed,
  Lodging,
  MealPlan,
  PackagePlan,
  SeededPackage,
  Stars,
} from './types';

export const DEPARTURE = 'Departure';

/** Per person per day on twin sharing, with a private car, for an average destination. */
const DAILY_RATE: Record<Stars, number> = { 2: 2300, 3: 3400, 4: 5400, 5: 8800 };

/** Room decoration, a cake and a candlelight dinner cost a little more. */
const CATEGORY_FACTOR: Partial<Record<CategoryCode, number>> = { HONEYMOON: 1.12 };

/** Rounds to the agency-style ₹…,499 or ₹…,999. */
function agencyPrice(rupees: number): number {
  return Math.max(1, Math.round(rupees / 500)) * 500 - 1;
}

export function packagePrice(
  days: number,
  rating: Stars,
  cost: number,
  category: CategoryCode,
  extraCost = 0,
): { price: number; maxPrice: number } {
  const base = days * DAILY_RATE[rating] * cost * (CATEGORY_FACTOR[category] ?? 1) + extraCost;
  const price = agencyPrice(base);
  // The upper end covers peak-season hotel rates and room upgrades.
  const maxPrice = agencyPrice(price * (rating >= 4 ? 1.4 : 1.3));
  return { price, maxPrice };
}

const STAY_WORDS: Record<string, Record<Stars, string>> = {
  hotel: { 2: '2-star hotel', 3: '3-star hotel', 4: '4-star hotel', 5: '5-star hotel' },
  resort: { 2: 'budget resort', 3: '3-star resort', 4: '4-star resort', 5: '5-star resort' },
  heritage: {
    2: 'heritage guest house',
    3: '3-star heritage hotel',
    4: '4-star heritage hotel',
    5: '5-star palace hotel',
  },
  houseboat: {
    2: 'deluxe houseboat',
    3: 'deluxe houseboat',
    4: 'premium houseboat',
    5: 'luxury houseboat',
  },
  camp: {
    2: 'Swiss tent camp',
    3: 'Swiss tent camp',
    4: 'deluxe tent camp',
    5: 'luxury tent camp',
  },
  /** Char Dham towns have few star-rated hotels: the upper classes are the best on the route. */
  yatra: { 2: '2-star hotel', 3: '3-star hotel', 4: 'deluxe hotel', 5: 'premium hotel' },
  jungle: {
    2: 'forest lodge',
    3: '3-star jungle resort',
    4: '4-star jungle resort',
    5: '5-star jungle lodge',
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "{resort} in Munnar" → "4-star resort in Munnar"; {stay} takes the package's lodging. */
export function stayLabel(template: string, rating: Stars, lodging: Lodging = 'hotel'): string {
  const label = template.replace(/\{(\w+)\}/g, (placeholder, word: string) => {
    const words = STAY_WORDS[word === 'stay' ? lodging : word];
    if (!words) throw new Error(`Unknown stay placeholder ${placeholder}`);
    return words[rating];
  });
  return capitalise(label);
}

/** "Premium houseboat on …" → "a premium houseboat on …", keeping "Swiss" and acronyms. */
function withArticle(label: string): string {
  const keep = /^(Swiss\b|[A-Z]{2,})/.test(label) || !/^[A-Z][a-z]/.test(label);
  const phrase = keep ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function nightLines(stays: string[]): string[] {
  const nights = new Map<string, number>();
  for (const stay of stays) nights.set(stay, (nights.get(stay) ?? 0) + 1);
  return [...nights].map(
    ([stay, count]) => `${count} night${count === 1 ? '' : 's'} in ${withArticle(stay)}`,
  );
}

const MEAL_LINES: Record<MealPlan, string> = {
  CP: 'Daily breakfast',
  MAP: 'Daily breakfast and dinner',
  AP: 'All meals: breakfast, lunch and dinner',
};

const MEAL_EXCLUSIONS: Record<MealPlan, string | null> = {
  CP: 'Lunch and dinner',
  MAP: 'Lunch',
  AP: null,
};

type Gateway = { start: string; end: string };

function gatewayOf(plan: PackagePlan, destination: DestinationPlan): Gateway {
  const text = plan.gateway ?? destination.gateway;
  const [start, end] = text.split(' | ');
  return { start: start ?? text, end: end ?? start ?? text };
}

const SEASON_SENTENCES = [
  (s: string) => `The best time for this trip is ${s}.`,
  (s: string) => `Go in the months from ${s} for the most comfortable weather.`,
  (s: string) => `Plan it for ${s} if you can.`,
  (s: string) => `Good months to go are ${s}.`,
];

const GATEWAY_SENTENCES = [
  ({ start, end }: Gateway) =>
    start === end
      ? `The tour starts and ends at ${start}.`
      : `The tour starts at ${start} and ends at ${end}.`,
  ({ start, end }: Gateway) =>
    start === end
      ? `We meet you at ${start} and drop you back there at the end.`
      : `We meet you at ${start} and drop you at ${end} at the end.`,
  ({ start, end }: Gateway) =>
    start === end ? `Pick-up and drop are at ${start}.` : `Pick-up is at ${start}; drop at ${end}.`,
  ({ start, end }: Gateway) =>
    start === end
      ? `Your driver meets you at ${start} and takes you back there on the last day.`
      : `Your driver meets you at ${start}, and the last day ends at ${end}.`,
];

const CATEGORY_POLICY: Partial<Record<CategoryCode, TourPolicyKind>> = {
  ADVENTURE: 'adventure',
  WATER_ACTIVITY: 'adventure',
  WILDLIFE: 'wildlife',
  RELIGIOUS: 'pilgrimage',
};

function cancellationKind(plan: PackagePlan, destination: DestinationPlan): CancellationKind {
  if (plan.cancellation) return plan.cancellation;
  if (destination.cancellation) return destination.cancellation;
  if (plan.category === 'WILDLIFE') return 'wildlife';
  return plan.rating === 5 ? 'luxury' : 'standard';
}

function vehicleLine(plan: PackagePlan, destination: DestinationPlan): string {
  return (
    plan.vehicle ??
    destination.vehicle ??
    (plan.rating >= 4
      ? 'Transfers and sightseeing by private air-conditioned SUV (Innova or similar)'
      : 'Transfers and sightseeing by private air-conditioned sedan (Dzire, Etios or similar)')
  );
}

/** The months (ascending) a season phrase such as "October to March" names; none is a mistake. */
export function seasonMonths(phrase: string, owner: string): number[] {
  const months = [...parseSeason(phrase)].sort((a, b) => a - b);
  if (months.length === 0) throw new Error(`${owner}: the season "${phrase}" names no months`);
  return months;
}

/** The months a destination's packages run or suit unless they say otherwise. */
export function destinationMonths(destination: DestinationPlan): number[] {
  return destination.months ?? seasonMonths(destination.season, destination.destination);
}

/** A package's own months, else those its season names, else its destination's. */
function packageMonths(plan: PackagePlan, destination: DestinationPlan): number[] {
  if (plan.months) return plan.months;
  // A package that leaves the season sentence out (a festival) must say when it runs.
  if (plan.season === false) throw new Error(`${plan.slug}: without a season, give its months`);
  return plan.season === undefined
    ? destinationMonths(destination)
    : seasonMonths(plan.season, plan.slug);
}

type DayLookup = (key: string, home: DestinationPlan) => DayPlan | undefined;

function buildDays(
  plan: PackagePlan,
  destination: DestinationPlan,
  lookup: DayLookup,
): ItineraryDaySeed[] {
  const lodging = plan.lodging ?? destination.lodging ?? 'hotel';
  const days = plan.days.map((entry): DayPlan => {
    if (typeof entry !== 'string') return entry;
    const found = lookup(entry, destination);
    if (!found) throw new Error(`${plan.slug}: no day "${entry}" for ${destination.destination}`);
    return found;
  });
  return days.map((d, index) => {
    const last = index === days.length - 1;
    if (last !== (d.stay === null)) {
      throw new Error(`${plan.slug}: day ${index + 1} must ${last ? 'not ' : ''}have a stay`);
    }
    return {
      title: d.title,
      description: d.text,
      stops: d.stops,
      stay: d.stay === null ? DEPARTURE : stayLabel(d.stay, plan.rating, lodging),
    };
  });
}

function buildPackage(
  plan: PackagePlan,
  destination: DestinationPlan,
  index: number,
  lookup: DayLookup,
): SeededPackage {
  const itinerary = buildDays(plan, destination, lookup);
  const meals = plan.meals ?? destination.meals;
  const veg = plan.veg ?? destination.veg ?? false;
  const gateway = gatewayOf(plan, destination);
  const chosen = plan.season === undefined ? destination.season : plan.season;
  // A pitch that already names the months needs no second sentence saying so.
  const season =
    chosen !== false && plan.pitch.toLowerCase().includes(chosen.toLowerCase()) ? false : chosen;

  const information = [
    plan.pitch,
    season === false ? null : SEASON_SENTENCES[index % SEASON_SENTENCES.length]!(season),
    GATEWAY_SENTENCES[(index + 1) % GATEWAY_SENTENCES.length]!(gateway),
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');

  const honeymoon =
    plan.category === 'HONEYMOON'
      ? ['Flower decoration of the room and a cake on arrival', 'One candlelight dinner for two']
      : [];
  const inclusions = [
    ...nightLines(itinerary.slice(0, -1).map((d) => d.stay)),
    `${MEAL_LINES[meals]}${veg ? ' (vegetarian)' : ''}`,
    gateway.start === gateway.end
      ? `Pick-up and drop at ${gateway.start}`
      : `Pick-up at ${gateway.start} and drop at ${gateway.end}`,
    vehicleLine(plan, destination),
    ...(plan.extras ?? []),
    ...honeymoon,
    'Driver’s allowance, tolls, parking and fuel',
    'Hotel taxes',
  ];

  const mealExclusion = MEAL_EXCLUSIONS[meals];
  const exclusions = [
    gateway.start === gateway.end
      ? 'Flights or trains to the starting point and back'
      : 'Flights or trains to the start of the tour and home from its end',
    ...(mealExclusion ? [mealExclusion] : []),
    'Entry tickets, camera fees and guide charges unless listed under inclusions',
    ...(destination.exclusions ?? []),
    ...(plan.exclusions ?? []),
    'Personal expenses such as laundry, phone calls, drinks and tips',
    'Travel insurance',
    'GST of 5% on the package price',
  ];

  const { price, maxPrice } = packagePrice(
    itinerary.length,
    plan.rating,
    destination.cost,
    plan.category,
    plan.extraCost,
  );

  return {
    destination: destination.destination,
    slug: plan.slug,
    name: plan.name,
    category: plan.category,
    days: itinerary.length,
    price,
    maxPrice,
    rating: plan.rating,
    description: plan.blurb,
    information,
    inclusions,
    exclusions,
    tourPolicy: tourPolicy(
      plan.policy ?? destination.policy ?? CATEGORY_POLICY[plan.category] ?? 'standard',
    ),
    cancellationPolicy: cancellationPolicy(cancellationKind(plan, destination)),
    itinerary,
    months: packageMonths(plan, destination),
  };
}

/** Builds every package; a day key like "sikkim:tsomgo" borrows a day from another pool. */
export function buildPackages(destinations: DestinationPlan[]): SeededPackage[] {
  const pools = new Map(destinations.map((d) => [d.destination, d.days]));
  const lookup: DayLookup = (key, home) => {
    const [other, otherKey] = key.split(':');
    return otherKey === undefined ? home.days[key] : pools.get(other ?? '')?.[otherKey];
  };
  return destinations.flatMap((destination) =>
    destination.packages.map((plan, index) => buildPackage(plan, destination, index, lookup)),
  );
}

export interface FaqRow extends FaqSeed {
  destination: string;
}

export function collectFaqs(destinations: DestinationPlan[]): FaqRow[] {
  return destinations.flatMap((d) => d.faqs.map((faq) => ({ destination: d.destination, ...faq })));
}

/** Compact FAQ constructor: faq('Question?', 'Answer.'). */
export function faq(question: string, answer: string | null): FaqSeed {
  return { question, answer };
}

/** Compact day constructor for the pools: d(title, text, stops, stay). */
export function d(title: string, text: string, stops: string[], stay: string | null): DayPlan {
  return { title, text, stops, stay };
}
