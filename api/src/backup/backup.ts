/** One entry point per command, whichever database the API is configured with. */
import type { DatabaseConfig } from '../db/connect';
import { backupPostgres, restorePostgres } from './postgres';
import { backupSqlite, restoreSqlite } from './sqlite';

export interface BackupResult {
  file: string;
  bytes: number;
}

export interface RestoreResult {
  /** The replaced SQLite database, kept so the restore can be undone; null for PostgreSQL. */
  previous: string | null;
}

/** Writes a consistent backup of the live database to `destination`; the API may keep running. */
export async function takeBackup(
  config: DatabaseConfig,
  destination: string,
): Promise<BackupResult> {
  return config.kind === 'sqlite'
    ? backupSqlite(config.file, destination)
    : backupPostgres(config, destination);
}

/** Validates `file`, then puts it in place of the configured database. The API must be stopped. */
export async function restoreBackup(
  config: DatabaseConfig,
  file: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  if (config.kind === 'sqlite') {
    const { previous } = await restoreSqlite(file, config.file, now);
    return { previous };
  }
  await restorePostgres(file, config);
  return { previous: null };
}
