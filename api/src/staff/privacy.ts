/**
 * The visitor's rights under India's DPDP Act: everything held about one person (by email or
 * phone), its erasure, and the retention purge of old leads. Erasures and purges are audited
 * with counts and a hash, never the erased data.
 */
import { sql, type SqlBool } from 'kysely';
import {
  toE164Phone,
  type StaffErasure,
  type StaffSubject,
  type StaffSubjectRecords,
} from '@tour/shared/contracts';
import type { AppDatabase } from '../db/connect';
import { recordAudit } from './audit';
import { fullLeads, hasLeadOutbox, outboxRows } from './lead-queries';
import { sha256Hex } from './tokens';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

export type Subject = StaffSubject;

/** The subject as stored: a lower-cased address, or a phone in E.164 when it reads as one. */
export function normaliseSubject(subject: Subject): Subject {
  if ('email' in subject) return { email: subject.email.trim().toLowerCase() };
  const phone = subject.phone.trim();
  return { phone: toE164Phone(phone) ?? phone };
}

/** A stand-in for the subject in the audit log: enough to match a later request, not to read. */
export function subjectDigest(subject: Subject): string {
  const normalised = normaliseSubject(subject);
  const text = 'email' in normalised ? `email:${normalised.email}` : `phone:${normalised.phone}`;
  return `sha256:${sha256Hex(text).slice(0, 16)}`;
}

/** The ids of the subject's leads. */
export async function subjectLeadIds({ db, dialect }: Db, subject: Subject): Promise<number[]> {
  const normalised = normaliseSubject(subject);
  const [key, value] =
    'email' in normalised ? ['email', normalised.email] : ['phone', normalised.phone];
  const field =
    dialect === 'sqlite'
      ? sql<string | null>`json_extract(payload, ${sql.lit(`$.${key}`)})`
      : sql<string | null>`(payload::jsonb ->> ${sql.lit(key)})`;
  const matches =
    key === 'email' ? sql<SqlBool>`lower(${field}) = ${value}` : sql<SqlBool>`${field} = ${value}`;
  const rows = await db.selectFrom('leads').select('id').where(matches).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function subjectRecords(database: Db, subject: Subject): Promise<StaffSubjectRecords> {
  const ids = await subjectLeadIds(database, subject);
  return { leads: await fullLeads(database, ids), outbox: await outboxRows(database, ids) };
}

export type Erasure = StaffErasure;

/** Deletes the leads and outbox rows, then the audit row, in one transaction. */
async function deleteLeads(
  database: Db,
  ids: number[],
  audit: (counts: Erasure) => { staffId: number | null; action: 'erase' | 'purge'; detail: string },
): Promise<Erasure> {
  const withOutbox = await hasLeadOutbox(database);
  return database.db.transaction().execute(async (trx) => {
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
    const counts = { leads, outbox };
    await recordAudit(trx, audit(counts));
    return counts;
  });
}

export async function eraseSubject(
  database: Db,
  subject: Subject,
  staffId: number,
): Promise<Erasure> {
  const ids = await subjectLeadIds(database, subject);
  const kind = 'email' in subject ? 'email' : 'phone';
  return deleteLeads(database, ids, (counts) => ({
    staffId,
    action: 'erase',
    detail: `erased ${counts.leads} leads and ${counts.outbox} notifications of the subject with ${kind} ${subjectDigest(subject)}`,
  }));
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

/** Deletes leads stored more than `days` days ago, audited as the system. */
export async function purgeOldLeads(database: Db, days: number, now = new Date()): Promise<Purge> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await database.db
    .selectFrom('leads')
    .select('id')
    .where('created_at', '<', cutoff)
    .execute();
  const counts = await deleteLeads(
    database,
    rows.map((row) => row.id),
    (done) => ({
      staffId: null,
      action: 'purge',
      detail: `purged ${done.leads} leads (and ${done.outbox} notifications) stored before ${cutoff}, older than ${days} days`,
    }),
  );
  // Sessions that ran out are of no use to anyone either.
  await database.db
    .deleteFrom('staff_sessions')
    .where('expires_at', '<=', now.toISOString())
    .execute();
  return { ...counts, cutoff };
}
