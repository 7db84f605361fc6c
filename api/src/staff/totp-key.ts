/**
 * The key that seals the staff's TOTP secrets in the database (staff/two-factor.ts, secretBox):
 * STAFF_TOTP_KEY (at least 32 characters), or else a random one generated once into a file,
 * `totp-secret.key` (mode 0600), beside the SQLite database or in api/data for PostgreSQL, as
 * the privacy key is (privacy-key.ts). A copy of the database alone then gives no one the codes.
 *
 * Every process and machine working on one database must use the same key: with several
 * machines on one PostgreSQL, set STAFF_TOTP_KEY alike on each (the file is one machine's).
 * Losing the key loses every second factor: each member then needs `pnpm staff:add
 * --reset-two-factor`.
 */
import { randomBytes } from 'node:crypto';
import { MIN_TOTP_KEY_LENGTH } from '../config';
import type { DatabaseConfig } from '../db/connect';
import { keyFileBeside, readOrCreateKeyFile } from './privacy-key';

export const TOTP_KEY_FILE_NAME = 'totp-secret.key';

export interface TotpKey {
  key: string;
  /** Where it came from, for the start-up log: STAFF_TOTP_KEY, or the key file's path. */
  source: string;
}

/** STAFF_TOTP_KEY when set (configured), else the key file's, made first if there is none. */
export function loadTotpKey(configured: string | null, config: DatabaseConfig): TotpKey {
  if (configured !== null) return { key: configured, source: 'STAFF_TOTP_KEY' };
  if (config.kind === 'sqlite' && config.file === ':memory:') {
    // Gone with the process, like the in-memory database (tests): nothing to keep a key for.
    return { key: processTotpKey(), source: 'a random key of this in-memory database' };
  }
  const file = keyFileBeside(config, TOTP_KEY_FILE_NAME);
  const key = readOrCreateKeyFile(file).trim();
  if (key.length < MIN_TOTP_KEY_LENGTH) {
    throw new Error(
      `${file} must hold a key of at least ${MIN_TOTP_KEY_LENGTH} characters ` +
        '(for example the output of `openssl rand -base64 32`)',
    );
  }
  return { key, source: file };
}

let processKey: string | undefined;
/**
 * A random key of this process: for an app built without a key (tests, the OpenAPI lint), whose
 * database and sessions end with the process. Every app of the process shares it, as they may
 * share a database.
 */
export function processTotpKey(): string {
  processKey ??= randomBytes(32).toString('base64url');
  return processKey;
}
