/**
 * A PostgreSQL restore runs in two steps: pg_restore replaces the schema in its own transaction,
 * then the re-application (reapply.ts) runs in another. Cut between them (a crash, a lost
 * connection), the live database would be the backup as it was, its sessions and revoked access
 * included, and the entries to apply again would be gone with the database they were read from.
 * So before pg_restore they are written to this journal (JSON, 0600, written whole then renamed
 * into place), removed once the re-application commits. While it is there the API refuses to
 * start, and restoring again applies its entries: the end is the same as an uncut restore.
 *
 * SQLite needs none: the re-application changes the restored copy before it takes the live
 * file's place, so a cut leaves either the old database or the finished restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findApiPackageDir } from '../config';
import type { DatabaseConfig } from '../db/connect';
import { toAccessEntry, type AccessEntry } from '../staff/access-ledger';
import type { LedgerEntry } from '../staff/privacy';
import { BackupError, errorMessage } from './files';
import { toLedgerEntry } from './reapply';

export interface RestoreJournal {
  privacy: LedgerEntry[];
  access: AccessEntry[];
}

const NAME = 'restore-pending.json';

/** Where the journal of a restore into this database is kept: beside SQLite, else api/data. */
export function restoreJournalFile(config: DatabaseConfig): string {
  return config.kind === 'sqlite'
    ? `${config.file}.${NAME}`
    : path.join(findApiPackageDir(__filename), 'data', NAME);
}

/** The journal's entries; null when there is none. Throws a BackupError if it is unreadable. */
export function readRestoreJournal(file: string): RestoreJournal | null {
  if (!fs.existsSync(file)) return null;
  const unreadable = (why: string) =>
    new BackupError(
      `The journal of an interrupted restore, ${file}, cannot be read (${why}). Nothing was changed.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw unreadable(errorMessage(error));
  }
  const { privacy, access } = (parsed ?? {}) as Record<string, unknown>;
  if (!Array.isArray(privacy) || !Array.isArray(access)) throw unreadable('not a journal');
  const privacyEntries = privacy.map(toLedgerEntry);
  const accessEntries = access.map(toAccessEntry);
  if (privacyEntries.includes(null) || accessEntries.includes(null)) {
    throw unreadable('an entry is damaged');
  }
  return {
    privacy: privacyEntries.filter((entry) => entry !== null),
    access: accessEntries.filter((entry) => entry !== null),
  };
}

/** Writes the journal whole (to a temporary name, flushed, then renamed over any older one). */
export function writeRestoreJournal(file: string, journal: RestoreJournal): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(fd, JSON.stringify(journal));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/** For the API's start: refuses while a restore into this database is unfinished. */
export function assertNoInterruptedRestore(
  config: DatabaseConfig,
  file = restoreJournalFile(config),
): void {
  if (fs.existsSync(file)) {
    throw new Error(
      `A restore into this database was interrupted before it applied again the erasures and ` +
        `access changes recorded after its backup (${file} is left). Restore the same backup ` +
        `again with \`pnpm run restore <file>\` before starting the API.`,
    );
  }
}
