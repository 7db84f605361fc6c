/** Opens the database: a SQLite file by default, PostgreSQL when a postgres:// URL is given. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { CatalogueVersion } from './catalogue-version';
import { CatalogueWriteWatcher } from './catalogue-writes';
import type { Database } from './schema';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Use this schema instead of the user's default one (tests isolate their runs this way). */
      schema?: string;
    };

export type DialectName = DatabaseConfig['kind'];

/** The key of the privacy digests and the ledger's mirror file, as staff/privacy-key.ts reads them. */
export interface PrivacySettings {
  /** The HMAC key of the digests. */
  key: Buffer;
  /** Where the key came from, for the start-up log: PRIVACY_HASH_KEY, or the key file's path. */
  keySource: string;
  /**
   * PRIVACY_LEDGER_FILE: an append-only copy of the privacy ledger outside the database (JSON
   * lines), read by a restore as well; null when unset.
   */
  ledgerFile: string | null;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema tables live in, when not the default. */
  schema?: string;
  /**
   * The catalogue's version (catalogue-version.ts): changes at once with every catalogue write
   * made through `db`, and with anyone's once the database's counter is next read.
   */
  catalogueVersion(): string;
  /** Reads the database's counter now, then gives the version. */
  refreshCatalogueVersion(): Promise<string>;
  /** Re-reads the counter every second until close: the API does; one-shot tools need not. */
  followCatalogueVersion(): void;
  /**
   * The key of the privacy digests and the ledger's mirror file, from whoever opened the database
   * (open-database.ts reads them on first use, so a database opened for other work makes no key
   * file).
   */
  privacy(): PrivacySettings;
  close(): Promise<void>;
}

/** What both dialects add to their Kysely instance. */
function appDatabase(
  db: Kysely<Database>,
  writes: CatalogueWriteWatcher,
): Omit<AppDatabase, 'dialect' | 'schema' | 'privacy'> {
  const version = new CatalogueVersion(db, writes);
  return {
    db,
    catalogueVersion: () => version.current,
    refreshCatalogueVersion: () => version.refresh(),
    followCatalogueVersion: () => version.follow(),
    close: async () => {
      version.stop();
      await db.destroy();
    },
  };
}

/**
 * Connects to the database `config` names; `privacy` gives its privacy settings when asked for
 * (the data layer does not know where they come from).
 */
export function connectDatabase(
  config: DatabaseConfig,
  privacy: () => PrivacySettings,
): AppDatabase {
  const database =
    config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, config.schema);
  return { ...database, privacy };
}

function openSqlite(file: string): Omit<AppDatabase, 'privacy'> {
  // The database holds visitors' personal data: only the API's own user may read it. A folder
  // made here is private too; an existing one (it may be shared, such as /tmp) keeps its mode.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  restrictToOwner(file);
  const connection = new SqliteDatabase(file);
  // WAL lets readers run during a write; FULL makes a committed lead survive a power cut.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // Deleted rows are zeroed in the file, not merely marked free: an erased person must not stay
  // readable in freed space (staff/compaction.ts then vacuums the freed pages away).
  connection.pragma('secure_delete = ON');
  const writes = new CatalogueWriteWatcher();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
    plugins: [writes],
  });
  return { ...appDatabase(db, writes), dialect: 'sqlite' };
}

/**
 * Creates the database file as 0600 if it is new, and narrows an existing one and its WAL files;
 * SQLite gives the -wal and -shm files it creates the database file's mode. An in-memory database
 * (tests) has no file.
 */
function restrictToOwner(file: string): void {
  if (file === ':memory:') return;
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  }
}

function openPostgres(url: string, schema: string | undefined): Omit<AppDatabase, 'privacy'> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  }
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const writes = new CatalogueWriteWatcher();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return { ...appDatabase(db, writes), dialect: 'postgres', ...(schema ? { schema } : {}) };
}
