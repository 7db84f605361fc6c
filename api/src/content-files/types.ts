/**
 * The catalogue as the content files under content/ give it (see load-content.ts): the records
 * the database is filled from, close to how an editor thinks about them.
 */
import type {
  CategoryCode,
  Difficulty,
  GstTerm,
  IncludeKey,
  StayKind,
} from '@tour/shared/contracts';
import type { Landscape } from '../images/illustrations';
import type { PhotoSeed } from './photos';

export interface DestinationSeed {
  slug: string;
  name: string;
  /** Rich text: two to four short HTML paragraphs (`<p>…</p>`). */
  description: string;
  landscape: Landscape;
  /** Slugs it had before; their old URLs answer 301 to the current page. */
  formerSlugs?: string[];
  /** Its photos (the first is shown); without them, its drawn landscape. */
  photos?: PhotoSeed[];
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
  /** The price before a discount, in rupees, above `price`: what an "N% OFF" badge counts from. */
  originalPrice?: number;
  /** Hotel star rating, 0–5. */
  rating: number;
  /** Package facts (@tour/shared packageFacts): where travellers sleep, the main kind first. */
  stay: StayKind[];
  /** What the price covers. */
  includes: IncludeKey[];
  /** GST: the rate charged on top of the price, or included in it. */
  gst: GstTerm;
  /** For treks and yatras. */
  difficulty?: Difficulty;
  /** One line for list cards. */
  description: string;
  /** Rich text (HTML). */
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
  /** The months (1–12) it runs or suits. */
  months?: number[];
  /** Slugs it had before; their old URLs answer 301 to the current page. */
  formerSlugs?: string[];
  /** Its photos (the first is shown); without them, its destination's landscape variant. */
  photos?: PhotoSeed[];
}

/** A package as the content gives it: its months always known. */
export type SeededPackage = PackageSeed & { months: number[] };

export interface BlogSeed {
  /** Matches the post to its stored row (blog ids are in URLs); by default the name's slug. */
  slug?: string;
  destination: DestinationSeed['slug'];
  name: string;
  category: CategoryCode;
  /** YYYY-MM-DD */
  publishedAt: string;
  imageUrl: string | null;
  /** Its photos (the first is shown); without them, imageUrl or the fallback picture. */
  photos?: PhotoSeed[];
  html: string;
}

export interface FaqSeed {
  question: string;
  /** Null only when we genuinely have no answer yet; the site then shows 'No answer available.' */
  answer: string | null;
}

export interface FaqRow extends FaqSeed {
  destination: string;
}

/** The whole catalogue, in the order a fresh database numbers its rows. */
export interface Catalogue {
  destinations: DestinationSeed[];
  packages: SeededPackage[];
  blogs: BlogSeed[];
  faqs: FaqRow[];
  /** What the site says beyond the records (site-documents.ts), by document name. */
  documents: SiteDocuments;
}

/** The terms packages fall back on when their file gives none (content/policies.yaml). */
export interface Policies {
  /** How GST applies to every package price: the one rule, stated once. */
  gst: GstTerm;
  /** The one sentence saying when a booking is confirmed (the FAQ and the terms use it too). */
  bookingConfirmation: string;
  exclusions: string[];
  /** Named tour policies, `standard` among them, each headed by bookingConfirmation; one bullet per line. */
  tourPolicies: Record<string, string>;
  /** Named cancellation policies, `standard` among them; one slab per line. */
  cancellationPolicies: Record<string, string>;
}

/** The site's documents (site-documents.ts) by name, each a JSON value (what the API answers). */
export type SiteDocuments = Record<string, unknown>;

/** The catalogue's records, for documents that refer to them (a collection of package slugs). */
export interface CatalogueRecords {
  destinations: DestinationSeed[];
  packages: SeededPackage[];
  blogs: BlogSeed[];
  faqs: FaqRow[];
  /** policies.yaml's one sentence on when a booking is confirmed; absent when it has problems. */
  bookingConfirmation?: string;
}
