/**
 * A restore must not bring back what was erased or purged after its backup was taken. Before the
 * live database is replaced, its privacy ledger is read (plus PRIVACY_LEDGER_FILE, when set);
 * every entry the restored database's own ledger lacks is applied to it again, in one
 * transaction: the leads whose email or phone has an erased digest are deleted, so are the leads
 * older than the latest purge cutoff, and the entries are added to the restored ledger (keeping
 * their time), audited as the system.
 *
 * The limit: entries are found only where they survive. If the live database is lost and no
 * ledger file was kept, erasures made after the newest backup cannot be applied again.
 */
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { recordAudit } from '../staff/audit';
import { compactAfterDeletion } from '../staff/compaction';
import { hasLeadOutbox } from '../staff/lead-queries';
import {
  deleteLeadRows,
  eraseLeadsAndMentions,
  expiredLeadIds,
  leadIdsWithDigests,
  recordLedgerEntry,
  serialiseLeadDeletions,
  type LedgerEntry,
} from '../staff/privacy';
import { BackupError } from './files';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

async function hasLedger({ db, dialect }: Db): Promise<boolean> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ present: number }>`
          select count(*) as present from sqlite_master
          where type = 'table' and name = 'privacy_ledger'`.execute(db)
      : await sql<{ present: number }>`
          select (to_regclass('privacy_ledger') is not null)::int as present`.execute(db);
  return Number(rows[0]?.present ?? 0) > 0;
}

/** The database's ledger, oldest first; empty for a database older than migration 0013. */
export async function readLedger(database: Db): Promise<LedgerEntry[]> {
  if (!(await hasLedger(database))) return [];
  const rows = await database.db
    .selectFrom('privacy_ledger')
    .select(['at', 'kind', 'subject_digest', 'cutoff'])
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => toEntry(row.at, row.kind, row.subject_digest, row.cutoff) ?? []);
}

function toEntry(
  at: unknown,
  kind: unknown,
  subjectDigest: unknown,
  cutoff: unknown,
): LedgerEntry | null {
  if (typeof at !== 'string') return null;
  if (kind === 'erase' && typeof subjectDigest === 'string') {
    return { at, kind, subjectDigest, cutoff: null };
  }
  if (kind === 'purge' && typeof cutoff === 'string') {
    return { at, kind, subjectDigest: null, cutoff };
  }
  return null;
}

export interface LedgerFile {
  entries: LedgerEntry[];
  /** Lines that are not an entry (say, one cut short by a crash), left out. */
  unreadable: number;
}

/** PRIVACY_LEDGER_FILE's entries; none when the file does not exist yet. */
export function readLedgerFile(file: string): LedgerFile {
  if (!fs.existsSync(file)) return { entries: [], unreadable: 0 };
  const entries: LedgerEntry[] = [];
  let unreadable = 0;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let entry: LedgerEntry | null = null;
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      entry = toEntry(parsed.at, parsed.kind, parsed.subjectDigest, parsed.cutoff);
    } catch {
      entry = null;
    }
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return { entries, unreadable };
}

const identity = (entry: LedgerEntry) =>
  `${entry.kind}\n${entry.at}\n${entry.subjectDigest ?? ''}\n${entry.cutoff ?? ''}`;

/** The candidates the restored ledger does not hold, each once, oldest first. */
export function missingEntries(
  candidates: readonly LedgerEntry[],
  restored: readonly LedgerEntry[],
): LedgerEntry[] {
  const seen = new Set(restored.map(identity));
  const missing: LedgerEntry[] = [];
  for (const entry of candidates) {
    const key = identity(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    missing.push(entry);
  }
  return missing.sort((a, b) => a.at.localeCompare(b.at));
}

export interface Reapplication {
  /** The ledger entries applied again (and added to the restored ledger). */
  entries: LedgerEntry[];
  /** Leads (and their notifications) deleted because their person was erased. */
  erased: { leads: number; outbox: number };
  /** Leads (and their notifications) deleted as older than the latest purge cutoff. */
  purged: { leads: number; outbox: number };
}

export const NOTHING_REAPPLIED: Reapplication = {
  entries: [],
  erased: { leads: 0, outbox: 0 },
  purged: { leads: 0, outbox: 0 },
};

export interface ReapplyOptions {
  /** Erasures and purges recorded elsewhere: the replaced database's ledger, the ledger file. */
  candidates: readonly LedgerEntry[];
  /** The privacy key the erasures' digests were made with; asked for only when there are some. */
  privacyKey: () => Buffer;
  /** Brings the restored database's schema up to date; called only when there is work to do. */
  migrate: () => Promise<void>;
}

/** Applies to the restored database the entries its ledger lacks. */
export async function reapplyLedger(
  database: Db,
  { candidates, privacyKey, migrate }: ReapplyOptions,
): Promise<Reapplication> {
  const entries = missingEntries(candidates, await readLedger(database));
  if (entries.length === 0) return NOTHING_REAPPLIED;
  await migrate();
  const { db, dialect } = database;
  const digests = new Set(entries.flatMap((entry) => entry.subjectDigest ?? []));
  const erasedIds =
    digests.size > 0 ? await leadIdsWithDigests(database, privacyKey(), digests) : [];
  const cutoffs = entries.flatMap((entry) => entry.cutoff ?? []).sort();
  const latestCutoff = cutoffs.at(-1);
  const erasedSet = new Set(erasedIds);
  const purgedIds = latestCutoff
    ? (await expiredLeadIds(db, latestCutoff)).filter((id) => !erasedSet.has(id))
    : [];
  const withOutbox = await hasLeadOutbox(database);
  const reapplied = await db.transaction().execute(async (trx) => {
    await serialiseLeadDeletions(trx, dialect);
    for (const entry of entries) await recordLedgerEntry(trx, entry);
    // As the erasure did: the staff notes naming the erased people are struck out again.
    const done = await eraseLeadsAndMentions(trx, dialect, erasedIds, withOutbox);
    const erased = { leads: done.leads, outbox: done.outbox };
    const purged = await deleteLeadRows(trx, purgedIds, withOutbox);
    await auditReapplication(trx, entries, erasedIds, erased, purged, latestCutoff);
    return { entries, erased, purged };
  });
  // The restored database must not keep the re-erased rows in its free space either.
  await compactAfterDeletion(database, ['leads', 'lead_outbox'], { rewrite: true });
  return reapplied;
}

async function auditReapplication(
  trx: Kysely<Database>,
  entries: readonly LedgerEntry[],
  erasedIds: number[],
  erased: Reapplication['erased'],
  purged: Reapplication['purged'],
  latestCutoff: string | undefined,
): Promise<void> {
  const erasures = entries.filter((entry) => entry.kind === 'erase').length;
  if (erasures > 0) {
    await recordAudit(trx, {
      staffId: null,
      action: 'erase',
      leadIds: erasedIds,
      detail: `after a restore, applied again ${erasures} erasures recorded after the backup: erased ${erased.leads} leads and ${erased.outbox} notifications`,
    });
  }
  if (latestCutoff) {
    await recordAudit(trx, {
      staffId: null,
      action: 'purge',
      detail: `after a restore, applied again the purges recorded after the backup: purged ${purged.leads} leads (and ${purged.outbox} notifications) stored before ${latestCutoff}`,
    });
  }
}

/** What the restore prints. */
export function describeReapplication(reapplication: Reapplication): string {
  const { entries, erased, purged } = reapplication;
  if (entries.length === 0) {
    return 'No erasure or purge was recorded after this backup was taken.';
  }
  const erasures = entries.filter((entry) => entry.kind === 'erase').length;
  return (
    `Applied again ${erasures} erasures and ${entries.length - erasures} purges recorded after ` +
    `the backup was taken: erased ${erased.leads} leads (${erased.outbox} notifications), ` +
    `purged ${purged.leads} leads (${purged.outbox} notifications).`
  );
}

/**
 * The message for a PostgreSQL restore whose re-application failed after pg_restore succeeded:
 * the entries, so that they can be applied by restoring again with them in PRIVACY_LEDGER_FILE.
 */
export function reapplicationFailure(entries: readonly LedgerEntry[], cause: unknown): BackupError {
  const lines = entries.map((entry) => JSON.stringify(entry)).join('\n');
  return new BackupError(
    `The backup was restored, but the erasures and purges recorded after it could not be applied ` +
      `again (${cause instanceof Error ? cause.message : String(cause)}). Do not start the API yet: ` +
      `save these lines to a file, set PRIVACY_LEDGER_FILE to it and restore the same backup again.\n${lines}`,
    { cause },
  );
}
