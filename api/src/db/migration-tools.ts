/** What every migration file shares. */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
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
