/**
 * `pnpm backup [file or folder]` and `pnpm run restore <file>` on the API's database: DATABASE_URL
 * (PostgreSQL, DATABASE_SCHEMA optional), else SQLITE_FILE, else api/data/ghumakkad.sqlite.
 * Backups go to <repository>/backups unless BACKUP_DIR or the argument says otherwise; they are
 * encrypted when BACKUP_ENCRYPTION_KEY is set, and only the newest BACKUP_KEEP (14) of those named
 * by us are kept in their folder. Backups are clean copies (no free pages of deleted rows). A
 * SQLite restore keeps a copy of the replaced database (encrypted with BACKUP_ENCRYPTION_KEY when
 * set) for PRE_RESTORE_KEEP_DAYS (7). A restore applies again the erasures and purges recorded after
 * the backup was taken (reapply.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { databaseConfig, findApiPackageDir } from '../config';
import type { DatabaseConfig } from '../db/connect';
import { restoreBackup, takeBackup } from './backup';
import { parseBackupEncryptionKey } from './encryption';
import {
  BackupError,
  describeDatabase,
  errorMessage,
  formatBytes,
  parseBackupKeep,
  parsePreRestoreKeepDays,
  resolveBackupPath,
} from './files';
import { describeReapplication } from './reapply';

const USAGE = 'Usage: backup [file or folder] | restore <backup file>';

function elapsed(started: number): string {
  return `${Math.round(performance.now() - started)} ms`;
}

async function backup(config: DatabaseConfig, argument: string | undefined, cwd: string) {
  const entry = process.argv[1] ?? __filename;
  const encryptionKey = parseBackupEncryptionKey(process.env.BACKUP_ENCRYPTION_KEY);
  const keep = parseBackupKeep(process.env.BACKUP_KEEP);
  const file = resolveBackupPath({
    config,
    argument,
    backupDir: process.env.BACKUP_DIR,
    cwd,
    repoRoot: path.dirname(findApiPackageDir(entry)),
    now: new Date(),
    encrypted: encryptionKey !== null,
  });
  console.log(`Backing up ${describeDatabase(config)} (the API can keep running)`);
  const started = performance.now();
  const result = await takeBackup(config, file, {
    encryptionKey,
    keep,
    preRestoreKeepDays: parsePreRestoreKeepDays(process.env.PRE_RESTORE_KEEP_DAYS),
  });
  console.log(`Backup written: ${result.file}`);
  console.log(
    result.encrypted
      ? 'encrypted with BACKUP_ENCRYPTION_KEY (AES-256-GCM)'
      : 'not encrypted: set BACKUP_ENCRYPTION_KEY to encrypt backups',
  );
  console.log(`size: ${formatBytes(result.bytes)} (${result.bytes} bytes)`);
  console.log(`took: ${elapsed(started)}`);
  for (const old of result.rotated)
    console.log(`Deleted an older backup (BACKUP_KEEP=${keep}): ${old}`);
}

async function restore(config: DatabaseConfig, argument: string | undefined, cwd: string) {
  if (!argument) throw new BackupError(`Name the backup file to restore. ${USAGE}`);
  const file = path.resolve(cwd, argument);
  console.log(`Restoring ${file} into ${describeDatabase(config)}`);
  console.log('The API must be stopped while a restore runs; start it again afterwards.');
  const started = performance.now();
  const result = await restoreBackup(config, file, new Date(), {
    encryptionKey: parseBackupEncryptionKey(process.env.BACKUP_ENCRYPTION_KEY),
    preRestoreKeepDays: parsePreRestoreKeepDays(process.env.PRE_RESTORE_KEEP_DAYS),
  });
  console.log(`Restored ${formatBytes(fs.statSync(file).size)} backup in ${elapsed(started)}`);
  console.log(describeReapplication(result.reapplied));
  for (const entry of result.reapplied.entries) {
    const what =
      entry.kind === 'erase' ? `erasure of ${entry.subjectDigest}` : `purge before ${entry.cutoff}`;
    console.log(`  ${entry.at}  ${what}`);
  }
  if (result.unreadableLedgerLines > 0) {
    console.log(
      `PRIVACY_LEDGER_FILE has ${result.unreadableLedgerLines} unreadable lines; they were left out.`,
    );
  }
  if (result.previous) {
    console.log(
      `A copy of the database it replaced is kept as ${result.previous} ` +
        `(deleted after PRE_RESTORE_KEEP_DAYS, by the next backup, restore or retention sweep)`,
    );
  }
}

async function main(): Promise<void> {
  // pnpm may pass the "--" that separates script arguments through; it is not a file name.
  const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (rest.length > 1) throw new BackupError(`Too many arguments. ${USAGE}`);
  // Run through pnpm, relative paths mean the caller's folder, not the api package.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const env = { ...process.env };
  if (env.SQLITE_FILE && !path.isAbsolute(env.SQLITE_FILE)) {
    env.SQLITE_FILE = path.resolve(cwd, env.SQLITE_FILE);
  }
  const config = databaseConfig(env, process.argv[1] ?? __filename);
  if (command === 'backup') return backup(config, rest[0], cwd);
  if (command === 'restore') return restore(config, rest[0], cwd);
  throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  const label = process.argv[2] === 'restore' ? 'Restore failed' : 'Backup failed';
  console.error(`${label}: ${errorMessage(error)}`);
  if (!(error instanceof BackupError) && error instanceof Error && error.stack) {
    console.error(error.stack);
  }
  process.exitCode = 1;
});
