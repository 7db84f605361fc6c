/** Row types of every table, as Kysely sees them. Columns are snake_case in both dialects. */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface DestinationsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** Rich text (HTML), sanitised on the way in (see db/rich-text.ts). */
  description: string;
  /** Which illustration of /images stands for the place (beach, hills, snow, …). */
  landscape: string;
  /** ISO timestamp of the last change (the sitemap's lastmod); null if never recorded. */
  updated_at: string | null;
}

export interface PackagesTable {
  id: Generated<number>;
  destination_id: number;
  name: string;
  slug: string;
  /** One of CATEGORY_CODES, e.g. HONEYMOON. */
  category: string;
  days: number;
  /** Starting price per person on twin sharing, in whole rupees. */
  price: number;
  max_price: number | null;
  /** Hotel star rating, 0–5. */
  rating: number;
  /** One plain line for list cards. */
  description: string;
  /** Rich text (HTML), sanitised on the way in (see db/rich-text.ts). */
  information: string;
  image: string;
  /** The four texts below hold one bullet per line. */
  inclusions: string;
  exclusions: string;
  tour_policy: string;
  cancellation_policy: string;
  /** ISO timestamp of the last change (the sitemap's lastmod); null if never recorded. */
  updated_at: string | null;
  /**
   * The months the package runs or suits, ascending and comma-separated ('1,2,3,10,11,12'; see
   * catalogue/package-months.ts); null suits any month.
   */
  months: string | null;
  /**
   * 1 when the package is in the catalogue, 0 once an import no longer finds it: an unpublished
   * package is hidden from every public answer, and its URL redirects (catalogue/redirects.ts).
   */
  published: Generated<number>;
}

export interface ItineraryDaysTable {
  id: Generated<number>;
  package_id: number;
  day_number: number;
  name: string;
  description: string;
  /** The day's stops, one per line. */
  stages: string;
  accommodation: string;
  image: string | null;
}

export interface BlogsTable {
  id: Generated<number>;
  name: string;
  /** Rich text (HTML), sanitised on the way in (see db/rich-text.ts). */
  description: string;
  image_url: string | null;
  destination_id: number;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  published_at: string;
  /**
   * The importer's stable key of the post (the slug of its name unless the content gives one);
   * unique. Every row has one since migration 0006; typed nullable for writers older than it.
   */
  slug: string | null;
}

export interface FaqsTable {
  id: Generated<number>;
  destination_id: number;
  question: string;
  answer: string | null;
}

export type RedirectKind = 'destination' | 'package';

/** An old slug (or URL form of an old name) of a destination or package, and its current slug. */
export interface SlugRedirectsTable {
  kind: RedirectKind;
  from_slug: string;
  to_slug: string;
  /** ISO timestamp of when the import recorded it. */
  created_at: string;
}

export type LeadKind = 'enquiry' | 'booking' | 'contact' | 'support' | 'newsletter';

export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  /** The validated request body as JSON text. */
  payload: string;
  idempotency_key: string | null;
  /** sha256 of the request, to tell a replay from a reuse of the key with another body. */
  request_hash: string;
  /** Unique when set: 'newsletter:<lower-cased email>' keeps one subscription per address. */
  dedupe_key: string | null;
  /** ISO timestamp (UTC). */
  created_at: string;
  /**
   * What the visitor is told after sending (e.g. GK-7QX4M2KD); unique. Every row has one:
   * migration 0005 gave the earlier rows theirs and every insert sets it.
   */
  reference: string;
}

export interface Database {
  destinations: DestinationsTable;
  packages: PackagesTable;
  itinerary_days: ItineraryDaysTable;
  blogs: BlogsTable;
  faqs: FaqsTable;
  leads: LeadsTable;
  slug_redirects: SlugRedirectsTable;
}

export type NewDestination = Insertable<DestinationsTable>;
export type NewPackage = Insertable<PackagesTable>;
export type NewItineraryDay = Insertable<ItineraryDaysTable>;
export type NewBlog = Insertable<BlogsTable>;
export type Lead = Selectable<LeadsTable>;
