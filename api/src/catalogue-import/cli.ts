/**
 * `pnpm catalogue:import`: migrates the database, imports the catalogue into it and prints what
 * changed. The database is the API's: DATABASE_URL (PostgreSQL, DATABASE_SCHEMA optional), else
 * SQLITE_FILE, else api/data/ghumakkad.sqlite. Leads are never touched.
 */
import path from 'node:path';
import { databaseConfig } from '../config';
import type { DatabaseConfig } from '../db/connect';
import { openDatabase } from '../open-database';
import { prepareDatabase } from '../prepare-database';
import { launchCatalogue } from './launch-catalogue';
import { describeReport } from './report';

function describeTarget(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  const url = new URL(config.url);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}${config.schema ? ` (schema ${config.schema})` : ''}`;
}

async function main(): Promise<void> {
  const env = { ...process.env };
  // Run through pnpm from the repository root, a relative SQLITE_FILE means the caller's folder.
  if (env.SQLITE_FILE && env.INIT_CWD && !path.isAbsolute(env.SQLITE_FILE)) {
    env.SQLITE_FILE = path.resolve(env.INIT_CWD, env.SQLITE_FILE);
  }
  const config = databaseConfig(env, process.argv[1] ?? __filename);
  const started = performance.now();
  const catalogue = launchCatalogue();
  const database = openDatabase(config);
  try {
    const report = await prepareDatabase(database, catalogue);
    console.log(`Catalogue import into ${describeTarget(config)}`);
    console.log(describeReport(report));
    const total = Math.round(performance.now() - started);
    console.log(`total with loading and migrations: ${total} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Catalogue import failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
