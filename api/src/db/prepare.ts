/** Brings a database up to date on start: schema migrations first, then the first-run seed. */
import { Migrator, sql } from 'kysely';
import { seedIfEmpty } from '../seed';
import type { AppDatabase } from './connect';
import { migrationProvider } from './migrations';
import { SanitiseRichTextPlugin } from './rich-text';

/** Arbitrary constant naming the PostgreSQL advisory lock that serialises concurrent migrators. */
const MIGRATION_LOCK_ID = 4_711_041;

export async function migrateToLatest(database: AppDatabase): Promise<void> {
  if (database.dialect === 'sqlite') return runMigrations(database);
  // Kysely locks the migration itself, but creates its bookkeeping tables before that lock; two
  // API processes starting together on a fresh schema would race there. One session lock first.
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await runMigrations({ ...database, db: connection });
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}

async function runMigrations(database: AppDatabase): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    // Pin Kysely's bookkeeping tables to our schema, so a kysely_migration table elsewhere on the
    // search path is never mistaken for ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
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

export async function prepareDatabase(database: AppDatabase): Promise<void> {
  await migrateToLatest(database);
  // The seed writes through the sanitiser, so its rich text is cleaned before it is stored.
  await seedIfEmpty({ ...database, db: database.db.withPlugin(new SanitiseRichTextPlugin()) });
}
