/** What every migration file shares. */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from './connect';

// Migrations see the database as it was when they were written, not today's typed schema.
export type UntypedDb = Kysely<unknown>;

/** An auto-numbered integer primary key, spelled the way each dialect wants it. */
export function primaryKey(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'sqlite'
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Makes writes to a catalogue table added after migration 0010 raise the catalogue's version the
 * way 0010's tables do: a row trigger per event on SQLite, one statement trigger on PostgreSQL
 * calling 0010's function. The table also belongs in CATALOGUE_TABLES (catalogue-writes.ts).
 */
export async function raiseCatalogueVersionOn(
  db: UntypedDb,
  dialect: DialectName,
  table: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create trigger ${sql.id(`${table}_catalogue_version`)}
      before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalogue_version_raise()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`${table}_catalogue_version_${event}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update catalogue_version
          set version = max(version + 1, cast((julianday('now') - 2440587.5) * 86400000 as integer))
          where id = 1;
      end`.execute(db);
  }
}
