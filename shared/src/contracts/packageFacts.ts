import { formatInr } from './money';

/**
 * The facts every package states the same way: where travellers sleep, what the price
 * covers, how GST is charged, how hard it is and when to go. The content files, the API and the
 * pages share these closed lists, so a label is written once and a card never claims more than
 * the package gives.
 */

/** Kinds of stay, in the order a label lists them when a package mixes several. */
export const STAY_KINDS = [
  'hotel',
  'heritage',
  'resort',
  'houseboat',
  'homestay',
  'guesthouse',
  'lodge',
  'cottage',
  'beach-hut',
  'hostel',
  'camp',
  'tent',
] as const;
export type StayKind = (typeof STAY_KINDS)[number];

/** Plural, lower-case: they follow a star rating ("3-star hotels") or start a sentence. */
export const STAY_LABELS: Record<StayKind, string> = {
  hotel: 'hotels',
  heritage: 'heritage hotels',
  resort: 'resorts',
  houseboat: 'houseboats',
  homestay: 'homestays',
  guesthouse: 'guest houses',
  lodge: 'lodges',
  cottage: 'cottages',
  'beach-hut': 'beach huts',
  hostel: 'hostels',
  camp: 'camps',
  tent: 'tents',
};

/**
 * The kinds a package's star rating can describe: hotels, which India classifies by stars, and a
 * resort when the content itself names its stars ("4-star resort in Munnar"; the content loader
 * checks). Stars on a package that sleeps only in houseboats, homestays, hostels, huts, camps or
 * tents would promise what nobody rated, so the loader refuses them.
 */
export const STARRED_STAYS: readonly StayKind[] = ['hotel', 'heritage', 'resort'];

/** Of those, the kinds rated by their class: a package's stars describe these first. */
const HOTEL_STAYS: readonly StayKind[] = ['hotel', 'heritage'];

/** What a package's price can cover, in the order the 'Package Includes' grid shows them. */
export const INCLUDE_KEYS = [
  'stay',
  'transport',
  'transfers',
  'breakfast',
  'half-board',
  'all-meals',
  'sightseeing',
  'guide',
  'permits',
  'entry-fees',
  'activities',
  'safari',
  'trains',
  'flights',
] as const;
export type IncludeKey = (typeof INCLUDE_KEYS)[number];

/**
 * The grid's label and its fuller description. The three meal plans share the spec's 'Meals'
 * label (spec §2 names Hotels, Transport, Meals and Sightseeing) and say which meals below it.
 */
export const INCLUDE_LABELS: Record<IncludeKey, { label: string; detail: string }> = {
  stay: { label: 'Hotels', detail: 'Stay for every night' },
  transport: { label: 'Transport', detail: 'Travel between the places on the itinerary' },
  transfers: { label: 'Transfers', detail: 'Pick-up and drop at the start and end' },
  breakfast: { label: 'Meals', detail: 'Breakfast' },
  'half-board': { label: 'Meals', detail: 'Breakfast and dinner' },
  'all-meals': { label: 'Meals', detail: 'All meals' },
  sightseeing: { label: 'Sightseeing', detail: 'The visits on the itinerary' },
  guide: { label: 'Guide', detail: 'A guide or trek leader' },
  permits: { label: 'Permits', detail: 'Permits and registrations' },
  'entry-fees': { label: 'Entry tickets', detail: 'Tickets named under inclusions' },
  activities: { label: 'Activities', detail: 'The activities named under inclusions' },
  safari: { label: 'Safaris', detail: 'Safaris named under inclusions' },
  trains: { label: 'Train tickets', detail: 'Trains named under inclusions' },
  flights: { label: 'Flights', detail: 'Flights named under inclusions' },
};

export const DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
};

/** GST on the price: a rate in percent charged on top of it, or 'included' in it. */
export type GstTerm = number | 'included';

/** The GST rates India charges on tour packages and the parts of them; anything else is a typo. */
export const GST_RATES: readonly number[] = [5, 12, 18];

/** Short, next to a price: "+ 5% GST" or "GST included". */
export function gstShortLabel(gst: GstTerm): string {
  return gst === 'included' ? 'GST included' : `+ ${gst}% GST`;
}

/** What a package price is for, in the package page's words; the chat and JSON-LD repeat it. */
export const PRICE_BASIS = 'per person on twin sharing';

/** "₹42,999 – ₹55,999" when the package has a higher top price, else "₹9,999". */
export function priceRangeLabel(price: number, maxPrice?: number | null): string {
  return maxPrice != null && maxPrice > price
    ? `${formatInr(price)} – ${formatInr(maxPrice)}`
    : formatInr(price);
}

export interface PackagePriceFacts {
  price: number;
  maxPrice?: number | null | undefined;
  /** Left out for a package imported before GST was recorded: the price then shows alone. */
  gst?: GstTerm | undefined;
}

/**
 * A package's price in one line, as its page states it: "₹42,999 – ₹55,999 per person on twin
 * sharing + 5% GST". Text-only callers (the chat, JSON-LD) use this; the pages' PackagePrice
 * lays out the same parts.
 */
export function packagePriceLabel({ price, maxPrice, gst }: PackagePriceFacts): string {
  const amount = `${priceRangeLabel(price, maxPrice)} ${PRICE_BASIS}`;
  if (gst === undefined) return amount;
  // "+ 5% GST" reads on from the amount; "GST included" needs its comma.
  return `${amount}${gst === 'included' ? ',' : ''} ${gstShortLabel(gst)}`;
}

/** A sentence for the package page. */
export function gstSentence(gst: GstTerm): string {
  return gst === 'included'
    ? 'Prices include GST.'
    : `Prices exclude GST, charged at ${gst}% on the package price.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The kind a package's stars describe, or undefined when they describe none: its hotels when it
 * has any, else its resort; never a houseboat, homestay, camp or the like, whatever the rating.
 */
export function ratedStay(stay: readonly StayKind[], rating: number): StayKind | undefined {
  if (Math.round(rating) <= 0) return undefined;
  return (
    stay.find((kind) => HOTEL_STAYS.includes(kind)) ??
    stay.find((kind) => STARRED_STAYS.includes(kind))
  );
}

/** The rated kind's words ("4-star resorts", or null) and the other kinds' ([] when none). */
function stayWords(stay: readonly StayKind[], rating: number) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const rated = ratedStay(stay, stars);
  return {
    rated: rated ? `${stars}-star ${STAY_LABELS[rated]}` : null,
    others: stay.filter((kind) => kind !== rated).map((kind) => STAY_LABELS[kind]),
  };
}

/**
 * Where travellers sleep, in two parts so stars sit beside the kind they rate alone: `rated`,
 * like "4-star resorts" (null without stars), and `others`, like "Houseboats" (null when none).
 */
export function stayParts(
  stay: readonly StayKind[],
  rating: number,
): { rated: string | null; others: string | null } {
  const { rated, others } = stayWords(stay, rating);
  return {
    rated,
    others: others.length > 0 ? capitalise(joinWords(others)) : null,
  };
}

/**
 * Where travellers sleep, honestly, in one line: "3-star hotels" only for hotels with three
 * stars, "Hostels and beach huts", "Camps". The rated kind comes first and the rest after a
 * comma, so the stars read as its own alone: "4-star resorts, and houseboats".
 */
export function stayLabel(stay: readonly StayKind[], rating: number): string {
  const { rated, others } = stayWords(stay, rating);
  if (rated === null) return capitalise(joinWords(others));
  return capitalise(others.length > 0 ? `${rated}, and ${joinWords(others)}` : rated);
}

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * The months (1–12) as runs, reading round the year end: [11, 12, 1, 2, 3] is "Nov–Mar",
 * [4, 5, 9, 10] is "Apr–May, Sep–Oct", all twelve "All year"; empty (not recorded) is ''.
 */
export function monthsLabel(months: readonly number[]): string {
  const set = new Set(months.filter((month) => month >= 1 && month <= 12));
  if (set.size === 0) return '';
  if (set.size === 12) return 'All year';
  // Start at a month whose predecessor is missing, so a run across December stays whole.
  let start = 1;
  while (set.has(((start + 10) % 12) + 1) || !set.has(start)) start += 1;
  const runs: string[] = [];
  let first = 0;
  let last = 0;
  for (let step = 0; step < 12; step += 1) {
    const month = ((start - 1 + step) % 12) + 1;
    if (set.has(month)) {
      if (first === 0) first = month;
      last = month;
    } else if (first !== 0) {
      runs.push(runLabel(first, last));
      first = 0;
    }
  }
  if (first !== 0) runs.push(runLabel(first, last));
  return runs.join(', ');
}

function runLabel(first: number, last: number): string {
  const from = MONTH_ABBREVIATIONS[first - 1] ?? '';
  return first === last ? from : `${from}–${MONTH_ABBREVIATIONS[last - 1] ?? ''}`;
}

/** "1 package", "2 packages": a count with its noun, singular for exactly one. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
