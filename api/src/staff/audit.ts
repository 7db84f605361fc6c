/** The audit log: who did what to which lead, and when. Details never hold a visitor's data. */
import type { Kysely } from 'kysely';
import type { StaffAuditPage } from '@tour/shared/contracts';
import type { AuditAction, Database } from '../db/schema';

export interface AuditRecord {
  /** Null for the system. */
  staffId: number | null;
  action: AuditAction;
  leadId?: number | null;
  detail: string;
}

export async function recordAudit(
  db: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: record.staffId,
      action: record.action,
      lead_id: record.leadId ?? null,
      detail: record.detail,
    })
    .execute();
}

export interface AuditQuery {
  leadId?: number;
  /** Entries older than this id (the previous page's cursor). */
  beforeId?: number;
  limit: number;
}

export type AuditPage = StaffAuditPage;

/** Newest first; the cursor is the id of the last entry given. */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  let select = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'staff.email as actor',
      'audit_log.action',
      'audit_log.lead_id',
      'audit_log.detail',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(query.limit + 1);
  if (query.leadId !== undefined) select = select.where('audit_log.lead_id', '=', query.leadId);
  if (query.beforeId !== undefined) select = select.where('audit_log.id', '<', query.beforeId);
  const rows = await select.execute();
  const page = rows.slice(0, query.limit);
  const entries = page.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor ?? null,
    action: row.action,
    leadId: row.lead_id,
    detail: row.detail,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}
