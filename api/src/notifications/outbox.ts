/**
 * The lead outbox's queries: each row is a lead's notification on one channel, or (lead_id null,
 * migration 0014) a webhook event that is not a lead. A worker claims due rows by moving their next_attempt_at past a
 * lease and counting the attempt, in one conditional UPDATE: on PostgreSQL the rows are picked
 * with FOR UPDATE SKIP LOCKED, so two API processes never claim the same row at once; on SQLite
 * the statement holds the write lock. A worker that dies mid-delivery leaves the row to be claimed
 * again when the lease ends (delivery is at least once).
 */
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/connect';
import type { Database, LeadKind, OutboxChannel } from '../db/schema';

export interface ClaimedRow {
  id: number;
  /** Null for an event row. */
  leadId: number | null;
  /** An event row's event; null for a lead's row. */
  event: StoredWebhookEvent | null;
  channel: OutboxChannel;
  /** Including the attempt just claimed. */
  attempts: number;
  /** The Standard Webhooks message id: the same for every attempt. */
  messageId: string;
  createdAt: string;
}

/** Webhook events that are not a new lead; only the erasure so far. */
export interface WebhookEvent {
  type: 'subject.erased';
  data: Record<string, unknown>;
}

/** An event as read back from the outbox: its type is whatever the row holds. */
export interface StoredWebhookEvent {
  type: string;
  data: unknown;
}

/**
 * Whether webhook events are stored at all: server.ts turns it on when LEAD_WEBHOOK_URL is set.
 * Off, an event has no receiver, so none is kept (an erasure event names the person's digest).
 * One setting per process, like the environment it comes from.
 */
let webhookEventsEnabled = false;

export function enableWebhookEvents(enabled: boolean): void {
  webhookEventsEnabled = enabled;
}

/**
 * Queues an event for the webhook, in the caller's transaction when given one (it then commits or
 * rolls back with the change it reports). Does nothing while no webhook is configured.
 */
export async function enqueueWebhookEvent(
  db: Kysely<Database>,
  event: WebhookEvent,
  now: Date = new Date(),
): Promise<void> {
  if (!webhookEventsEnabled) return;
  const at = now.toISOString();
  await db
    .insertInto('lead_outbox')
    .values({
      lead_id: null,
      channel: 'webhook',
      event_type: event.type,
      event_data: JSON.stringify(event.data),
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      delivered_at: null,
    })
    .execute();
}

/** What a delivery needs to know of the lead. */
export interface OutboxLead {
  id: number;
  reference: string;
  kind: LeadKind;
  createdAt: string;
  payload: unknown;
  subjectToken: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface ClaimOptions {
  channels: OutboxChannel[];
  now: Date;
  leaseMs: number;
  limit: number;
}

export async function claimDue(
  { db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>,
  { channels, now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedRow[]> {
  if (channels.length === 0) return [];
  const nowIso = now.toISOString();
  const due = db
    .selectFrom('lead_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .where('channel', 'in', channels)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  const rows = await db
    .updateTable('lead_outbox')
    .set((eb) => ({
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    // Checked again by the UPDATE itself: a row another worker claimed meanwhile is not due.
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .returning([
      'id',
      'lead_id',
      'channel',
      'attempts',
      'event_type',
      'event_data',
      'message_id',
      'created_at',
    ])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      event:
        row.event_type === null
          ? null
          : { type: row.event_type, data: JSON.parse(row.event_data ?? 'null') as unknown },
      channel: row.channel,
      attempts: row.attempts,
      messageId: row.message_id,
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.id - b.id);
}

export async function loadLeads(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, OutboxLead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select([
      'id',
      'reference',
      'kind',
      'created_at',
      'payload',
      'subject_token',
      'confirmed_at',
      'unsubscribed_at',
    ])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        createdAt: row.created_at,
        payload: JSON.parse(row.payload) as unknown,
        subjectToken: row.subject_token,
        confirmedAt: row.confirmed_at,
        unsubscribedAt: row.unsubscribed_at,
      },
    ]),
  );
}

/** Delivered whoever claimed it last: a success is never undone by a slower failure. */
export async function markDelivered(db: Kysely<Database>, id: number, now: Date) {
  await db
    .updateTable('lead_outbox')
    .set({ status: 'delivered', delivered_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Schedules the next attempt, or dead-letters the row when it has had its attempts. Only if this
 * claim is still the row's latest (a worker whose lease ran out must not reschedule another's).
 */
export async function markFailed(
  db: Kysely<Database>,
  row: ClaimedRow,
  error: string,
  next: { dead: true } | { dead: false; at: Date },
): Promise<void> {
  await db
    .updateTable('lead_outbox')
    .set(
      next.dead
        ? { status: 'dead', last_error: error }
        : { next_attempt_at: next.at.toISOString(), last_error: error },
    )
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .execute();
}

/**
 * Staff's "Send again" on a lead whose notifications were dead-lettered (the receiver was fixed):
 * its dead rows get a fresh set of attempts, due now. Returns how many rows were requeued.
 */
export async function requeueDead(
  db: Kysely<Database>,
  leadId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('lead_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
    .where('lead_id', '=', leadId)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The wait before the attempt after `attempts` failed ones: base × 2^(attempts − 1), capped, then
 * spread by ±25 % so rows that failed together do not retry together (and still capped).
 */
export function retryDelayMs(
  attempts: number,
  { baseMs, capMs }: { baseMs: number; capMs: number },
  random: () => number = Math.random,
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(capMs, exponential * (0.75 + 0.5 * random())));
}
