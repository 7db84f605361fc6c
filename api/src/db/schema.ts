/** Row types of every table, as Kysely sees them. Columns are snake_case in both dialects. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuditEntry, LeadStatus, StaffRole } from '@tour/shared/contracts';

export interface DestinationsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** Rich text (HTML), sanitised on the way in (see db/rich-text.ts). */
  description: string;
  /** Which illustration of /images stands for the place (beach, hills, snow, …). */
  landscape: string;
  /** The item's photos as the API answers them (JSON Photo[], migration 0016); null: none. */
  photos: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Package facts (migration 0017; catalogue/package-facts.ts has the format); null: not yet imported. */
  stay: ColumnType<string | null, string | null | undefined, string | null>;
  includes: ColumnType<string | null, string | null | undefined, string | null>;
  gst: ColumnType<string | null, string | null | undefined, string | null>;
  difficulty: ColumnType<string | null, string | null | undefined, string | null>;
  /** Price before a discount, in rupees (migration 0018); null: none stated. */
  original_price: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * 1 when the package is in the catalogue, 0 once an import no longer finds it: an unpublished
   * package is hidden from every public answer, and its URL redirects (catalogue/redirects.ts).
   */
  published: Generated<number>;
  /** The item's photos as the API answers them (JSON Photo[], migration 0016); null: none. */
  photos: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The item's photos as the API answers them (JSON Photo[], migration 0016); null: none. */
  photos: ColumnType<string | null, string | null | undefined, string | null>;
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

/** A named document of what the site says (migration 0015): the profile, pages, home copy. */
export interface SiteDocumentsTable {
  name: string;
  /** The document as JSON text. */
  body: string;
  /** ISO timestamp of the import that last changed it. */
  updated_at: string;
}

/** One encoded photo file (migration 0016), served at /photos/{name}. */
export interface PhotoFilesTable {
  /** Content-hashed, e.g. 3f2a9c1e5b7d40aa-960.avif: its bytes never change. */
  name: string;
  /** The source photo's hash (photos.hash). */
  photo_hash: string;
  content_type: string;
  body: Buffer;
  created_at: string;
}

/** What the import made of one source photo, by the hash of its bytes (migration 0016). */
export interface PhotosTable {
  hash: string;
  /** JSON: sizes, placeholder and file names (catalogue-import/photos.ts). */
  made: string;
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
  /** Where the agency's work on it stands (migration 0008): 'new' until staff change it. */
  status: Generated<LeadStatus>;
  /** The staff's own notes on the lead (not the visitor's); '' when none. */
  notes: Generated<string>;
  /** The staff member who has it (staff.id); null when nobody does. */
  assignee_id: number | null;
  /** ISO timestamp of the last change by staff; null until one. */
  updated_at: string | null;
  /** The privacy notice version the visitor's form showed (PRIVACY_NOTICE_VERSIONS); null before 0007. */
  privacy_notice_version: string | null;
  /** ISO timestamp the notice was accepted (the lead's created_at); null before migration 0007. */
  privacy_notice_at: string | null;
  /** Newsletter only: when the address confirmed (double opt-in); null until then. */
  confirmed_at: string | null;
  /** Newsletter only: when the address unsubscribed; null while subscribed. */
  unsubscribed_at: string | null;
  /** Newsletter only: the random, unique token of its confirm and unsubscribe links. */
  subject_token: string | null;
}

/** Where a lead's notification goes; one outbox row per channel a lead was stored with. */
export type OutboxChannel = 'webhook' | 'email' | 'visitor-email' | 'newsletter-confirm';

export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/**
 * Notifications of leads, written with the lead and delivered by src/notifications; since
 * migration 0014 also webhook events that are not a lead (lead_id null, event_type set).
 */
export interface LeadOutboxTable {
  id: Generated<number>;
  /** Null for an event row. */
  lead_id: number | null;
  channel: OutboxChannel;
  status: Generated<OutboxStatus>;
  /** Delivery attempts started so far (counted when a worker claims the row). */
  attempts: Generated<number>;
  /** ISO timestamp: due from then on; a claimed row's lease ends then. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** An event row's type (e.g. 'subject.erased'); null for a lead's row. */
  event_type: string | null;
  /** An event row's data as JSON text; null for a lead's row. */
  event_data: string | null;
  /** The Standard Webhooks message id (webhook-id header): random, the same for every retry. */
  message_id: Generated<string>;
}

/** A staff account of the inbox (migration 0008); made with `pnpm staff:add`. */
export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  name: string;
  /** argon2id (PHC string). */
  password_hash: string;
  created_at: string;
  /** Set: the account can no longer sign in. */
  disabled_at: string | null;
  /** Migration 0011; owners also export, answer privacy requests and manage accounts. */
  role: StaffRole;
  /** The authenticator's shared secret (staff/two-factor.ts: base32, or sealed); null: none. */
  totp_secret: string | null;
  /** A secret set up but not yet confirmed with a code. */
  totp_pending_secret: string | null;
  /** The TOTP time step of the last code accepted: older and equal steps are refused. */
  totp_last_step: number | null;
  last_sign_in_at: string | null;
  /**
   * Migration 0020: set by a restore when the account's password or second factor changed after
   * the backup; it cannot sign in until a new password is set (`pnpm staff:add`).
   */
  reset_required_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The one-time recovery codes of an account's second factor, as sha256 (hex). */
export interface StaffRecoveryCodesTable {
  staff_id: number;
  code_hash: string;
}

/**
 * A signed-in browser (remade by migration 0011): the sha256 (hex) of its cookie's random token,
 * never the token, and a public id of its own to name it by.
 */
export interface StaffSessionsTable {
  /** Random; what GET /staff/sessions shows and DELETE /staff/sessions/{id} takes. */
  id: string;
  token_hash: string;
  staff_id: number;
  created_at: string;
  /** ISO timestamp; the session is over from then on (its absolute end). */
  expires_at: string;
  last_seen_at: string;
  /** Over from then on too, unless a request moves it on (staff/accounts.ts). */
  idle_expires_at: string;
  /** The browser in words ("Firefox on Windows"), from its User-Agent; null if unknown. */
  device: string | null;
}

export type AuditAction = AuditEntry['action'];

/** Who did what to which lead, and when (every staff read, list, export and change). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO timestamp (UTC). */
  at: string;
  /** Null for the system (the retention purge). */
  staff_id: number | null;
  action: AuditAction;
  /** No foreign key: the history outlives an erased lead. */
  lead_id: number | null;
  /** In words, and never the visitor's personal data. */
  detail: string;
  /** JSON array of every lead the action touched ('[]' when none); migration 0012. */
  lead_ids: string;
  /** The previous entry's row_hash (64 zeros for the first entry): the chain (staff/audit.ts). */
  prev_hash: string;
  /**
   * This entry's fields and prev_hash hashed (hex): sha256 before the head's keyed_from, HMAC-SHA256
   * under the audit key from it on (staff/audit-chain.ts); triggers refuse UPDATE and DELETE.
   */
  row_hash: string;
  /**
   * HMAC-SHA256 (hex) of the request's address under the audit key, chained in row_hash while the
   * address itself (audit_addresses) is deleted after its retention; null when there was none, and
   * for entries before migration 0020.
   */
  address_digest: string | null;
}

/** One row (id 1): the newest audit entry's id and hash, so a deleted newest entry shows. */
export interface AuditChainHeadTable {
  id: number;
  /** Null while the log is empty. */
  last_id: number | null;
  last_hash: string;
  /** The first entry hashed under the audit key (migration 0020); the ones before are sha256. */
  keyed_from: number;
  /** HMAC of last_id, last_hash and keyed_from under the audit key; null before the first keyed entry. */
  head_mac: string | null;
}

/**
 * PostgreSQL: every head the chain has had (id, hash), appended with each entry and shared by all
 * machines; the app's role may only read and insert (pnpm audit:lock-down), triggers refuse the
 * rest. A tail deleted and the head moved back still leaves the newer heads here.
 */
export interface AuditHeadCopyTable {
  id: number;
  hash: string;
  at: string;
}

/**
 * The address each audited request came from, beside (not inside) the chained audit row: it is
 * personal data with a shorter life, deleted by the retention purge without touching the chain.
 */
export interface AuditAddressesTable {
  audit_id: number;
  ip: string;
  /** The audit entry's time (ISO), which the retention purge compares. */
  at: string;
}

/**
 * One row (id 1): the catalogue's version, which triggers on the catalogue tables raise with every
 * write (migration 0010); only they write it. A bigint: the pg driver gives it as a string.
 */
export interface CatalogueVersionTable {
  id: number;
  version: ColumnType<string | number, never, never>;
}

/**
 * Every erasure and retention purge (migration 0013), written with its deletes, so a restore can
 * apply again those its backup predates (backup/reapply.ts).
 */
export interface PrivacyLedgerTable {
  id: Generated<number>;
  /** ISO timestamp (UTC). */
  at: string;
  kind: 'erase' | 'purge';
  /** An erasure's subject as `hmac-sha256:<hex>` (staff/privacy-key.ts); null for a purge. */
  subject_digest: string | null;
  /** A purge's cutoff (ISO): leads stored before it were deleted; null for an erasure. */
  cutoff: string | null;
}

/** What access_ledger.change records (staff/access-ledger.ts). */
export type AccessChangeName =
  | 'disabled'
  | 'enabled'
  | 'made-agent'
  | 'made-owner'
  | 'password'
  | 'two-factor'
  | 'recovery-code-used';

/**
 * Every change to who may sign in (migration 0020), written with the change and holding no
 * secret, so a restore can apply again those its backup predates (backup/reapply.ts).
 */
export interface AccessLedgerTable {
  id: Generated<number>;
  /** Random (UUID): the entry's name in every database and journal it is copied to. */
  entry_id: string;
  /** ISO timestamp (UTC). */
  at: string;
  staff_email: string;
  change: AccessChangeName;
  /** sha256 (hex) of the recovery code a 'recovery-code-used' entry used; else null. */
  code_hash: string | null;
}

/**
 * One remote's version over one minute (migration 0019): the page views the browsers reported
 * and the pages the render server rendered with it, and how many of each failed for it. Counts
 * only: nothing names a visitor.
 */
export interface ReleaseHealthTable {
  /** A remote's key in /remotes.json, e.g. blog. */
  remote: string;
  version: string;
  /** ISO time of the minute's start (2026-11-28T13:05:00.000Z). */
  minute: string;
  page_views: ColumnType<number, number | undefined, number>;
  slot_failures: ColumnType<number, number | undefined, number>;
  renders: ColumnType<number, number | undefined, number>;
  render_failures: ColumnType<number, number | undefined, number>;
}

export interface Database {
  destinations: DestinationsTable;
  packages: PackagesTable;
  itinerary_days: ItineraryDaysTable;
  blogs: BlogsTable;
  faqs: FaqsTable;
  leads: LeadsTable;
  slug_redirects: SlugRedirectsTable;
  site_documents: SiteDocumentsTable;
  photo_files: PhotoFilesTable;
  photos: PhotosTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  audit_chain_head: AuditChainHeadTable;
  audit_addresses: AuditAddressesTable;
  audit_head_copy: AuditHeadCopyTable;
  lead_outbox: LeadOutboxTable;
  catalogue_version: CatalogueVersionTable;
  privacy_ledger: PrivacyLedgerTable;
  access_ledger: AccessLedgerTable;
  release_health: ReleaseHealthTable;
}

export type NewDestination = Insertable<DestinationsTable>;
export type NewPackage = Insertable<PackagesTable>;
export type NewItineraryDay = Insertable<ItineraryDaysTable>;
export type NewBlog = Insertable<BlogsTable>;
export type Lead = Selectable<LeadsTable>;
