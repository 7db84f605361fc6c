/**
 * Stores a lead durably, once per Idempotency-Key: a replay of the same request gets the first
 * lead's id back, a different request under a used key is refused, and a request whose key is
 * still being stored by another request is told to retry (in this process by a set of keys in
 * flight; across PostgreSQL processes by an advisory lock on the key).
 *
 * Every new lead is written in one transaction with its notifications (one lead_outbox row per
 * configured channel, delivered later by src/notifications), so a stored lead always has them and
 * a failed insert leaves none; a replay or duplicate writes nothing. Each lead records the privacy
 * notice it was given, and a newsletter subscription the token of its confirm/unsubscribe links.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import type { Database, LeadKind, OutboxChannel } from '../db/schema';
import { NO_CHANNELS, type ChannelSelector } from '../notifications/channels';
import { newLeadReference } from './lead-reference';

export interface LeadToRecord {
  kind: LeadKind;
  payload: unknown;
  idempotencyKey: string | null;
  requestHash: string;
  /** When set, a second lead with the same value is not stored; the first one's id answers. */
  dedupeKey: string | null;
  /** The privacy notice version the visitor's form showed (one of PRIVACY_NOTICE_VERSIONS). */
  /** As the form sent it; null when it sent none. */
  privacyNoticeVersion: string | null;
}

export type RecordOutcome =
  | { status: 'created' | 'replayed' | 'duplicate'; id: number; reference: string }
  | { status: 'key-reused-with-other-request' }
  | { status: 'key-in-flight' };

export type LeadRecorder = (lead: LeadToRecord) => Promise<RecordOutcome>;

const IN_FLIGHT: RecordOutcome = { status: 'key-in-flight' };

export interface LeadRecorderOptions {
  /** The notifications each new lead gets (default: none). */
  channelsFor?: ChannelSelector;
}

export function createLeadRecorder(
  { db, dialect }: AppDatabase,
  { channelsFor = NO_CHANNELS }: LeadRecorderOptions = {},
): LeadRecorder {
  const keysInFlight = new Set<string>();
  const insert = (trx: Kysely<Database>, lead: LeadToRecord) =>
    insertLead(trx, lead, channelsFor(lead));

  return async (lead) => {
    const key = lead.idempotencyKey;
    if (key === null) return db.transaction().execute((trx) => insert(trx, lead));
    if (keysInFlight.has(key)) return IN_FLIGHT;
    keysInFlight.add(key);
    try {
      return await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres' && !(await tryLockKey(trx, key))) return IN_FLIGHT;
        return (await findEarlier(trx, lead)) ?? (await insert(trx, lead));
      });
    } catch (error) {
      // Another process on the same SQLite file stored this key between our lookup and insert.
      if (isUniqueViolation(error)) {
        const earlier = await findEarlier(db, lead);
        if (earlier) return earlier;
      }
      throw error;
    } finally {
      keysInFlight.delete(key);
    }
  };
}

/** Held until the transaction ends; a second holder is refused at once rather than queued. */
async function tryLockKey(trx: Kysely<Database>, key: string): Promise<boolean> {
  // 64 bits of the key's hash: the advisory lock space is one bigint.
  const lockId = createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${lockId}::bigint) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Runs inside the caller's transaction: the lead and its outbox rows commit together or not at all. */
async function insertLead(
  db: Kysely<Database>,
  lead: LeadToRecord,
  channels: OutboxChannel[],
): Promise<RecordOutcome> {
  const createdAt = new Date().toISOString();
  const inserted = await db
    .insertInto('leads')
    .values({
      kind: lead.kind,
      payload: JSON.stringify(lead.payload),
      idempotency_key: lead.idempotencyKey,
      request_hash: lead.requestHash,
      dedupe_key: lead.dedupeKey,
      created_at: createdAt,
      reference: newLeadReference(),
      privacy_notice_version: lead.privacyNoticeVersion,
      privacy_notice_at: createdAt,
      // 192 random bits: the confirm and unsubscribe links must not be guessable.
      subject_token: lead.kind === 'newsletter' ? randomBytes(24).toString('base64url') : null,
      confirmed_at: null,
      unsubscribed_at: null,
    })
    // Only a dedupe_key clash is absorbed; an idempotency_key clash still throws.
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning(['id', 'reference'])
    .executeTakeFirst();
  if (inserted) {
    if (channels.length > 0) {
      await db
        .insertInto('lead_outbox')
        .values(
          channels.map((channel) => ({
            lead_id: inserted.id,
            channel,
            next_attempt_at: createdAt,
            last_error: null,
            created_at: createdAt,
            delivered_at: null,
          })),
        )
        .execute();
    }
    return { status: 'created', ...inserted };
  }
  const first = await db
    .selectFrom('leads')
    .select(['id', 'reference'])
    .where('dedupe_key', '=', lead.dedupeKey)
    .executeTakeFirstOrThrow();
  return { status: 'duplicate', ...first };
}

async function findEarlier(
  db: Kysely<Database>,
  lead: LeadToRecord,
): Promise<RecordOutcome | undefined> {
  const earlier = await db
    .selectFrom('leads')
    .select(['id', 'reference', 'request_hash'])
    .where('idempotency_key', '=', lead.idempotencyKey)
    .executeTakeFirst();
  if (!earlier) return undefined;
  return earlier.request_hash === lead.requestHash
    ? { status: 'replayed', id: earlier.id, reference: earlier.reference }
    : { status: 'key-reused-with-other-request' };
}
