/**
 * `pnpm leads:purge`: one retention sweep now, the one the API runs every
 * RETENTION_SWEEP_MINUTES: leads stored more than LEAD_RETENTION_DAYS days ago (730) with their
 * notifications, expired staff sessions, and audit addresses older than
 * AUDIT_ADDRESS_RETENTION_DAYS (180), then the compaction of what they deleted and a SQLite
 * database's pre-restore copies older than PRE_RESTORE_KEEP_DAYS (7); audited as the system. Prints what it deleted.
 */
import path from 'node:path';
import { databaseConfig } from '../config';
import { openCommandDatabase } from './cli-database';
import { describeSweep, loadRetentionSettings, sweepRetention } from './retention-schedule';

async function main(): Promise<void> {
  const entry = process.argv[1] ?? __filename;
  const env = { ...process.env };
  // As openCommandDatabase reads it: a relative SQLITE_FILE means the caller's folder.
  if (env.SQLITE_FILE && env.INIT_CWD && !path.isAbsolute(env.SQLITE_FILE)) {
    env.SQLITE_FILE = path.resolve(env.INIT_CWD, env.SQLITE_FILE);
  }
  const settings = loadRetentionSettings(env, databaseConfig(env, entry));
  const database = await openCommandDatabase(entry);
  try {
    const sweep = await sweepRetention(database, settings);
    console.log(`Retention: ${describeSweep(sweep, settings)}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('leads:purge failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
