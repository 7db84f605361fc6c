/**
 * The audit log: who did what to which leads, when, and from which address. Details never hold a
 * visitor's data. Entries are append-only (triggers refuse UPDATE and DELETE) and hash-chained
 * (audit-chain.ts); the address lives beside its entry in audit_addresses, so the retention purge
 * can delete it without breaking the chain.
 */
import type { Kysely } from 'kysely';
import type { AuditEntry, StaffAuditPage } from '@tour/shared/contracts';
import type { AuditAction, Database } from '../db/schema';
import { auditRowHash } from './audit-chain';

export interface AuditRecord {
  /** Null for the system and the command line. */
  staffId: number | null;
  action: AuditAction;
  /** The one lead the entry is about: it shows in that lead's history. */
  leadId?: number | null;
  /** Every lead the action touched (listed, exported, erased…); leadId alone when left out. */
  leadIds?: readonly number[];
  /** The request's address; null or left out for the system and the command line. */
  ip?: string | null;
  detail: string;
}

/**
 * Appends one entry to the chain, in the caller's transaction when given one (so the entry
 * commits or rolls back with what it records), else in one of its own.
 */
export async function recordAudit(
  db: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  if (db.isTransaction) {
    await appendEntry(db, record, now);
    return;
  }
  await db.transaction().execute((trx) => appendEntry(trx, record, now));
}

async function appendEntry(trx: Kysely<Database>, record: AuditRecord, now: Date): Promise<void> {
  // A write to the head row first: PostgreSQL then holds that row's lock, and SQLite its write
  // lock, until the transaction ends, so appenders take turns and each links to the entry the
  // one before it wrote: the chain never forks. (SQLite has no SELECT … FOR UPDATE.)
  const locked = await trx
    .updateTable('audit_chain_head')
    .set((eb) => ({ last_id: eb.ref('last_id') }))
    .where('id', '=', 1)
    .executeTakeFirst();
  const head = await trx
    .selectFrom('audit_chain_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1 || !head) {
    throw new Error('The audit chain head (audit_chain_head, id 1) is missing');
  }

  // Ids follow the head, not a sequence: gapless, and taken under the lock above.
  const entry = {
    id: (head.last_id ?? 0) + 1,
    at: now.toISOString(),
    staff_id: record.staffId,
    action: record.action,
    lead_id: record.leadId ?? null,
    lead_ids: JSON.stringify(
      record.leadIds ??
        (record.leadId !== undefined && record.leadId !== null ? [record.leadId] : []),
    ),
    detail: record.detail,
    prev_hash: head.last_hash,
  };
  const rowHash = auditRowHash(entry);
  await trx
    .insertInto('audit_log')
    .values({ ...entry, row_hash: rowHash })
    .execute();
  if (record.ip) {
    await trx
      .insertInto('audit_addresses')
      .values({ audit_id: entry.id, ip: record.ip, at: entry.at })
      .execute();
  }
  await trx
    .updateTable('audit_chain_head')
    .set({ last_id: entry.id, last_hash: rowHash })
    .where('id', '=', 1)
    .execute();
}

export interface AuditQuery {
  leadId?: number;
  /** Entries older than this id (the previous page's cursor). */
  beforeId?: number;
  limit: number;
}

export type AuditPage = StaffAuditPage;

/** The stored JSON array of lead ids; anything else reads as none. */
function parseLeadIds(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Newest first; the cursor is the id of the last entry given. */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  let select = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .leftJoin('audit_addresses', 'audit_addresses.audit_id', 'audit_log.id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'staff.email as actor',
      'audit_log.action',
      'audit_log.lead_id',
      'audit_log.lead_ids',
      'audit_addresses.ip',
      'audit_log.detail',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(query.limit + 1);
  if (query.leadId !== undefined) select = select.where('audit_log.lead_id', '=', query.leadId);
  if (query.beforeId !== undefined) select = select.where('audit_log.id', '<', query.beforeId);
  const rows = await select.execute();
  const page = rows.slice(0, query.limit);
  const entries = page.map((row): AuditEntry => ({
    id: row.id,
    at: row.at,
    actor: row.actor ?? null,
    action: row.action,
    leadId: row.lead_id,
    leadIds: parseLeadIds(row.lead_ids),
    ip: row.ip ?? null,
    detail: row.detail,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}
