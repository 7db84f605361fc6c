/** One entry point per command, whichever database the API is configured with. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import type { AccessEntry } from '../staff/access-ledger';
import { readAccessLedger } from '../staff/access-ledger';
import { recordRestoreInAuditLog } from '../staff/audit';
import type { LedgerEntry } from '../staff/privacy';
import { existingPrivacyKey } from '../staff/privacy-key';
import { decryptedHash, decryptFile, encryptFile, isEncryptedBackup } from './encryption';
import { BackupError, errorMessage, isOwnBackupName, rotateBackups, utcStamp } from './files';
import { backupPostgres, restorePostgres } from './postgres';
import {
  readLedger,
  readLedgerFile,
  reapplicationFailure,
  reapplyLedger,
  type Reapplication,
} from './reapply';
import { readRestoreJournal, restoreJournalFile, writeRestoreJournal } from './restore-journal';
import { backupSqlite, restoreSqlite } from './sqlite';

export interface BackupOptions {
  /** BACKUP_ENCRYPTION_KEY: the backup is written encrypted (encryption.ts) when given. */
  encryptionKey?: Buffer | null;
  /**
   * BACKUP_KEEP: when the backup got one of our own names (written into the backup folder),
   * only the newest this many backups of the database's kind are kept there.
   */
  keep?: number;
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
  /** Where a PostgreSQL restore keeps its journal (restore-journal.ts). Default: api/data. */
  journalFile?: string;
}

export interface RestoreResult {
  /** The replaced SQLite database, kept so the restore can be undone; null for PostgreSQL. */
  previous: string | null;
  /**
   * The erasures, purges and access changes recorded after the backup, applied to it again, and
   * the staff sessions ended.
   */
  reapplied: Reapplication;
  /** Lines of PRIVACY_LEDGER_FILE that could not be read, left out. */
  unreadableLedgerLines: number;
}

/**
 * Writes a consistent backup of the live database to `destination` (mode 0600); the API may keep
 * running. Encrypted with `encryptionKey`: the plain copy is made and checked first, encrypted,
 * the encrypted file checked against it by decrypting, and the plain copy deleted.
 */
export async function takeBackup(
  config: DatabaseConfig,
  destination: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const { encryptionKey = null, keep } = options;
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; choose another backup file name`);
  }
  const plain = encryptionKey ? `${destination}.plain` : destination;
  const copy = (target: string) =>
    config.kind === 'sqlite' ? backupSqlite(config.file, target) : backupPostgres(config, target);
  if (encryptionKey) {
    const encrypting = `${destination}.partial`;
    fs.rmSync(encrypting, { force: true });
    try {
      await copy(plain);
      const written = await encryptFile(plain, encrypting, encryptionKey);
      if ((await decryptedHash(encrypting, encryptionKey)) !== written) {
        throw new BackupError(`The encrypted backup ${destination} did not read back the same`);
      }
      fs.renameSync(encrypting, destination);
    } finally {
      fs.rmSync(plain, { force: true });
      fs.rmSync(encrypting, { force: true });
    }
  } else {
    await copy(destination);
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
 * configured database, applies again the erasures, purges and access changes recorded after it
 * was taken, and ends every staff session in it. The API must be stopped.
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
  const journalFile = options.journalFile ?? restoreJournalFile(config);
  // An earlier restore cut short left its entries here; the live database may not have them.
  const journal = readRestoreJournal(journalFile);
  const recorded: Recorded = {
    privacy: [...fromFile.entries, ...(journal?.privacy ?? [])],
    access: journal?.access ?? [],
  };
  const privacyKey = options.privacyKey ?? (() => existingPrivacyKey(process.env, config));
  const restore = async (plain: string) =>
    config.kind === 'sqlite'
      ? restoreSqliteWithLedger(config, plain, now, recorded, privacyKey)
      : restorePostgresWithLedger(config, plain, now, recorded, privacyKey, journalFile);
  const restored = (await isEncryptedBackup(file))
    ? await withDecrypted(config, file, now, options.encryptionKey ?? null, restore)
    : await restore(file);
  await recordRestore(config, now);
  return { ...restored, unreadableLedgerLines: fromFile.unreadable };
}

/**
 * Once the restored database is in place: the audit log says what the restore took away, and its
 * head copy records the rollback, so `pnpm audit:verify` shows it rather than calling it damage.
 */
async function recordRestore(config: DatabaseConfig, now: Date): Promise<void> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    await recordRestoreInAuditLog(database.db, now);
  } finally {
    await database.close();
  }
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

/** Ledger entries recorded outside the restored database. */
interface Recorded {
  privacy: LedgerEntry[];
  access: AccessEntry[];
}

/**
 * The ledger entries a restore may have to apply again: the replaced database's, the ledger
 * file's and an interrupted restore's journal's. When there are erasures among them, the privacy
 * key is read now, so that a missing key stops the restore before anything changes.
 */
async function candidateEntries(
  config: DatabaseConfig,
  elsewhere: Recorded,
  privacyKey: () => Buffer,
): Promise<{ candidates: Recorded; key: () => Buffer }> {
  const live = await liveLedgers(config);
  const candidates = {
    privacy: [...live.privacy, ...elsewhere.privacy],
    access: [...live.access, ...elsewhere.access],
  };
  if (!candidates.privacy.some((entry) => entry.kind === 'erase')) {
    return { candidates, key: privacyKey };
  }
  let key: Buffer;
  try {
    key = privacyKey();
  } catch (error) {
    throw new BackupError(`${errorMessage(error)}. Nothing was changed.`, { cause: error });
  }
  return { candidates, key: () => key };
}

/** The ledgers of the database about to be replaced; none when there is no database yet. */
async function liveLedgers(config: DatabaseConfig): Promise<Recorded> {
  if (config.kind === 'sqlite' && !fs.existsSync(config.file)) return { privacy: [], access: [] };
  const database = openDatabase(config);
  try {
    return { privacy: await readLedger(database), access: await readAccessLedger(database) };
  } catch (error) {
    throw new BackupError(
      `Could not read the ledgers of the database being replaced: ${errorMessage(error)}. Nothing was changed.`,
      { cause: error },
    );
  } finally {
    await database.close();
  }
}

/**
 * SQLite: the ledgers are applied (and the sessions ended) in the restored copy before it takes
 * the live file's place, so no moment exists where the live database lacks them.
 */
async function restoreSqliteWithLedger(
  config: Extract<DatabaseConfig, { kind: 'sqlite' }>,
  plain: string,
  now: Date,
  recorded: Recorded,
  privacyKey: () => Buffer,
): Promise<Restored> {
  const { candidates, key } = await candidateEntries(config, recorded, privacyKey);
  let reapplied: Reapplication | undefined;
  const { previous } = await restoreSqlite(plain, config.file, now, async (copy) => {
    const restored = openDatabase({ kind: 'sqlite', file: copy });
    try {
      reapplied = await reapplyLedger(restored, {
        candidates: candidates.privacy,
        accessCandidates: candidates.access,
        privacyKey: key,
        migrate: () => migrateToLatest(restored),
        now,
      });
    } finally {
      await restored.close();
    }
  });
  if (!reapplied) throw new BackupError('The restored copy was not prepared');
  return { previous, reapplied };
}

/**
 * PostgreSQL: pg_restore replaces the schema in its own transaction, then the ledgers are applied
 * in another. Between the two the entries wait in the journal (restore-journal.ts): should the
 * second step fail or never run, restoring again applies them.
 */
async function restorePostgresWithLedger(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  plain: string,
  now: Date,
  recorded: Recorded,
  privacyKey: () => Buffer,
  journalFile: string,
): Promise<Restored> {
  const { candidates, key } = await candidateEntries(config, recorded, privacyKey);
  // An existing journal stays until a re-application finishes: its restore is still unfinished.
  const hadJournal = fs.existsSync(journalFile);
  writeRestoreJournal(journalFile, candidates);
  try {
    await restorePostgres(plain, config);
  } catch (error) {
    if (!hadJournal) fs.rmSync(journalFile, { force: true });
    throw error;
  }
  const restored = openDatabase(config);
  try {
    const reapplied = await reapplyLedger(restored, {
      candidates: candidates.privacy,
      accessCandidates: candidates.access,
      privacyKey: key,
      migrate: () => migrateToLatest(restored),
      now,
    });
    fs.rmSync(journalFile, { force: true });
    return { previous: null, reapplied };
  } catch (error) {
    throw reapplicationFailure(journalFile, error);
  } finally {
    await restored.close();
  }
}
