/** Brings a database up to date on start: schema migrations first, then the catalogue import. */
import { Migrator, sql } from 'kysely';
import {
  CatalogueError,
  importCatalogue,
  launchCatalogue,
  type Catalogue,
  type ImportReport,
} from '../catalogue-import';
import { ContentError } from '../content-files';
import { formatProblem } from '../content-files/problems';
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

/** Kysely's migrator over our migrations, for this database (the start-up run, migration tests). */
export function migratorFor(database: Pick<AppDatabase, 'db' | 'dialect' | 'schema'>): Migrator {
  return new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    // Pin Kysely's bookkeeping tables to our schema, so a kysely_migration table elsewhere on the
    // search path is never mistaken for ours.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

async function runMigrations(database: AppDatabase): Promise<void> {
  const { error, results } = await migratorFor(database).migrateToLatest();
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

/**
 * Migrates, then imports the catalogue (by default the launch content): a fresh database is
 * filled, an existing one gets what changed, and nothing at all is written when nothing did.
 */
export async function prepareDatabase(
  database: AppDatabase,
  catalogue: Catalogue = launchCatalogue(),
): Promise<ImportReport> {
  await migrateToLatest(database);
  return importSanitised(database, catalogue);
}

function importSanitised(database: AppDatabase, catalogue: Catalogue): Promise<ImportReport> {
  // The import writes through the sanitiser, so its rich text is cleaned before it is stored.
  return importCatalogue(
    { ...database, db: database.db.withPlugin(new SanitiseRichTextPlugin()) },
    catalogue,
  );
}

/** What the API's start made of the content folder. */
export type StartImport =
  | { imported: true; report: ImportReport }
  /** The content has problems (one line each, for an editor): nothing of it was written. */
  | { imported: false; problems: string[] };

/**
 * As prepareDatabase, for the API's start: content with a mistake in it is refused and reported,
 * not thrown, so the API still starts and serves the last catalogue imported whole (and takes
 * leads) instead of taking every page's data and every lead form down over one file. A database
 * it cannot migrate or reach still stops the start.
 */
export async function prepareDatabaseOnStart(
  database: AppDatabase,
  load: () => Catalogue = launchCatalogue,
): Promise<StartImport> {
  await migrateToLatest(database);
  try {
    return { imported: true, report: await importSanitised(database, load()) };
  } catch (error) {
    if (error instanceof ContentError) {
      return { imported: false, problems: error.problems.map(formatProblem) };
    }
    if (error instanceof CatalogueError) return { imported: false, problems: error.problems };
    throw error;
  }
}
