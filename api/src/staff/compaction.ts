/**
 * After personal data is deleted (an erasure, a retention purge) the bytes must go as well as the
 * rows. SQLite: every connection runs with `secure_delete` (db/connect.ts), so freed cells are
 * zeroed as they are freed; VACUUM then rebuilds the file without free pages, and a TRUNCATE
 * checkpoint empties the WAL, whose older frames still hold the rows as they were written.
 * PostgreSQL: an erasure rewrites the touched tables (VACUUM FULL), a sweep vacuums them
 * (compactPostgres says why; what neither reaches, such as WAL archives and replicas, is in
 * api/README.md).
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

const isBusy = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
};

/**
 * How long VACUUM and the checkpoint wait for other processes' locks. better-sqlite3 waits
 * synchronously, holding the whole API process still, so this is kept short: a step that does
 * not get its turn is left to the next sweep instead.
 */
const COMPACTION_BUSY_TIMEOUT_MS = 250;

async function compactSqlite(db: Kysely<Database>): Promise<CompactionOutcome> {
  // One connection for the steps, so no other query runs under the shorter timeout meanwhile.
  return db.connection().execute(async (connection) => {
    const { rows: current } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(
      connection,
    );
    const usual = Number(current[0]?.timeout ?? 0);
    await sql.raw(`pragma busy_timeout = ${COMPACTION_BUSY_TIMEOUT_MS}`).execute(connection);
    try {
      try {
        await sql`vacuum`.execute(connection);
      } catch (error) {
        // Another process writing: leave it to the next sweep.
        if (isBusy(error)) return 'pending';
        throw error;
      }
      // busy = 1: a reader of another process still uses older frames, so the WAL was not
      // emptied and may still hold the deleted rows as they were written.
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(
        connection,
      );
      return Number(rows[0]?.busy ?? 0) === 0 ? 'done' : 'pending';
    } finally {
      await sql.raw(`pragma busy_timeout = ${usual}`).execute(connection);
    }
  });
}

/** How long VACUUM FULL waits for its table lock before leaving the rewrite to the next sweep. */
const REWRITE_LOCK_TIMEOUT = '2s';

const isLockTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

/**
 * PostgreSQL. A plain VACUUM removes the dead row versions, but when it defragments a page the
 * bytes of a removed row can stay in the page's free space until a later insert overwrites them
 * (the suite reads them there with pageinspect). VACUUM FULL writes the table and its indexes
 * into new files with the live rows only, and drops the old files: the erased rows are in none of
 * the database's pages. It locks the table meanwhile (seconds at most for tables of leads), so
 * it waits for that lock only briefly: another session holding the table leaves it pending.
 */
async function compactPostgres(
  db: Kysely<Database>,
  tables: readonly CompactedTable[],
  rewrite: boolean,
): Promise<CompactionOutcome> {
  const list = sql.join([...new Set(tables)].map((table) => sql.table(table)));
  const horizonPassed = await waitForOlderTransactions(db);
  const done = horizonPassed ? 'done' : 'pending';
  if (!rewrite) {
    // On the pool, outside any transaction (VACUUM cannot run inside one). A role that does not
    // own a table gets a warning and that table is skipped; VACUUM does not fail for it.
    await sql`vacuum ${list}`.execute(db);
    return done;
  }
  return db.connection().execute(async (connection) => {
    await sql.raw(`set lock_timeout = '${REWRITE_LOCK_TIMEOUT}'`).execute(connection);
    try {
      await sql`vacuum full ${list}`.execute(connection);
      return done;
    } catch (error) {
      if (isLockTimeout(error)) return 'pending';
      throw error;
    } finally {
      await sql`reset lock_timeout`.execute(connection);
    }
  });
}

/** How long a compaction waits for the transactions older than the deletion to end. */
const OLDER_TRANSACTIONS_WAIT_MS = 10_000;

/**
 * Neither VACUUM removes (nor VACUUM FULL leaves behind) a deleted row version that a transaction
 * older than the deletion might still see: waits until no other client session of this database
 * runs one (or holds a snapshot from before now). False when they outlast the wait: the
 * compaction then stays pending for the next sweep. A role without pg_read_all_stats sees only
 * its own sessions here, and then waits for those alone.
 */
async function waitForOlderTransactions(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ horizon: string }>`
    select (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text as horizon`.execute(
    db,
  );
  const horizon = rows[0]?.horizon ?? '0';
  const deadline = Date.now() + OLDER_TRANSACTIONS_WAIT_MS;
  for (;;) {
    const { rows: older } = await sql<{ count: string | number }>`
      select count(*) as count from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
        and pid <> pg_backend_pid()
        and (age(backend_xmin) > age(${horizon}::xid) or age(backend_xid) > age(${horizon}::xid))`.execute(
      db,
    );
    if (Number(older[0]?.count ?? 0) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface CompactionOptions {
  /**
   * PostgreSQL: rewrite the tables (VACUUM FULL), as an erasure does, rather than only vacuum
   * them, as a routine sweep does. A sweep finishing a pending compaction rewrites too.
   */
  rewrite: boolean;
}

/**
 * Removes what is left of deleted rows from the database's files: the whole SQLite file, or the
 * given PostgreSQL tables. Says 'pending' (and marks the database for the next sweep) when
 * another process kept it from finishing.
 */
export async function compactAfterDeletion(
  database: Db,
  tables: readonly CompactedTable[],
  { rewrite }: CompactionOptions,
): Promise<CompactionOutcome> {
  const { db, dialect } = database;
  let outcome: CompactionOutcome;
  try {
    outcome =
      dialect === 'sqlite'
        ? await compactSqlite(db)
        : await compactPostgres(db, tables, rewrite || unfinished.has(db));
  } catch (error) {
    unfinished.add(db);
    throw error;
  }
  if (outcome === 'pending') unfinished.add(db);
  else unfinished.delete(db);
  return outcome;
}
