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

export function defaultBackupName(config: DatabaseConfig, now: Date): string {
  return `ghumakkad-${utcStamp(now)}${backupExtension(config)}`;
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
}

/** The file a backup is written to: the argument, else BACKUP_DIR, else <repo>/backups. */
export function resolveBackupPath(options: BackupPathOptions): string {
  const name = defaultBackupName(options.config, options.now);
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
