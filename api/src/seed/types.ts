/** Shapes of the hand-written seed content, kept close to how an editor thinks about it. */
import type { CategoryCode } from '@tour/shared/contracts';
import type { Landscape } from '../images/illustrations';
import type { CancellationKind, TourPolicyKind } from './policies';

export interface DestinationSeed {
  slug: string;
  name: string;
  /** Rich text: two to four short HTML paragraphs (`<p>…</p>`). */
  description: string;
  landscape: Landscape;
}

export interface ItineraryDaySeed {
  title: string;
  description: string;
  stops: string[];
  /** Hotel class and town, e.g. "3-star hotel in Munnar", or "Departure" on the last day. */
  stay: string;
}

/** A finished package row, as it goes into the database. */
export interface PackageSeed {
  destination: DestinationSeed['slug'];
  slug: string;
  name: string;
  category: CategoryCode;
  days: number;
  /** Starting price per person on twin sharing, in rupees. */
  price: number;
  maxPrice?: number;
  /** Hotel star rating, 0–5. */
  rating: number;
  /** One line for list cards. */
  description: string;
  information: string;
  inclusions: string[];
  /** Defaults to the standard exclusions. */
  exclusions?: string[];
  /** One bullet per line; defaults to the standard tour policy. */
  tourPolicy?: string;
  /** One slab per line; defaults to the standard cancellation policy. */
  cancellationPolicy?: string;
  /** One entry per day. */
  itinerary: ItineraryDaySeed[];
  /** The months (1–12) it runs or suits; defaults to its destination's (see DestinationPlan). */
  months?: number[];
}

/** A package as the seed writes it: its months always known. */
export type SeededPackage = PackageSeed & { months: number[] };

export interface BlogSeed {
  destination: DestinationSeed['slug'];
  name: string;
  category: CategoryCode;
  /** YYYY-MM-DD */
  publishedAt: string;
  imageUrl: string | null;
  html: string;
}

export interface FaqSeed {
  question: string;
  /** Null only when we genuinely have no answer yet; the site then shows 'No answer available.' */
  answer: string | null;
}

// ---------------------------------------------------------------------------------------------
// Fact tables from which most packages are built (see catalogue.ts).

/** CP: breakfast only; MAP: breakfast and dinner; AP: all meals. */
export type MealPlan = 'CP' | 'MAP' | 'AP';

export type Stars = 2 | 3 | 4 | 5;

/** What {stay} in a day's stay becomes. */
export type Lodging = 'hotel' | 'resort' | 'heritage' | 'jungle' | 'yatra';

/**
 * One day of travel in a destination. `stay` names where the night is spent; the placeholders
 * {hotel}, {resort}, {heritage}, {houseboat}, {camp} and {jungle} become the hotel class of the
 * package ("4-star hotel", "Premium houseboat", …), and {stay} the package's lodging.
 * `null` marks a departure day.
 */
export interface DayPlan {
  title: string;
  text: string;
  stops: string[];
  stay: string | null;
}

export interface PackagePlan {
  slug: string;
  name: string;
  category: CategoryCode;
  rating: Stars;
  /**
   * Keys of the destination's day pool ("other-slug:key" borrows from another destination),
   * or a day written just for this package.
   */
  days: (string | DayPlan)[];
  /** One line for list cards. */
  blurb: string;
  /** Two to four sentences in our own words; the builder adds the season and start point. */
  pitch: string;
  /** Overrides the destination's best months; false leaves the season sentence out. */
  season?: string | false;
  /**
   * The months (1–12) it runs or suits, when `season` does not say them (a festival's month);
   * by default the months `season` names, else the destination's.
   */
  months?: number[];
  /** Overrides the destination's pick-up and drop point ("Start | End" when they differ). */
  gateway?: string;
  lodging?: Lodging;
  meals?: MealPlan;
  /** Vegetarian meals (pilgrim towns). */
  veg?: boolean;
  /** Extra inclusion lines: activities, tickets, permits. */
  extras?: string[];
  /** What the extras cost per person, added to the price. */
  extraCost?: number;
  /** Extra exclusion lines. */
  exclusions?: string[];
  vehicle?: string;
  policy?: TourPolicyKind;
  cancellation?: CancellationKind;
}

export interface DestinationPlan {
  destination: DestinationSeed['slug'];
  /** Where we pick travellers up and drop them, e.g. "Kochi airport or Ernakulam Junction". */
  gateway: string;
  lodging?: Lodging;
  /** Best months, e.g. "October to March". */
  season: string;
  /**
   * The months (1–12) its packages run or suit, when not the ones `season` names: the Char Dham
   * temples are open May to October though the monsoon months are not the best to go.
   */
  months?: number[];
  /** Price level against an average Indian holiday (1 = average). */
  cost: number;
  meals: MealPlan;
  veg?: boolean;
  /** Vehicle line for every package here, when the default car does not fit. */
  vehicle?: string;
  /** Exclusions that apply to every package here. */
  exclusions?: string[];
  policy?: TourPolicyKind;
  cancellation?: CancellationKind;
  days: Record<string, DayPlan>;
  packages: PackagePlan[];
  faqs: FaqSeed[];
}
