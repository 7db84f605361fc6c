/**
 * The visitor's rights under India's DPDP Act: everything held about one person (by email or
 * phone), its erasure, and the retention purges (old leads, old audit addresses). Erasures and
 * purges are audited with counts and a keyed digest, never the erased data, and recorded in the
 * privacy ledger in the same transaction as their deletes, so a restore can apply them again
 * (backup/reapply.ts). An erasure also tells the agency's webhook (subject.erased).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  toE164Phone,
  type StaffErasure,
  type StaffSubject,
  type StaffSubjectRecords,
} from '@tour/shared/contracts';
import type { AppDatabase, DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { enqueueWebhookEvent } from '../notifications/outbox';
import { recordAudit } from './audit';
import { fullLeads, hasLeadOutbox, outboxRows } from './lead-queries';
import type { PrivacySettings } from '../db/connect';
import { compactAfterDeletion } from './compaction';
import { keyedDigest } from './privacy-key';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;
/** What erasures and purges need: the database, with its privacy key and ledger mirror. */
export type PrivacyDb = Pick<AppDatabase, 'db' | 'dialect' | 'privacy'>;

export type Subject = StaffSubject;

/** The subject as stored: a lower-cased address, or a phone in E.164 when it reads as one. */
export function normaliseSubject(subject: Subject): Subject {
  if ('email' in subject) return { email: subject.email.trim().toLowerCase() };
  const phone = subject.phone.trim();
  return { phone: toE164Phone(phone) ?? phone };
}

/**
 * A stand-in for the subject (audit log, ledger, webhook): `hmac-sha256:<hex>` of the normalised
 * email or phone under the privacy key. It recognises the same person again; without the key it
 * cannot be traced back to an address or a number.
 */
export function subjectDigest(key: Buffer, subject: Subject): string {
  const normalised = normaliseSubject(subject);
  const text = 'email' in normalised ? `email:${normalised.email}` : `phone:${normalised.phone}`;
  return keyedDigest(key, text);
}

function payloadField(dialect: DialectName, key: 'email' | 'phone') {
  return dialect === 'sqlite'
    ? sql<string | null>`json_extract(payload, ${sql.lit(`$.${key}`)})`
    : sql<string | null>`(payload::jsonb ->> ${sql.lit(key)})`;
}

interface LeadIdentity {
  id: number;
  reference: string;
  email: string | null;
  phone: string | null;
  name: string | null;
}

function nameField(dialect: DialectName) {
  // The forms name the visitor differently (leads/lead-export.ts); the first present one wins.
  const [name, leadName, fullName] = (['name', 'leadName', 'fullName'] as const).map((key) =>
    dialect === 'sqlite'
      ? sql<string | null>`json_extract(payload, ${sql.lit(`$.${key}`)})`
      : sql<string | null>`(payload::jsonb ->> ${sql.lit(key)})`,
  );
  return sql<string | null>`coalesce(${name}, ${leadName}, ${fullName})`;
}

/** Every email and phone a person gave, normalised as subjects are. */
export interface SubjectIdentifiers {
  emails: Set<string>;
  phones: Set<string>;
}

function identifiersOf(subject: Subject): SubjectIdentifiers {
  const normalised = normaliseSubject(subject);
  return 'email' in normalised
    ? { emails: new Set([normalised.email]), phones: new Set() }
    : { emails: new Set(), phones: new Set([normalised.phone]) };
}

async function leadsMatching(
  db: Kysely<Database>,
  dialect: DialectName,
  { emails, phones }: SubjectIdentifiers,
): Promise<LeadIdentity[]> {
  const matches: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (emails.size > 0) {
    matches.push(
      sql<SqlBool>`lower(${payloadField(dialect, 'email')}) in (${sql.join([...emails])})`,
    );
  }
  if (phones.size > 0) {
    matches.push(sql<SqlBool>`${payloadField(dialect, 'phone')} in (${sql.join([...phones])})`);
  }
  if (matches.length === 0) return [];
  return db
    .selectFrom('leads')
    .select([
      'id',
      'reference',
      payloadField(dialect, 'email').as('email'),
      payloadField(dialect, 'phone').as('phone'),
      nameField(dialect).as('name'),
    ])
    .where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`)
    .orderBy('id')
    .execute();
}

/**
 * The subject's leads, oldest first, and every identifier they gave: the leads with the email or
 * phone asked for, then also those with any other email or phone written on those leads (asked
 * by email, their phone-only booking is theirs too). One step only: a lead found by a shared
 * phone does not bring in the leads of its own, different email.
 */
async function subjectLeads(
  db: Kysely<Database>,
  dialect: DialectName,
  subject: Subject,
): Promise<{ leads: LeadIdentity[]; identifiers: SubjectIdentifiers }> {
  const identifiers = identifiersOf(subject);
  const direct = await leadsMatching(db, dialect, identifiers);
  for (const lead of direct) {
    if (typeof lead.email === 'string' && lead.email.trim() !== '') {
      identifiers.emails.add(lead.email.trim().toLowerCase());
    }
    if (typeof lead.phone === 'string' && lead.phone.trim() !== '') {
      identifiers.phones.add(normalisePhone(lead.phone));
    }
  }
  return { leads: await leadsMatching(db, dialect, identifiers), identifiers };
}

function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return toE164Phone(trimmed) ?? trimmed;
}

/** The ids of the subject's leads (by every identifier they gave). */
export async function subjectLeadIds({ db, dialect }: Db, subject: Subject): Promise<number[]> {
  return (await subjectLeads(db, dialect, subject)).leads.map((lead) => lead.id);
}

/**
 * What is held about the subject: an owner's request, so the histories keep their addresses. The
 * same leads an erasure would delete.
 */
export async function subjectRecords(database: Db, subject: Subject): Promise<StaffSubjectRecords> {
  const ids = await subjectLeadIds(database, subject);
  return {
    leads: await fullLeads(database, ids, 'owner'),
    outbox: await outboxRows(database, ids),
  };
}

const REDACTED = '[erased]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How staff notes may write the person: their emails, their phones (the last ten digits, with
 * any spaces, dashes, dots or brackets between them, so "+91 98111-11111" is found too) and their
 * full names as their leads give them. A single-word name is left alone: it names too many
 * people to strike it from notes about others.
 */
function mentionPatterns(
  identifiers: SubjectIdentifiers,
  names: Iterable<string | null>,
): RegExp[] {
  const patterns: RegExp[] = [];
  for (const email of identifiers.emails) patterns.push(new RegExp(escapeRegExp(email), 'giu'));
  for (const phone of identifiers.phones) {
    const digits = phone.replace(/\D/g, '').slice(-10);
    if (digits.length < 6) continue;
    patterns.push(new RegExp(`(?<!\\d)${[...digits].join('[\\s().-]*')}(?!\\d)`, 'gu'));
  }
  for (const name of names) {
    const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
    if (words.length < 2) continue;
    const body = words.map(escapeRegExp).join('\\s+');
    patterns.push(new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu'));
  }
  return patterns;
}

/**
 * Strikes the person from the staff notes of the remaining leads (notes on someone else's lead
 * that mention them); returns how many notes changed. Reads the notes a page at a time.
 */
async function redactMentions(trx: Kysely<Database>, patterns: readonly RegExp[]): Promise<number> {
  if (patterns.length === 0) return 0;
  let redacted = 0;
  for (let after = 0; ;) {
    const page = await trx
      .selectFrom('leads')
      .select(['id', 'notes'])
      .where('id', '>', after)
      .where('notes', '!=', '')
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const { id, notes } of page) {
      const cleaned = patterns.reduce((text, pattern) => text.replace(pattern, REDACTED), notes);
      if (cleaned === notes) continue;
      await trx.updateTable('leads').set({ notes: cleaned }).where('id', '=', id).execute();
      redacted += 1;
    }
    const last = page.at(-1);
    if (!last || page.length < 1000) return redacted;
    after = last.id;
  }
}

/** What deleting a person's leads did: the counts, and the staff notes that named them. */
export interface LeadErasure extends Erasure {
  notes: number;
}

/**
 * Deletes these leads with their notifications and strikes their people (emails, phones, full
 * names on them, plus `identifiers`) from the notes of the other leads, in the caller's
 * transaction. Used by an erasure and by a restore applying one again (backup/reapply.ts).
 */
export async function eraseLeadsAndMentions(
  trx: Kysely<Database>,
  dialect: DialectName,
  ids: readonly number[],
  withOutbox: boolean,
  identifiers: SubjectIdentifiers = { emails: new Set(), phones: new Set() },
): Promise<LeadErasure> {
  const all: SubjectIdentifiers = {
    emails: new Set(identifiers.emails),
    phones: new Set(identifiers.phones),
  };
  const names: Array<string | null> = [];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const rows = await trx
      .selectFrom('leads')
      .select([
        payloadField(dialect, 'email').as('email'),
        payloadField(dialect, 'phone').as('phone'),
        nameField(dialect).as('name'),
      ])
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) {
      if (typeof row.email === 'string' && row.email.trim() !== '') {
        all.emails.add(row.email.trim().toLowerCase());
      }
      if (typeof row.phone === 'string' && row.phone.trim() !== '') {
        all.phones.add(normalisePhone(row.phone));
      }
      names.push(typeof row.name === 'string' ? row.name : null);
    }
  }
  const counts = await deleteLeadRows(trx, ids, withOutbox);
  const notes = await redactMentions(trx, mentionPatterns(all, names));
  return { ...counts, notes };
}

/**
 * The ids of the leads whose email or phone has one of these digests: how a restore finds the
 * people erased after its backup was taken. Reads the leads a page at a time.
 */
export async function leadIdsWithDigests(
  { db, dialect }: Db,
  key: Buffer,
  digests: ReadonlySet<string>,
): Promise<number[]> {
  const found: number[] = [];
  if (digests.size === 0) return found;
  const matches = (subject: Subject) => digests.has(subjectDigest(key, subject));
  for (let after = 0; ;) {
    const page = await db
      .selectFrom('leads')
      .select([
        'id',
        payloadField(dialect, 'email').as('email'),
        payloadField(dialect, 'phone').as('phone'),
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const lead of page) {
      if (
        (typeof lead.email === 'string' && matches({ email: lead.email })) ||
        (typeof lead.phone === 'string' && matches({ phone: lead.phone }))
      ) {
        found.push(lead.id);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < 1000) return found;
    after = last.id;
  }
}

export type Erasure = StaffErasure;

/** One row of the privacy ledger, as written to the table and to PRIVACY_LEDGER_FILE. */
export type LedgerEntry =
  | { at: string; kind: 'erase'; subjectDigest: string; cutoff: null }
  | { at: string; kind: 'purge'; subjectDigest: null; cutoff: string };

/** Adds the entry to the ledger table, in the transaction of its deletes. */
export async function recordLedgerEntry(trx: Kysely<Database>, entry: LedgerEntry): Promise<void> {
  await trx
    .insertInto('privacy_ledger')
    .values({
      at: entry.at,
      kind: entry.kind,
      subject_digest: entry.subjectDigest,
      cutoff: entry.cutoff,
    })
    .execute();
}

/**
 * Appends the entry to PRIVACY_LEDGER_FILE, when set, as a JSON line written through to the disk.
 * Called last in the transaction of the deletes: if the file cannot be written they roll back
 * rather than go unrecorded there.
 */
function mirrorLedgerEntry(privacy: PrivacySettings, entry: LedgerEntry): void {
  if (!privacy.ledgerFile) return;
  const file = privacy.ledgerFile;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(file, 'a', 0o600);
  try {
    fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Arbitrary constant naming the PostgreSQL advisory lock taken by every deletion of leads. */
const LEAD_DELETION_LOCK_ID = 4_711_013;

/**
 * Makes deletions of leads (erasures, purges, a restore's re-application) take turns. On
 * PostgreSQL they lock one advisory lock until their transaction ends, so two processes purging
 * at once never deadlock over the same rows: the second then finds them gone. On SQLite the
 * transaction's first write holds the database's write lock, which serialises them already.
 */
export async function serialiseLeadDeletions(
  trx: Kysely<Database>,
  dialect: DialectName,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${LEAD_DELETION_LOCK_ID})`.execute(trx);
  }
}

/** Deletes the leads and their outbox rows, in the caller's transaction. */
export async function deleteLeadRows(
  trx: Kysely<Database>,
  ids: readonly number[],
  withOutbox: boolean,
): Promise<Erasure> {
  let outbox = 0;
  let leads = 0;
  // Batches keep each statement's parameter list short (SQLite allows 32,766).
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    if (withOutbox) {
      const result =
        await sql`delete from lead_outbox where lead_id in (${sql.join(batch)})`.execute(trx);
      outbox += Number(result.numAffectedRows ?? 0);
    }
    const deleted = await trx.deleteFrom('leads').where('id', 'in', batch).executeTakeFirst();
    leads += Number(deleted.numDeletedRows);
  }
  return { leads, outbox };
}

/**
 * Erases every lead of the subject with its notifications, in one transaction with: the ledger
 * entry (written even when no lead matches, since a backup may still hold the person), the audit
 * entry (counts, the erased lead ids, the digest, the staff member's address) and the
 * subject.erased webhook event when a webhook is configured.
 */
export async function eraseSubject(
  database: PrivacyDb,
  subject: Subject,
  staffId: number,
  ip?: string | null,
): Promise<Erasure> {
  const { db, dialect } = database;
  const privacy = database.privacy();
  const digest = subjectDigest(privacy.key, subject);
  const kind = 'email' in subject ? 'email' : 'phone';
  const withOutbox = await hasLeadOutbox(database);
  const now = new Date();
  const entry: LedgerEntry = {
    at: now.toISOString(),
    kind: 'erase',
    subjectDigest: digest,
    cutoff: null,
  };
  const counts = await db.transaction().execute(async (trx) => {
    await serialiseLeadDeletions(trx, dialect);
    // A write before the read: on SQLite it takes the write lock, so no lead of the subject can
    // be stored by another process between finding the leads and deleting them.
    await recordLedgerEntry(trx, entry);
    const { leads, identifiers } = await subjectLeads(trx, dialect, subject);
    // Every other email and phone they gave gets an entry of its own, so that a restore finds
    // (by digest) the same leads again, the phone-only booking of a person erased by email too.
    const entries = [entry, ...otherIdentifierEntries(privacy.key, identifiers, digest, entry.at)];
    for (const other of entries.slice(1)) await recordLedgerEntry(trx, other);
    const leadIds = leads.map((lead) => lead.id);
    const erased = await eraseLeadsAndMentions(trx, dialect, leadIds, withOutbox, identifiers);
    const found = identifiers.emails.size + identifiers.phones.size;
    await recordAudit(
      trx,
      {
        staffId,
        action: 'erase',
        leadIds,
        ip: ip ?? null,
        detail:
          `erased ${erased.leads} leads and ${erased.outbox} notifications of the subject with ` +
          `${kind} ${digest} (found by ${found} emails and phones), and struck them from ` +
          `${erased.notes} staff notes`,
      },
      now,
    );
    await enqueueWebhookEvent(
      trx,
      {
        type: 'subject.erased',
        data: {
          subject: digest,
          leadIds,
          references: leads.map((lead) => lead.reference),
          erasedAt: now.toISOString(),
        },
      },
      now,
    );
    for (const written of entries) mirrorLedgerEntry(privacy, written);
    return { leads: erased.leads, outbox: erased.outbox };
  });
  // Committed: now the bytes. A compaction another process holds up, or one that fails, is left
  // to the next retention sweep, which tries again and logs a failure; the erasure stands.
  await compactAfterDeletion(database, ['leads', 'lead_outbox'], { rewrite: true }).catch(
    () => 'pending',
  );
  return counts;
}

/** Ledger entries for the identifiers found besides the one asked for. */
function otherIdentifierEntries(
  key: Buffer,
  identifiers: SubjectIdentifiers,
  askedFor: string,
  at: string,
): LedgerEntry[] {
  const digests = new Set([
    ...[...identifiers.emails].map((email) => subjectDigest(key, { email })),
    ...[...identifiers.phones].map((phone) => subjectDigest(key, { phone })),
  ]);
  digests.delete(askedFor);
  return [...digests].map((subjectDigest) => ({ at, kind: 'erase', subjectDigest, cutoff: null }));
}

export const DEFAULT_RETENTION_DAYS = 730;

export function parseRetentionDays(value: string | undefined): number {
  if (!value) return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`LEAD_RETENTION_DAYS must be a positive whole number, got "${value}"`);
  }
  return days;
}

export interface Purge extends Erasure {
  /** Leads stored before this instant (ISO) were deleted. */
  cutoff: string;
}

/**
 * The leads a purge with this cutoff deletes: those stored before it, except a newsletter
 * subscription that is confirmed and not unsubscribed, which the privacy notice keeps until the
 * subscriber unsubscribes (an unconfirmed or ended one goes like any lead).
 */
export async function expiredLeadIds(db: Kysely<Database>, cutoff: string): Promise<number[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where('created_at', '<', cutoff)
    .where((row) =>
      row.or([
        row('kind', '!=', 'newsletter'),
        row('confirmed_at', 'is', null),
        row('unsubscribed_at', 'is not', null),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Deletes leads stored more than `days` days ago, with the ledger and audit entries (as the
 * system) in the same transaction, and the staff sessions that have run out. A purge that finds
 * nothing to delete (or finds that another process deleted it first) records nothing.
 */
export async function purgeOldLeads(
  database: PrivacyDb,
  days: number,
  now = new Date(),
): Promise<Purge> {
  const { db, dialect } = database;
  const cutoff = daysBefore(now, days);
  const ids = await expiredLeadIds(db, cutoff);
  let counts: Erasure = { leads: 0, outbox: 0 };
  if (ids.length > 0) {
    const privacy = database.privacy();
    const withOutbox = await hasLeadOutbox(database);
    counts = await db.transaction().execute(async (trx) => {
      await serialiseLeadDeletions(trx, dialect);
      const done = await deleteLeadRows(trx, ids, withOutbox);
      if (done.leads === 0) return done;
      await recordAudit(
        trx,
        {
          staffId: null,
          action: 'purge',
          detail: `purged ${done.leads} leads (and ${done.outbox} notifications) stored before ${cutoff}, older than ${days} days`,
        },
        now,
      );
      const entry: LedgerEntry = {
        at: now.toISOString(),
        kind: 'purge',
        subjectDigest: null,
        cutoff,
      };
      await recordLedgerEntry(trx, entry);
      mirrorLedgerEntry(privacy, entry);
      return done;
    });
  }
  // Sessions that ran out, at their absolute end or idle, are of no use to anyone either.
  const at = now.toISOString();
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('idle_expires_at', '<=', at)]))
    .execute();
  return { ...counts, cutoff };
}

export const DEFAULT_AUDIT_ADDRESS_RETENTION_DAYS = 180;

/**
 * Deletes the addresses audited requests came from once older than `days` days. The audit
 * entries stay (they are append-only and chained); only their address goes.
 */
export async function purgeOldAuditAddresses(
  db: Kysely<Database>,
  days: number,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom('audit_addresses')
    .where('at', '<', daysBefore(now, days))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
