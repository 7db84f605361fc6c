/**
 * PostgreSQL backups with the client tools: pg_dump's custom format (one consistent snapshot,
 * taken while the API keeps writing) and pg_restore into the configured database and schema.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { decryptedHash, decryptInto, encryptStream } from './encryption';
import { BackupError, createPrivateFile, makePrivateFolder, redactUrl } from './files';

export interface PostgresTarget {
  url: string;
  schema?: string | undefined;
}

const INSTALL_HINT =
  'Install the PostgreSQL client tools, of the same major version as the server or newer ' +
  '(Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq; ' +
  'Windows: the PostgreSQL installer), and make sure they are on PATH.';

/** The full path of a PostgreSQL client tool found on PATH, or a BackupError saying what to install. */
export function findTool(
  name: 'pg_dump' | 'pg_restore',
  env: NodeJS.ProcessEnv = process.env,
): string {
  const extensions =
    process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(';').concat('') : [''];
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const extension of extensions) {
      const candidate = path.join(dir, name + extension);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        if (fs.statSync(candidate).isFile()) return candidate;
      } catch {
        // Not here; keep looking.
      }
    }
  }
  throw new BackupError(`${name} was not found on PATH. ${INSTALL_HINT}`);
}

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a tool to its end. `feed`, when given, writes the tool's standard input; `output`, when
 * given, takes its standard output instead of it being collected.
 */
function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: {
    feed?: (stdin: Writable) => Promise<unknown>;
    output?: (stdout: Readable) => Promise<unknown>;
  } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const streams: Array<Promise<unknown>> = [];
    if (io.output) streams.push(io.output(child.stdout));
    else child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    // The tool may stop reading early (a bad archive); its exit code then tells why.
    child.stdin.on('error', () => undefined);
    if (io.feed) streams.push(io.feed(child.stdin));
    else child.stdin.end();
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    const closed = new Promise<number | null>((done) => child.on('close', done));
    Promise.all([closed, ...streams]).then(
      ([code]) =>
        resolve({
          code,
          stdout: Buffer.concat(stdout).toString('utf8'),
          stderr: Buffer.concat(stderr).toString('utf8').trim(),
        }),
      (error: unknown) => {
        child.kill();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The tools get the URL without its password (command lines are visible to other users) and the
 * password through PGPASSWORD; they never prompt for one.
 */
function connection(target: PostgresTarget): { dbname: string; env: NodeJS.ProcessEnv } {
  if (target.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(target.schema)) {
    throw new BackupError(`Invalid PostgreSQL schema name "${target.schema}"`);
  }
  const url = new URL(target.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function failure(what: string, run: ToolRun, url: string): string {
  const detail = run.stderr || `exit code ${String(run.code)}`;
  return `${what} failed for ${redactUrl(url)}: ${detail}`;
}

export interface PostgresBackupResult {
  file: string;
  bytes: number;
}

/**
 * pg_dump -Fc of the database (only DATABASE_SCHEMA when set) into a new file `destination`.
 * pg_dump is logical: it writes the rows as they are now, never the free space of the tables'
 * pages, so nothing erased is carried over. With `encryptionKey`, its output is encrypted as it
 * streams out (encryption.ts), checked by decrypting it into `pg_restore --list`, and never
 * lands anywhere in plain.
 */
export async function backupPostgres(
  target: PostgresTarget,
  destination: string,
  encryptionKey: Buffer | null = null,
): Promise<PostgresBackupResult> {
  const pgDump = findTool('pg_dump');
  findTool('pg_restore'); // The backup is checked with it; say now if it is missing.
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; choose another backup file name`);
  }
  const { dbname, env } = connection(target);
  makePrivateFolder(path.dirname(destination));
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const dumpArgs = [
    '--format=custom',
    '--no-password',
    ...(target.schema ? [`--schema=${target.schema}`] : []),
    `--dbname=${dbname}`,
  ];
  try {
    if (encryptionKey) {
      let written = '';
      const run = await runTool(pgDump, dumpArgs, env, {
        output: async (stdout) => {
          written = await encryptStream(stdout, partial, encryptionKey);
        },
      });
      if (run.code !== 0) throw new BackupError(failure('pg_dump', run, target.url));
      const read = await validatePostgresBackup(partial, target, encryptionKey);
      if (read !== written) {
        throw new BackupError(`The encrypted backup ${destination} did not read back the same`);
      }
    } else {
      // Made first, 0600: pg_dump truncates it and keeps its mode.
      createPrivateFile(partial);
      const run = await runTool(pgDump, [...dumpArgs, `--file=${partial}`], env);
      if (run.code !== 0) throw new BackupError(failure('pg_dump', run, target.url));
      await validatePostgresBackup(partial, target);
    }
    fs.renameSync(partial, destination);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file: destination, bytes: fs.statSync(destination).size };
}

/**
 * Throws a BackupError unless `file` is a pg_dump archive that `pg_restore --list` can read and
 * that holds a leads table (in DATABASE_SCHEMA when set). An encrypted one (with `encryptionKey`)
 * is decrypted straight into pg_restore; the sha256 of its plaintext is returned then.
 */
export async function validatePostgresBackup(
  file: string,
  target: PostgresTarget,
  encryptionKey: Buffer | null = null,
): Promise<string | null> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`);
  if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  const run = encryptionKey
    ? await runTool(findTool('pg_restore'), ['--list'], process.env, {
        feed: (stdin) =>
          decryptInto(file, encryptionKey, stdin).catch((error: unknown) => {
            // pg_restore --list stops reading after the archive's table of contents.
            if (!isClosedPipe(error)) throw error;
          }),
      })
    : await runTool(findTool('pg_restore'), ['--list', file], process.env);
  if (run.code !== 0) {
    throw new BackupError(`${file} is not a pg_dump backup: ${run.stderr || 'unreadable'}`);
  }
  // Table entries read "<id>; <oid> <oid> TABLE <schema> <name> <owner>".
  const tables = [...run.stdout.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+)/gm)].map(
    ([, schema, name]) => ({ schema, name }),
  );
  const leads = tables.filter((table) => table.name === 'leads');
  if (leads.length === 0) {
    throw new BackupError(`${file} is not a Ghumakkad backup: it has no leads table`);
  }
  if (target.schema && !leads.some((table) => table.schema === target.schema)) {
    const found = [...new Set(leads.map((table) => table.schema))].join(', ');
    throw new BackupError(
      `${file} holds schema ${found}, not the configured DATABASE_SCHEMA ${target.schema}`,
    );
  }
  // The whole plaintext, decrypted once more without being written anywhere.
  return encryptionKey ? decryptedHash(file, encryptionKey) : null;
}

const isClosedPipe = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED';
};

/**
 * pg_restore --clean --if-exists into the configured database: the backup's objects are dropped
 * and recreated in one transaction, so a failed restore leaves the database as it was.
 */
export async function restorePostgres(file: string, target: PostgresTarget): Promise<void> {
  const pgRestore = findTool('pg_restore');
  await validatePostgresBackup(file, target);
  const { dbname, env } = connection(target);
  const run = await runTool(
    pgRestore,
    [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (run.code !== 0) {
    throw new BackupError(`${failure('pg_restore', run, target.url)}. Nothing was changed.`);
  }
}
