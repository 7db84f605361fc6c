/** Runs the schema's migrations (migrations.ts) on a database, one migrator at a time. */
import { Migrator, sql } from 'kysely';
import type { AppDatabase } from './connect';
import { migrationProvider, type MigrationNeeds } from './migrations';

/** Arbitrary constant naming the PostgreSQL advisory lock that serialises concurrent migrators. */
const MIGRATION_LOCK_ID = 4_711_041;

export async function migrateWith(database: AppDatabase, needs: MigrationNeeds): Promise<void> {
  if (database.dialect === 'sqlite') return runMigrations(database, needs);
  // Kysely locks the migration itself, but creates its bookkeeping tables before that lock; two
  // API processes starting together on a fresh schema would race there. One session lock first.
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await runMigrations({ ...database, db: connection }, needs);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}

/** Kysely's migrator over our migrations, for this database. */
export function migratorWith(
  database: Pick<AppDatabase, 'db' | 'dialect' | 'schema'>,
  needs: MigrationNeeds,
): Migrator {
  return new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect, needs),
    // Pin Kysely's bookkeeping tables to our schema, so a kysely_migration table elsewhere on the
    // search path is never mistaken for ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

async function runMigrations(database: AppDatabase, needs: MigrationNeeds): Promise<void> {
  const { error, results } = await migratorWith(database, needs).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${describe(error)}`, {
      cause: error,
    });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
