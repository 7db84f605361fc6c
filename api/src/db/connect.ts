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
  close(): Promise<void>;
}

/** What both dialects add to their Kysely instance. */
function appDatabase(
  db: Kysely<Database>,
  writes: CatalogueWriteWatcher,
): Omit<AppDatabase, 'dialect' | 'schema'> {
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

export function openDatabase(config: DatabaseConfig): AppDatabase {
  return config.kind === 'sqlite'
    ? openSqlite(config.file)
    : openPostgres(config.url, config.schema);
}

function openSqlite(file: string): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  // WAL lets readers run during a write; FULL makes a committed lead survive a power cut.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const writes = new CatalogueWriteWatcher();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
    plugins: [writes],
  });
  return { ...appDatabase(db, writes), dialect: 'sqlite' };
}

function openPostgres(url: string, schema: string | undefined): AppDatabase {
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
