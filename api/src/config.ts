/** Reads the API's settings from the environment, with the documented defaults. */
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from './db/connect';

export interface AppConfig {
  port: number;
  host: string;
  authCode: string;
  database: DatabaseConfig;
  /** Exact allowed origins, or null for "any http://localhost or http://127.0.0.1 port". */
  corsOrigins: string[] | null;
  logLevel: string;
}

export const DEFAULT_AUTH_CODE = 'ghumakkad-public';
const DEFAULT_PORT = 4000;

/**
 * The api package folder, found by walking up from the entry script (src/server.ts under tsx,
 * dist/server.js when bundled), so the default database lands in api/data whatever the cwd is.
 */
export function findApiPackageDir(entryScript: string): string {
  let dir = path.dirname(path.resolve(entryScript));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && readPackageName(manifest) === 'api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No api package.json above ${entryScript}`);
    dir = parent;
  }
}

function readPackageName(manifestPath: string): unknown {
  return (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { name?: unknown }).name;
}

export function loadConfig(env: NodeJS.ProcessEnv, entryScript: string): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    authCode: env.AUTH_CODE || DEFAULT_AUTH_CODE,
    database: databaseConfig(env, entryScript),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function databaseConfig(env: NodeJS.ProcessEnv, entryScript: string): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url) {
    // Fail loudly rather than quietly falling back to SQLite on a mistyped URL.
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    return { kind: 'postgres', url };
  }
  // An explicit SQLITE_FILE is taken relative to the cwd, like any command-line path.
  const file = env.SQLITE_FILE
    ? path.resolve(env.SQLITE_FILE)
    : path.join(findApiPackageDir(entryScript), 'data', 'ghumakkad.sqlite');
  return { kind: 'sqlite', file };
}

export function parseOrigins(value: string | undefined): string[] | null {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length > 0 ? origins : null;
}
