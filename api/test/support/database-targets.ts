/** Throwaway databases for the suite: a temp SQLite file, or a fresh PostgreSQL schema. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../../src/db/connect';

export interface TestDatabaseTarget {
  config: DatabaseConfig;
  cleanup(): Promise<void>;
}

export async function createSqliteTarget(): Promise<TestDatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-api-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'test.sqlite') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function createPostgresTarget(url: string): Promise<TestDatabaseTarget> {
  const schema = `api_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  return {
    config: { kind: 'postgres', url, schema },
    cleanup: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      // The audit chain's head copy of the schema (src/staff/audit-chain.ts) is a file in api/data.
      const database = decodeURIComponent(new URL(url).pathname.slice(1));
      const headCopy = `audit-head.${database}.${schema}.log`;
      fs.rmSync(path.resolve(__dirname, '../../data', headCopy), { force: true });
    },
  };
}

export type ProbeResult = { reachable: true } | { reachable: false; reason: string };

/**
 * Where CI runs (`CI` set, as .ci/run and CI services set it), a suite that needs a service it
 * cannot have is a failure: skipped, the run would pass without it. Elsewhere the caller skips
 * the suite and says why.
 */
export function requiredInCi(what: string, reason: string): void {
  if (process.env.CI) {
    throw new Error(`${what} cannot run (${reason}), and CI is set: it must run there, not skip`);
  }
}

/**
 * Jest collects tests synchronously, so the reachability check runs in a child process we can
 * wait for before deciding whether to define the PostgreSQL suite. Unreachable with CI set, the
 * test file fails (requiredInCi).
 */
export function probePostgres(url: string): ProbeResult {
  const result = probeOnce(url);
  if (!result.reachable) {
    requiredInCi(`A PostgreSQL suite`, `${redactUrl(url)} is unreachable: ${result.reason}`);
  }
  return result;
}

function probeOnce(url: string): ProbeResult {
  const script = `
    const { Client } = require(${JSON.stringify(require.resolve('pg'))});
    const client = new Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query('select 1')).then(() => client.end()).then(
      () => process.exit(0),
      (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); },
    );`;
  try {
    execFileSync(process.execPath, ['-e', script], {
      env: { ...process.env, PROBE_URL: url },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 10_000,
    });
    return { reachable: true };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reachable: false, reason: stderr || (error as Error).message };
  }
}

/** The URL without its password, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
