/** Brings a database up to date on start: schema migrations first, then the first-run seed. */
import { Migrator } from 'kysely';
import { seedIfEmpty } from '../seed';
import type { AppDatabase } from './connect';
import { migrationProvider } from './migrations';

export async function migrateToLatest(database: AppDatabase): Promise<void> {
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
  await seedIfEmpty(database);
}
