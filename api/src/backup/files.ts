/** Where backups go and how they are named, plus the small helpers the backup commands share. */
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../db/connect';

/** A failure the commands report as a plain sentence, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** UTC in ISO basic format, safe in file names on every system: 20250131T094512Z. */
export function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function backupExtension(config: DatabaseConfig): string {
  return config.kind === 'sqlite' ? '.sqlite' : '.pgdump';
}

/** Encrypted backups (encryption.ts) end in this after their usual name. */
export const ENCRYPTED_EXTENSION = '.enc';

export function defaultBackupName(config: DatabaseConfig, now: Date, encrypted = false): string {
  return `ghumakkad-${utcStamp(now)}${backupExtension(config)}${encrypted ? ENCRYPTED_EXTENSION : ''}`;
}

/** The names defaultBackupName gives, and only those: rotation never touches anything else. */
const OWN_BACKUP_NAME = /^ghumakkad-\d{8}T\d{6}Z(\.sqlite|\.pgdump)(\.enc)?$/;

export function isOwnBackupName(name: string): boolean {
  return OWN_BACKUP_NAME.test(name);
}

export const DEFAULT_BACKUP_KEEP = 14;

/** BACKUP_KEEP: how many backups of a database kind rotation keeps in the backup folder. */
export function parseBackupKeep(value: string | undefined): number {
  if (!value) return DEFAULT_BACKUP_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new BackupError(`BACKUP_KEEP must be a positive whole number, got "${value}"`);
  }
  return keep;
}

/**
 * Deletes all but the newest `keep` of our backups of this database kind (SQLite or PostgreSQL,
 * encrypted or not) in `folder`, and returns the deleted files. Newest by the UTC stamp in the
 * name, which sorts as text; files of other names are never touched.
 */
export function rotateBackups(folder: string, config: DatabaseConfig, keep: number): string[] {
  const extension = backupExtension(config);
  const ours = fs
    .readdirSync(folder)
    .filter((name) => {
      const match = OWN_BACKUP_NAME.exec(name);
      return match !== null && match[1] === extension;
    })
    .sort()
    .reverse();
  const deleted = ours.slice(keep).map((name) => path.join(folder, name));
  for (const file of deleted) fs.rmSync(file, { force: true });
  return deleted;
}

/** What a restore keeps of the database it replaced: `<database>.before-restore-<stamp>`. */
export function preRestoreCopyName(databaseFile: string, now: Date): string {
  return `${databaseFile}.before-restore-${utcStamp(now)}`;
}

export const DEFAULT_PRE_RESTORE_KEEP_DAYS = 7;

/** PRE_RESTORE_KEEP_DAYS: how long a restore's copy of the replaced database is kept. */
export function parsePreRestoreKeepDays(value: string | undefined): number {
  if (!value) return DEFAULT_PRE_RESTORE_KEEP_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new BackupError(`PRE_RESTORE_KEEP_DAYS must be a positive whole number, got "${value}"`);
  }
  return days;
}

const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Deletes the pre-restore copies of `databaseFile` (plain or encrypted) made more than
 * `keepDays` days before `now`, by the UTC stamp in their name; returns the deleted files. Run by
 * every backup, every restore and the retention sweep, so a copy of someone erased since does not
 * outlive its purpose (undoing a restore gone wrong).
 */
export function purgePreRestoreCopies(databaseFile: string, keepDays: number, now: Date): string[] {
  const folder = path.dirname(databaseFile);
  if (!fs.existsSync(folder)) return [];
  const prefix = `${path.basename(databaseFile)}.before-restore-`;
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const deleted: string[] = [];
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const stamp = rest.endsWith(ENCRYPTED_EXTENSION)
      ? rest.slice(0, -ENCRYPTED_EXTENSION.length)
      : rest;
    const parts = STAMP.exec(stamp);
    if (!parts) continue;
    const [, year, month, day, hour, minute, second] = parts.map(Number);
    const made = Date.UTC(year!, month! - 1, day, hour, minute, second);
    if (made >= cutoff) continue;
    const file = path.join(folder, name);
    fs.rmSync(file, { force: true });
    deleted.push(file);
  }
  return deleted;
}

export interface BackupPathOptions {
  config: DatabaseConfig;
  /** The path given on the command line, if any: a file, or an existing folder to write into. */
  argument?: string | undefined;
  /** BACKUP_DIR, if set. */
  backupDir?: string | undefined;
  /** Folder relative paths are taken from (the caller's, not pnpm's). */
  cwd: string;
  repoRoot: string;
  now: Date;
  /** Name it as an encrypted backup (BACKUP_ENCRYPTION_KEY is set). */
  encrypted?: boolean;
}

/** The file a backup is written to: the argument, else BACKUP_DIR, else <repo>/backups. */
export function resolveBackupPath(options: BackupPathOptions): string {
  const name = defaultBackupName(options.config, options.now, options.encrypted);
  if (options.argument) {
    const target = path.resolve(options.cwd, options.argument);
    const isFolder =
      /[\\/]$/.test(options.argument) ||
      (fs.existsSync(target) && fs.statSync(target).isDirectory());
    return isFolder ? path.join(target, name) : target;
  }
  const dir = options.backupDir
    ? path.resolve(options.cwd, options.backupDir)
    : path.join(options.repoRoot, 'backups');
  return path.join(dir, name);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Makes the folder, private to this user (0700), if it does not exist; an existing folder keeps
 * its mode (it may be shared).
 */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/** Makes a new, empty file only this user can read (0600), for a tool to write into. */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'wx', 0o600));
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  const schema = config.schema ? ` (schema ${config.schema})` : '';
  return `PostgreSQL ${redactUrl(config.url)}${schema}`;
}

export function errorMessage(error: unknown): string {
  // Not `instanceof Error`: a native module's errors may come from another realm (Jest's VMs).
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
