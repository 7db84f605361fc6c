/**
 * After personal data is deleted (an erasure, a retention purge) the bytes must go as well as the
 * rows. SQLite: every connection runs with `secure_delete` (db/connect.ts), so freed cells are
 * zeroed as they are freed; VACUUM then rebuilds the file without free pages, and a TRUNCATE
 * checkpoint empties the WAL, whose older frames still hold the rows as they were written.
 * PostgreSQL: VACUUM of the touched tables removes their dead row versions and index entries
 * from the pages (what it cannot reach, such as WAL archives and replicas, is in api/README.md).
 *
 * Runs after the deleting transaction committed (VACUUM cannot run inside one). A step another
 * process holds up (SQLITE_BUSY, a checkpoint blocked by a reader) leaves the database marked
 * pending; the next retention sweep (retention-schedule.ts) compacts it again.
 */
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../db/connect';
import type { Database } from '../db/schema';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

/** The tables erasures and purges delete personal data from. */
export type CompactedTable = 'leads' | 'lead_outbox' | 'audit_addresses';

export type CompactionOutcome = 'done' | 'pending';

/** Databases whose last compaction could not finish: the next sweep compacts them again. */
const unfinished = new WeakSet<Kysely<Database>>();

export function compactionPending(database: Db): boolean {
  return unfinished.has(database.db);
}

/** A checkpoint blocked by a reader of another process gets a few short waits. */
const CHECKPOINT_ATTEMPTS = 5;
const CHECKPOINT_WAIT_MS = 100;

const isBusy = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
};

async function compactSqlite(db: Kysely<Database>): Promise<CompactionOutcome> {
  try {
    await sql`vacuum`.execute(db);
  } catch (error) {
    // Another process writing for longer than busy_timeout: leave it to the next sweep.
    if (isBusy(error)) return 'pending';
    throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    // busy = 1: a reader of another process still uses older frames, so the WAL was not emptied.
    if (Number(rows[0]?.busy ?? 0) === 0) return 'done';
    if (attempt === CHECKPOINT_ATTEMPTS) return 'pending';
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_WAIT_MS));
  }
}

/**
 * Removes what is left of deleted rows from the database's files: the whole SQLite file, or the
 * given PostgreSQL tables. Says 'pending' (and marks the database for the next sweep) when
 * another process kept it from finishing.
 */
export async function compactAfterDeletion(
  database: Db,
  tables: readonly CompactedTable[],
): Promise<CompactionOutcome> {
  const { db, dialect } = database;
  let outcome: CompactionOutcome;
  try {
    if (dialect === 'sqlite') {
      outcome = await compactSqlite(db);
    } else {
      // On the pool, outside any transaction. A role that does not own a table gets a warning
      // and that table is skipped; VACUUM does not fail for it.
      await sql`vacuum ${sql.join([...new Set(tables)].map((table) => sql.table(table)))}`.execute(
        db,
      );
      outcome = 'done';
    }
  } catch (error) {
    unfinished.add(db);
    throw error;
  }
  if (outcome === 'pending') unfinished.add(db);
  else unfinished.delete(db);
  return outcome;
}
