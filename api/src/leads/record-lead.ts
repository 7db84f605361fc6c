/**
 * Stores a lead durably, once per Idempotency-Key: a replay of the same request gets the first
 * lead's id back, and a different request under a used key is refused.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database, LeadKind } from '../db/schema';

export interface LeadToRecord {
  kind: LeadKind;
  payload: unknown;
  idempotencyKey: string | null;
  requestHash: string;
}

export type RecordOutcome =
  { status: 'created' | 'replayed'; id: number } | { status: 'key-reused-with-other-request' };

export async function recordLead(db: Kysely<Database>, lead: LeadToRecord): Promise<RecordOutcome> {
  if (lead.idempotencyKey !== null) {
    const earlier = await findEarlier(db, lead);
    if (earlier) return earlier;
  }
  try {
    const { id } = await db
      .insertInto('leads')
      .values({
        kind: lead.kind,
        payload: JSON.stringify(lead.payload),
        idempotency_key: lead.idempotencyKey,
        request_hash: lead.requestHash,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { status: 'created', id };
  } catch (error) {
    // Two requests with the same key raced past the lookup; the loser answers like a replay.
    if (lead.idempotencyKey !== null && isUniqueViolation(error)) {
      const earlier = await findEarlier(db, lead);
      if (earlier) return earlier;
    }
    throw error;
  }
}

async function findEarlier(
  db: Kysely<Database>,
  lead: LeadToRecord,
): Promise<RecordOutcome | undefined> {
  const earlier = await db
    .selectFrom('leads')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', lead.idempotencyKey)
    .executeTakeFirst();
  if (!earlier) return undefined;
  return earlier.request_hash === lead.requestHash
    ? { status: 'replayed', id: earlier.id }
    : { status: 'key-reused-with-other-request' };
}
