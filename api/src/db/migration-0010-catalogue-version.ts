/**
 * The catalogue's version, kept by the database itself (db/catalogue-version.ts reads it): a
 * one-row table whose counter triggers on every catalogue table raise with each insert, update and
 * delete, whoever writes: the catalogue import's own process, raw SQL, any API process. The raise
 * happens in the writer's transaction, so the new count becomes visible together with the rows it
 * counts, never before them.
 *
 * Each raise makes it at least the current time in milliseconds: a database made anew, or restored
 * from a backup, then counts on from now instead of going again through numbers an earlier database
 * gave out for other content (the render server may still hold pages under them).
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import type { UntypedDb } from './migration-tools';

/** CATALOGUE_TABLES of catalogue-writes.ts as they were when 0010 shipped, frozen here with it. */
const TABLES = ['destinations', 'packages', 'itinerary_days', 'faqs', 'blogs', 'slug_redirects'];

export function catalogueVersion(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) =>
          c
            .primaryKey()
            .notNull()
            .check(sql`id = 1`),
        )
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into catalogue_version (id, version) values (1, ${Date.now()})`.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

/** SQLite has row triggers only: a statement writing n rows raises the counter n times. */
async function sqliteTriggers(db: UntypedDb): Promise<void> {
  // julianday rather than unixepoch(), which SQLite builds before 3.38 (an old sqlite3 shell
  // writing to the file) would not know, failing the write.
  const raise = sql`update catalogue_version
    set version = max(version + 1, cast((julianday('now') - 2440587.5) * 86400000 as integer))
    where id = 1;`;
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_catalogue_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin ${raise} end`.execute(db);
    }
  }
}

/**
 * One raise per statement. BEFORE the statement: the writer locks the counter's row before any
 * catalogue row, so two transactions writing the catalogue queue on that row instead of each
 * holding rows the other waits for (a deadlock). The function keeps the search_path it was
 * created under, so a writer whose own path differs still raises this schema's counter.
 */
async function postgresTriggers(db: UntypedDb): Promise<void> {
  await sql`create function catalogue_version_raise() returns trigger language plpgsql
    set search_path from current
    as $$
    begin
      update catalogue_version
        set version = greatest(version + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
        where id = 1;
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.id(`${table}_catalogue_version`)}
      before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalogue_version_raise()`.execute(db);
  }
}
