/**
 * The audit log: who did what to which leads, when, and from which address. Details never hold a
 * visitor's data. Entries are append-only (triggers refuse UPDATE and DELETE) and chained under
 * a key kept outside the database (audit-chain.ts); the address lives beside its entry in
 * audit_addresses, so the retention purge can delete it, and its keyed digest in the entry, so a
 * changed address shows.
 */
import type { Kysely } from 'kysely';
import type { AuditEntry, StaffAuditPage } from '@tour/shared/contracts';
import type { AuditAction, Database } from '../db/schema';
import {
  auditAddressDigest,
  auditChainSettings,
  auditHeadMac,
  keyedRowHash,
  readHeadCopy,
  appendHeadLine,
  witnessHead,
  type AuditChainSettings,
} from './audit-chain';

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
  const settings = await auditChainSettings(db, { create: true });
  if (db.isTransaction) {
    await appendEntry(db, settings, record, now);
    return;
  }
  const appended = await db.transaction().execute((trx) => appendEntry(trx, settings, record, now));
  // Committed now, so the head copy may name it. An entry in a caller's transaction, which may
  // still roll back, is named by none: the next entry named chains it (its prev_hash), and on
  // PostgreSQL audit_head_copy has it, committed with it.
  witnessHead(settings.headLog, appended.id, appended.hash, now);
}

async function appendEntry(
  trx: Kysely<Database>,
  settings: AuditChainSettings,
  record: AuditRecord,
  now: Date,
): Promise<{ id: number; hash: string }> {
  const { key } = settings;
  if (key === null) throw new Error(`The audit key is missing (${settings.keySource})`);
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
    .select(['last_id', 'last_hash', 'keyed_from'])
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
    address_digest: record.ip ? auditAddressDigest(key, record.ip) : null,
  };
  const rowHash = keyedRowHash(key, entry);
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
  const newHead = { last_id: entry.id, last_hash: rowHash, keyed_from: head.keyed_from };
  await trx
    .updateTable('audit_chain_head')
    .set({ last_id: entry.id, last_hash: rowHash, head_mac: auditHeadMac(key, newHead) })
    .where('id', '=', 1)
    .execute();
  if (settings.dialect === 'postgres') {
    await trx
      .insertInto('audit_head_copy')
      .values({ id: entry.id, hash: rowHash, at: entry.at })
      .execute();
  }
  return { id: entry.id, hash: rowHash };
}

export interface RestoreInAuditLog {
  /** The newest entry the restored log shares with the head copy; null when none. */
  keptTo: number | null;
  /** The newest entry the head copy had named before; null when it named none. */
  previousHead: number | null;
  /** Whether entries of the previous log are gone (the head copy now records the rollback). */
  rolledBack: boolean;
}

/**
 * For a restore, on the restored database once it is in place: when the head copy names entries
 * this log lacks (or holds otherwise), it records the rollback to the newest entry both share, so
 * `pnpm audit:verify` reports it as a recorded restore rather than as damage; then the log gets an
 * entry saying what the restore took away.
 */
export async function recordRestoreInAuditLog(
  db: Kysely<Database>,
  now = new Date(),
): Promise<RestoreInAuditLog> {
  const settings = await auditChainSettings(db, { create: true });
  const copy = readHeadCopy(settings.headLog);
  const named = [...copy.heads.keys()].sort((a, b) => b - a);
  const previousHead = named[0] ?? null;
  let kept: { id: number; hash: string } | null = null;
  for (let first = 0; first < named.length && kept === null; first += 500) {
    const ids = named.slice(first, first + 500);
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'row_hash'])
      .where('id', 'in', ids)
      .execute();
    const stored = new Map(rows.map((row) => [row.id, row.row_hash]));
    const shared = ids.find((id) => stored.get(id) === copy.heads.get(id));
    if (shared !== undefined) kept = { id: shared, hash: stored.get(shared)! };
  }
  const keptTo = kept?.id ?? null;
  const rolledBack = previousHead !== null && previousHead !== keptTo;
  if (rolledBack && settings.headLog !== null) {
    appendHeadLine(settings.headLog, {
      rollback: { to: keptTo, hash: kept?.hash ?? '', from: previousHead },
      at: now.toISOString(),
    });
  }
  const gone = rolledBack
    ? `entries ${(keptTo ?? 0) + 1} to ${previousHead} of the previous log are gone`
    : 'no entry of the previous log is gone';
  await recordAudit(
    db,
    { staffId: null, action: 'change', detail: `restored from a backup: ${gone}` },
    now,
  );
  return { keptTo, previousHead, rolledBack };
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
