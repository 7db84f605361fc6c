/**
 * The database a staff command works on: the API's own (DATABASE_URL for PostgreSQL, with
 * DATABASE_SCHEMA optional; else SQLITE_FILE; else api/data/ghumakkad.sqlite), migrated first.
 */
import path from 'node:path';
import { databaseConfig } from '../config';
import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';

export async function openCommandDatabase(entryScript: string): Promise<AppDatabase> {
  const env = { ...process.env };
  // Run through pnpm from the repository root, a relative SQLITE_FILE means the caller's folder.
  if (env.SQLITE_FILE && env.INIT_CWD && !path.isAbsolute(env.SQLITE_FILE)) {
    env.SQLITE_FILE = path.resolve(env.INIT_CWD, env.SQLITE_FILE);
  }
  const database = openDatabase(databaseConfig(env, entryScript));
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
