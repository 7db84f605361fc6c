/**
 * What the importer takes (the catalogue as the content loader reads it from content/) and what
 * it reports.
 */
import type { BlogSeed, DestinationSeed, FaqRow, SeededPackage } from '../content-files';
import type { SiteDocuments } from '../content-files/types';

/** Slugs a destination or package had before; each old URL then answers 301 to the current one. */
export interface FormerSlugs {
  formerSlugs?: string[];
}

export interface Catalogue {
  destinations: (DestinationSeed & FormerSlugs)[];
  packages: (SeededPackage & FormerSlugs)[];
  /** Matched to stored posts by `slug`, by default the slug of the name (blog ids are in URLs). */
  blogs: (BlogSeed & { slug?: string })[];
  faqs: FaqRow[];
  /** Documents by name; when given, stored ones it does not name are deleted. Absent: untouched. */
  documents?: SiteDocuments;
}

export interface ItemCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface RowCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

export interface ImportReport {
  /** Destinations the catalogue no longer lists are kept as they are (`retained`). */
  destinations: ItemCounts & { retained: number };
  /**
   * `unpublished`: newly hidden because the catalogue no longer lists them; `updated` includes
   * packages published again, and packages whose itinerary alone changed.
   */
  packages: ItemCounts & { unpublished: number };
  /** Posts the catalogue no longer lists are deleted. */
  blogs: ItemCounts & { deleted: number };
  itineraryDays: RowCounts;
  faqs: RowCounts;
  /** Rows of slug_redirects (old slug → current slug). */
  redirects: RowCounts;
  /** Site documents (profile, pages, home copy); those the content no longer has are deleted. */
  documents: ItemCounts & { deleted: number };
  /** Source photos made into files by this import, and those found made before. */
  photos?: { made: number; reused: number };
  /** Whether anything was written. */
  changed: boolean;
  durationMs: number;
}
