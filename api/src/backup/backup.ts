/** One entry point per command, whichever database the API is configured with. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import type { LedgerEntry } from '../staff/privacy';
import { existingPrivacyKey } from '../staff/privacy-key';
import { decryptFile, isEncryptedBackup } from './encryption';
import {
  BackupError,
  DEFAULT_PRE_RESTORE_KEEP_DAYS,
  errorMessage,
  isOwnBackupName,
  purgePreRestoreCopies,
  rotateBackups,
  utcStamp,
} from './files';
import { backupPostgres, restorePostgres } from './postgres';
import {
  NOTHING_REAPPLIED,
  readLedger,
  readLedgerFile,
  reapplicationFailure,
  reapplyLedger,
  type Reapplication,
} from './reapply';
import { backupSqlite, restoreSqlite, sealPreRestoreCopy } from './sqlite';

export interface BackupOptions {
  /** BACKUP_ENCRYPTION_KEY: the backup is written encrypted (encryption.ts) when given. */
  encryptionKey?: Buffer | null;
  /**
   * BACKUP_KEEP: when the backup got one of our own names (written into the backup folder),
   * only the newest this many backups of the database's kind are kept there.
   */
  keep?: number;
  /** PRE_RESTORE_KEEP_DAYS: older pre-restore copies of a SQLite database are deleted. */
  preRestoreKeepDays?: number;
  /** The clock the purge of pre-restore copies goes by. */
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  encrypted: boolean;
  /** Older backups deleted by the rotation. */
  rotated: string[];
}

export interface RestoreOptions {
  /** BACKUP_ENCRYPTION_KEY, needed to restore an encrypted backup. */
  encryptionKey?: Buffer | null;
  /** PRIVACY_LEDGER_FILE, read besides the replaced database's ledger. Default: from the environment. */
  ledgerFile?: string | null;
  /**
   * The privacy key, asked for only when there are erasures to match. Default: PRIVACY_HASH_KEY
   * or the existing key file (never a new one).
   */
  privacyKey?: () => Buffer;
  /** PRE_RESTORE_KEEP_DAYS: older pre-restore copies of a SQLite database are deleted. */
  preRestoreKeepDays?: number;
}

export interface RestoreResult {
  /**
   * A clean copy of the replaced SQLite database, kept so the restore can be undone (encrypted
   * with the backup key when there is one) until PRE_RESTORE_KEEP_DAYS; null for PostgreSQL.
   */
  previous: string | null;
  /** The erasures and purges recorded after the backup, applied to it again. */
  reapplied: Reapplication;
  /** Lines of PRIVACY_LEDGER_FILE that could not be read, left out. */
  unreadableLedgerLines: number;
}

/**
 * Writes a consistent backup of the live database to `destination` (mode 0600); the API may keep
 * running. The copy is clean: SQLite's is rebuilt by VACUUM INTO, PostgreSQL's is pg_dump's
 * logical dump, so neither carries what deleted rows left in free space. Encrypted with
 * `encryptionKey` without a plain copy in the backup folder (sqlite.ts, postgres.ts say how).
 * A SQLite backup also purges the pre-restore copies older than `preRestoreKeepDays`.
 */
export async function takeBackup(
  config: DatabaseConfig,
  destination: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const { encryptionKey = null, keep, now = new Date() } = options;
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; choose another backup file name`);
  }
  if (config.kind === 'sqlite') {
    await backupSqlite(config.file, destination, encryptionKey);
    purgePreRestoreCopies(
      config.file,
      options.preRestoreKeepDays ?? DEFAULT_PRE_RESTORE_KEEP_DAYS,
      now,
    );
  } else {
    await backupPostgres(config, destination, encryptionKey);
  }
  const rotated =
    keep !== undefined && isOwnBackupName(path.basename(destination))
      ? rotateBackups(path.dirname(destination), config, keep)
      : [];
  return {
    file: destination,
    bytes: fs.statSync(destination).size,
    encrypted: encryptionKey !== null,
    rotated,
  };
}

/**
 * Validates `file` (decrypting it first if it is encrypted), then puts it in place of the
 * configured database and applies again the erasures and purges recorded after it was taken.
 * The API must be stopped.
 */
export async function restoreBackup(
  config: DatabaseConfig,
  file: string,
  now: Date = new Date(),
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`);
  if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  const ledgerFile = options.ledgerFile ?? loadLedgerFileSetting();
  const fromFile = ledgerFile ? readLedgerFile(ledgerFile) : { entries: [], unreadable: 0 };
  const privacyKey = options.privacyKey ?? (() => existingPrivacyKey(process.env, config));
  const restore = async (plain: string) =>
    config.kind === 'sqlite'
      ? restoreSqliteWithLedger(config, plain, now, fromFile.entries, privacyKey)
      : restorePostgresWithLedger(config, plain, fromFile.entries, privacyKey);
  const restored = (await isEncryptedBackup(file))
    ? await withDecrypted(config, file, now, options.encryptionKey ?? null, restore)
    : await restore(file);
  if (config.kind === 'sqlite') {
    if (restored.previous) {
      restored.previous = await sealPreRestoreCopy(
        restored.previous,
        options.encryptionKey ?? null,
      );
    }
    purgePreRestoreCopies(
      config.file,
      options.preRestoreKeepDays ?? DEFAULT_PRE_RESTORE_KEEP_DAYS,
      now,
    );
  }
  return { ...restored, unreadableLedgerLines: fromFile.unreadable };
}

function loadLedgerFileSetting(): string | null {
  const file = process.env.PRIVACY_LEDGER_FILE;
  return file ? path.resolve(file) : null;
}

/**
 * Decrypts the backup into a private temporary file (beside the SQLite database, or in a new
 * 0700 folder of the system's temporary folder for PostgreSQL), runs `use` on it, deletes it.
 */
async function withDecrypted<T>(
  config: DatabaseConfig,
  file: string,
  now: Date,
  key: Buffer | null,
  use: (plain: string) => Promise<T>,
): Promise<T> {
  if (!key) {
    throw new BackupError(
      `${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with. Nothing was changed.`,
    );
  }
  const folder =
    config.kind === 'sqlite'
      ? path.dirname(config.file)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-restore-'));
  const plain =
    config.kind === 'sqlite'
      ? `${config.file}.restore-${utcStamp(now)}.decrypted.tmp`
      : path.join(folder, 'backup.pgdump');
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.rmSync(plain, { force: true });
  try {
    try {
      await decryptFile(file, plain, key);
    } catch (error) {
      throw new BackupError(`${errorMessage(error)}. Nothing was changed.`, { cause: error });
    }
    return await use(plain);
  } finally {
    fs.rmSync(plain, { force: true });
    if (config.kind === 'postgres') fs.rmSync(folder, { recursive: true, force: true });
  }
}

type Restored = Omit<RestoreResult, 'unreadableLedgerLines'>;

/**
 * The ledger entries a restore may have to apply again: the replaced database's and the ledger
 * file's. When there are erasures among them, the privacy key is read now, so that a missing key
 * stops the restore before anything changes.
 */
async function candidateEntries(
  config: DatabaseConfig,
  fromFile: LedgerEntry[],
  privacyKey: () => Buffer,
): Promise<{ candidates: LedgerEntry[]; key: () => Buffer }> {
  const candidates = [...(await liveLedger(config)), ...fromFile];
  if (!candidates.some((entry) => entry.kind === 'erase')) return { candidates, key: privacyKey };
  let key: Buffer;
  try {
    key = privacyKey();
  } catch (error) {
    throw new BackupError(`${errorMessage(error)}. Nothing was changed.`, { cause: error });
  }
  return { candidates, key: () => key };
}

/** The ledger of the database about to be replaced; none when there is no database yet. */
async function liveLedger(config: DatabaseConfig): Promise<LedgerEntry[]> {
  if (config.kind === 'sqlite' && !fs.existsSync(config.file)) return [];
  const database = openDatabase(config);
  try {
    return await readLedger(database);
  } catch (error) {
    throw new BackupError(
      `Could not read the privacy ledger of the database being replaced: ${errorMessage(error)}. Nothing was changed.`,
      { cause: error },
    );
  } finally {
    await database.close();
  }
}

/** SQLite: the ledger is applied to the restored copy before it takes the live file's place. */
async function restoreSqliteWithLedger(
  config: Extract<DatabaseConfig, { kind: 'sqlite' }>,
  plain: string,
  now: Date,
  fromFile: LedgerEntry[],
  privacyKey: () => Buffer,
): Promise<Restored> {
  const { candidates, key } = await candidateEntries(config, fromFile, privacyKey);
  let reapplied = NOTHING_REAPPLIED;
  const { previous } = await restoreSqlite(plain, config.file, now, async (copy) => {
    if (candidates.length === 0) return;
    const restored = openDatabase({ kind: 'sqlite', file: copy });
    try {
      reapplied = await reapplyLedger(restored, {
        candidates,
        privacyKey: key,
        migrate: () => migrateToLatest(restored),
      });
    } finally {
      await restored.close();
    }
  });
  return { previous, reapplied };
}

/**
 * PostgreSQL: pg_restore replaces the schema in its own transaction, then the ledger is applied in
 * another. Should that second step fail, the error lists the entries so it can be done again.
 */
async function restorePostgresWithLedger(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  plain: string,
  fromFile: LedgerEntry[],
  privacyKey: () => Buffer,
): Promise<Restored> {
  const { candidates, key } = await candidateEntries(config, fromFile, privacyKey);
  await restorePostgres(plain, config);
  if (candidates.length === 0) return { previous: null, reapplied: NOTHING_REAPPLIED };
  const restored = openDatabase(config);
  try {
    const reapplied = await reapplyLedger(restored, {
      candidates,
      privacyKey: key,
      migrate: () => migrateToLatest(restored),
    });
    return { previous: null, reapplied };
  } catch (error) {
    throw reapplicationFailure(candidates, error);
  } finally {
    await restored.close();
  }
}
