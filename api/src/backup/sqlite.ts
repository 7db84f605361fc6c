/**
 * SQLite backups with `VACUUM INTO`: the copy is one consistent snapshot of the database, WAL
 * included, taken while the API keeps writing, and rebuilt page by page from the live rows, so the
 * source's free pages (what deleted rows left) are never copied. Restores copy a backup in with
 * SQLite's online backup API (better-sqlite3's `db.backup`).
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { decryptedHash, encryptFile } from './encryption';
import {
  BackupError,
  ENCRYPTED_EXTENSION,
  createPrivateFile,
  errorMessage,
  makePrivateFolder,
  preRestoreCopyName,
  utcStamp,
} from './files';

/**
 * Pages per backup step. SQLite restarts a stepwise backup whenever another connection writes
 * between two steps, so under steady writes a small step could start over forever. One step holds
 * a single read snapshot instead; in WAL mode that blocks no writer.
 */
const WHOLE_DATABASE = 0x7fffffff;

/** How long restore waits for the live database before deciding that someone else has it open. */
const IN_USE_TIMEOUT_MS = 1000;

export interface SqliteBackupResult {
  file: string;
  bytes: number;
}

/**
 * Copies the live database at `source` into a new file `destination` (never overwritten). With
 * `encryptionKey`, the clean copy is made in a new private folder (0700) beside the live database,
 * encrypted into `destination`, checked by decrypting it, and the folder removed: a plain copy
 * never reaches the backup folder (which may be a share or synced elsewhere), and the one beside
 * the live database holds nothing that the live file, as private, does not hold already.
 */
export async function backupSqlite(
  source: string,
  destination: string,
  encryptionKey: Buffer | null = null,
): Promise<SqliteBackupResult> {
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}`);
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; choose another backup file name`);
  }
  makePrivateFolder(path.dirname(destination));
  // Written under a temporary name, so an interrupted backup never looks like a finished one.
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (encryptionKey) {
      const folder = fs.mkdtempSync(path.join(path.dirname(source), '.backup-'));
      try {
        const clean = path.join(folder, 'clean.sqlite');
        await cleanCopy(source, clean);
        const written = await encryptFile(clean, partial, encryptionKey);
        if ((await decryptedHash(partial, encryptionKey)) !== written) {
          throw new BackupError(`The encrypted backup ${destination} did not read back the same`);
        }
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    } else {
      await cleanCopy(source, partial);
    }
    fs.renameSync(partial, destination);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file: destination, bytes: fs.statSync(destination).size };
}

/** `VACUUM INTO` a new private file, made one file (no WAL) and validated. */
async function cleanCopy(source: string, destination: string): Promise<void> {
  // Made first, 0600 and empty (VACUUM INTO accepts an empty file): SQLite keeps its mode.
  createPrivateFile(destination);
  vacuumInto(source, destination);
  makeSelfContained(destination);
  validateSqliteBackup(destination);
}

function vacuumInto(source: string, destination: string): void {
  // Read-write, not readonly: a read-only connection cannot always open a WAL database. Only
  // reads are made; the journal mode and every other setting are left as the API set them.
  const connection = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    connection.prepare('vacuum into ?').run(destination);
  } catch (error) {
    throw new BackupError(`Could not copy ${source}: ${errorMessage(error)}`, { cause: error });
  } finally {
    connection.close();
  }
}

async function copyDatabase(source: string, destination: string): Promise<void> {
  const connection = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    await connection.backup(destination, { progress: () => WHOLE_DATABASE });
  } catch (error) {
    throw new BackupError(`Could not copy ${source}: ${errorMessage(error)}`, { cause: error });
  } finally {
    connection.close();
  }
}

/** Rebuilds the file without free pages: what the restore's re-applied erasures deleted goes. */
function vacuumFile(file: string): void {
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    connection.pragma('secure_delete = ON');
    connection.exec('vacuum');
  } finally {
    connection.close();
  }
}

/** The copy keeps the source's WAL flag; switch it to a rollback journal so it is one file. */
function makeSelfContained(file: string): void {
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    connection.pragma('journal_mode = DELETE');
  } finally {
    connection.close();
  }
}

/**
 * Throws a BackupError unless `file` is an intact SQLite database of this application: it opens,
 * `pragma integrity_check` says ok, and it has a leads table. Opens the file read-only.
 */
export function validateSqliteBackup(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`);
  if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  let connection: SqliteDatabase.Database | undefined;
  try {
    connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const rows = connection.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0 || rows.length === 0) {
      throw new BackupError(
        `${file} is damaged (integrity_check: ${problems.slice(0, 3).join('; ')})`,
      );
    }
    const leads = connection
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'")
      .get();
    if (!leads) {
      throw new BackupError(`${file} is not a Ghumakkad backup: it has no leads table`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a SQLite backup: ${errorMessage(error)}`, {
      cause: error,
    });
  } finally {
    connection?.close();
  }
}

export interface SqliteRestoreResult {
  target: string;
  bytes: number;
  /** Where the database that was replaced now is; null when there was none. */
  previous: string | null;
}

/**
 * Replaces the database at `target` with the backup `backupFile`. The backup is validated first,
 * copied next to the target with the backup API, handed to `beforeReplacing` (which may change
 * the copy: the restore applies the privacy ledger there), validated again and renamed over the
 * target; the replaced database is kept as `<target>.before-restore-<UTC stamp>`. Refuses (and
 * changes nothing) while another connection, such as a running API, has the target open.
 */
export async function restoreSqlite(
  backupFile: string,
  target: string,
  now: Date = new Date(),
  beforeReplacing: (copy: string) => Promise<void> = async () => undefined,
): Promise<SqliteRestoreResult> {
  validateSqliteBackup(backupFile);
  if (path.resolve(backupFile) === path.resolve(target)) {
    throw new BackupError(`${backupFile} is the configured database itself`);
  }
  makePrivateFolder(path.dirname(target));
  const stamp = utcStamp(now);
  const temporary = `${target}.restore-${stamp}.tmp`;
  const temporaryFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => temporary + suffix);
  for (const file of temporaryFiles) fs.rmSync(file, { force: true });
  let previous: string | null = null;
  try {
    createPrivateFile(temporary);
    await copyDatabase(backupFile, temporary);
    await beforeReplacing(temporary);
    makeSelfContained(temporary);
    vacuumFile(temporary);
    validateSqliteBackup(temporary);
    if (fs.existsSync(target)) {
      releaseLiveDatabase(target);
      // A clean copy of the replaced database, not the file itself: its free pages (what its
      // erasures and purges deleted) stay behind in the file the rename below unlinks.
      previous = preRestoreCopyName(target, now);
      if (fs.existsSync(previous)) throw new BackupError(`${previous} already exists`);
      createPrivateFile(previous);
      vacuumInto(target, previous);
      makeSelfContained(previous);
    }
    try {
      fs.renameSync(temporary, target);
    } catch (error) {
      if (previous) fs.rmSync(previous, { force: true });
      previous = null;
      throw error;
    }
  } finally {
    for (const file of temporaryFiles) fs.rmSync(file, { force: true });
  }
  return { target, bytes: fs.statSync(target).size, previous };
}

/**
 * Folds the live database's WAL into its main file, so that file alone is the whole database,
 * and proves nobody else has it open: leaving WAL mode needs the only connection to the file.
 * A running API always holds one, and the BUSY answer is the cue to stop.
 */
function releaseLiveDatabase(target: string): void {
  let connection: SqliteDatabase.Database | undefined;
  try {
    connection = new SqliteDatabase(target, { fileMustExist: true, timeout: IN_USE_TIMEOUT_MS });
    const mode = connection.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new Error(`journal mode stayed "${String(mode)}"`);
  } catch (error) {
    const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
    throw new BackupError(
      busy
        ? `${target} is in use by another process (is the API running?). Stop the API, then ` +
            'restore again. Nothing was changed.'
        : `Could not take over ${target}: ${errorMessage(error)}. Nothing was changed.`,
      { cause: error },
    );
  } finally {
    connection?.close();
  }
}

/**
 * Encrypts the pre-restore copy with the backup key into `<copy>.enc` (checked by decrypting it)
 * and deletes the plain copy; returns the file now kept. Without a key the copy stays as it is,
 * readable by its owner only (0600), until purgePreRestoreCopies removes it.
 */
export async function sealPreRestoreCopy(copy: string, key: Buffer | null): Promise<string> {
  if (!key) return copy;
  const sealed = `${copy}${ENCRYPTED_EXTENSION}`;
  const partial = `${sealed}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    const written = await encryptFile(copy, partial, key);
    if ((await decryptedHash(partial, key)) !== written) {
      throw new BackupError(`The encrypted copy ${sealed} did not read back the same`);
    }
    fs.renameSync(partial, sealed);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.rmSync(copy, { force: true });
  return sealed;
}
