/** Opens the database: a SQLite file by default, PostgreSQL when a postgres:// URL is given. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
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
  /** Changes with every catalogue write made through `db` (see catalogue-writes.ts). */
  catalogueVersion(): number;
  close(): Promise<void>;
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
  return {
    db,
    dialect: 'sqlite',
    catalogueVersion: () => writes.version,
    close: () => db.destroy(),
  };
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
  return {
    db,
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    catalogueVersion: () => writes.version,
    close: () => db.destroy(),
  };
}
