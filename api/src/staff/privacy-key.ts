/**
 * The secret behind the privacy digests. An erased person is remembered (audit log, privacy
 * ledger, the erasure webhook) only as `hmac-sha256:<hex>` of their normalised email or phone:
 * enough to recognise the same person in a restored backup, useless to anyone without the key.
 * A plain hash would not do: every Indian mobile number can be hashed in minutes, so a copy of
 * the database would name the people who asked to be forgotten.
 *
 * The key is PRIVACY_HASH_KEY (at least 32 characters), or else a random one generated once into
 * a file, `privacy-hash.key` (mode 0600): beside the SQLite database, or in api/data for
 * PostgreSQL. Every process and machine working on one database must use the same key, and it
 * must be kept: a ledger entry is only matched again with the key it was written with.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findApiPackageDir } from '../config';
import type { DatabaseConfig, PrivacySettings } from '../db/connect';

export const MIN_PRIVACY_KEY_LENGTH = 32;
export const PRIVACY_KEY_FILE_NAME = 'privacy-hash.key';

/**
 * The folder of the keys generated for a database: beside its SQLite file (`sqliteFile`), or
 * api/data for PostgreSQL (null).
 */
export function generatedKeyFolder(sqliteFile: string | null): string {
  return sqliteFile !== null
    ? path.dirname(sqliteFile)
    : path.join(findApiPackageDir(__filename), 'data');
}

/** A generated key file's place, named `name`, in the database's key folder. */
export function keyFileBeside(config: DatabaseConfig, name: string): string {
  return path.join(generatedKeyFolder(config.kind === 'sqlite' ? config.file : null), name);
}

/** Where the generated key is kept when PRIVACY_HASH_KEY is not set. */
export function privacyKeyFile(config: DatabaseConfig): string {
  return keyFileBeside(config, PRIVACY_KEY_FILE_NAME);
}

export function loadPrivacySettings(
  env: NodeJS.ProcessEnv,
  config: DatabaseConfig,
): PrivacySettings {
  const ledgerFile = env.PRIVACY_LEDGER_FILE ? path.resolve(env.PRIVACY_LEDGER_FILE) : null;
  const configured = env.PRIVACY_HASH_KEY;
  if (configured !== undefined && configured !== '') {
    return {
      key: parseKey(configured, 'PRIVACY_HASH_KEY'),
      keySource: 'PRIVACY_HASH_KEY',
      ledgerFile,
    };
  }
  if (config.kind === 'sqlite' && config.file === ':memory:') {
    // Gone with the process, like the in-memory database (tests): nothing to keep a key for.
    return {
      key: randomBytes(32),
      keySource: 'a random key of this in-memory database',
      ledgerFile,
    };
  }
  const file = privacyKeyFile(config);
  return { key: parseKey(readOrCreateKeyFile(file), file), keySource: file, ledgerFile };
}

/**
 * The key the API has been using, for a restore matching erasures again: PRIVACY_HASH_KEY, or the
 * key file, which is never made here (a new random key would silently match nobody).
 */
export function existingPrivacyKey(env: NodeJS.ProcessEnv, config: DatabaseConfig): Buffer {
  const configured = env.PRIVACY_HASH_KEY;
  if (configured !== undefined && configured !== '') {
    return parseKey(configured, 'PRIVACY_HASH_KEY');
  }
  const file = privacyKeyFile(config);
  if (!fs.existsSync(file)) {
    throw new Error(
      `Erasures are matched with the privacy key they were recorded with, and there is none: ` +
        `set PRIVACY_HASH_KEY, or put back ${file}`,
    );
  }
  return parseKey(fs.readFileSync(file, 'utf8'), file);
}

/** The key in `text` (trimmed), refused when shorter than MIN_PRIVACY_KEY_LENGTH. */
export function parseKey(text: string, where: string): Buffer {
  const key = text.trim();
  if (key.length < MIN_PRIVACY_KEY_LENGTH) {
    throw new Error(
      `${where} must hold a key of at least ${MIN_PRIVACY_KEY_LENGTH} characters ` +
        '(for example the output of `openssl rand -base64 32`)',
    );
  }
  return Buffer.from(key, 'utf8');
}

/**
 * The key file's text, made first if there is none. Written whole under a temporary name and
 * linked into place, which fails if the file exists: two processes starting together on a new
 * database both end up reading the one key that won.
 */
export function readOrCreateKeyFile(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return fs.readFileSync(file, 'utf8');
}

/** `hmac-sha256:<64 hex digits>` of the text under the key. */
export function keyedDigest(key: Buffer, text: string): string {
  return `hmac-sha256:${createHmac('sha256', key).update(text, 'utf8').digest('hex')}`;
}
