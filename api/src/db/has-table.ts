/**
 * Whether a table exists yet: code that reads a table a later migration made (the ledgers, the
 * outbox) asks before it reads, so that it also works on a database a restore has just put back
 * from an older backup, before that database is migrated.
 */
import { sql } from 'kysely';
import type { AppDatabase } from './connect';
import type { Database } from './schema';

export async function hasTable(
  { db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>,
  table: keyof Database,
): Promise<boolean> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ present: number }>`
          select count(*) as present from sqlite_master
          where type = 'table' and name = ${table}`.execute(db)
      : await sql<{ present: number }>`
          select (to_regclass(${table}) is not null)::int as present`.execute(db);
  return Number(rows[0]?.present ?? 0) > 0;
}
