/**
 * Brings a database up to date on start: schema migrations first (given what they need from the
 * domain code, which the data layer does not import), then the catalogue import.
 */
import type { Migrator } from 'kysely';
import { encodeMonths } from './catalogue/package-months';
import {
  CatalogueError,
  importCatalogue,
  launchCatalogue,
  type Catalogue,
  type ImportReport,
} from './catalogue-import';
import { ContentError, launchContent } from './content-files';
import { formatProblem } from './content-files/problems';
import type { AppDatabase } from './db/connect';
import { migrateWith, migratorWith } from './db/migrate';
import type { MigrationNeeds } from './db/migrations';
import { SanitiseRichTextPlugin } from './db/rich-text';
import { newLeadReference } from './leads/lead-reference';
import { GENESIS_HASH, auditRowHash } from './staff/audit-chain';

/** What the migrations take from the domain code above the data layer. */
const MIGRATION_NEEDS: MigrationNeeds = {
  launchPackageMonths: () =>
    launchContent().packages.map(({ slug, months }) => ({ slug, months: encodeMonths(months) })),
  newLeadReference,
  auditChain: { genesisHash: GENESIS_HASH, rowHash: auditRowHash },
};

export function migrateToLatest(database: AppDatabase): Promise<void> {
  return migrateWith(database, MIGRATION_NEEDS);
}

/** Kysely's migrator over our migrations, for this database (the start-up run, migration tests). */
export function migratorFor(database: Pick<AppDatabase, 'db' | 'dialect' | 'schema'>): Migrator {
  return migratorWith(database, MIGRATION_NEEDS);
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
