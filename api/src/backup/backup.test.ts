import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Pool } from 'pg';
import type { AppDatabase, DatabaseConfig } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import {
  changeStaffAccount,
  findActiveStaff,
  saveStaffAccount,
  startSession,
} from '../staff/accounts';
import { readAccessLedger } from '../staff/access-ledger';
import { sweepRetention } from '../staff/retention-schedule';
import { recordAudit } from '../staff/audit';
import { restoreBackup, takeBackup } from './backup';
import { decryptFile } from './encryption';
import { resolveBackupPath, rotateBackups } from './files';
import { probePostgres, redactUrl, requiredInCi } from '../../test/support/database-targets';
import { findTool, restorePostgres } from './postgres';
import { readLedger } from './reapply';
import { assertNoInterruptedRestore, writeRestoreJournal } from './restore-journal';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

jest.setTimeout(120_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-backup-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function leadRow(n: number, payloadBytes = 64) {
  return {
    kind: 'enquiry' as const,
    payload: JSON.stringify({ n, note: 'x'.repeat(payloadBytes) }),
    idempotency_key: null,
    request_hash: `hash-${n}`,
    dedupe_key: null,
    created_at: new Date().toISOString(),
    reference: `GK-T${process.pid}-${n}-${Math.random().toString(36).slice(2)}`,
  };
}

/** Many leads in one transaction, so a backup has enough pages to take a while. */
async function prefill(database: AppDatabase, count: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 100) {
      const rows = Array.from({ length: Math.min(100, count - start) }, (_, i) =>
        leadRow(start + i, 2000),
      );
      await trx.insertInto('leads').values(rows).execute();
    }
  });
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface Writer {
  /** Ids of leads whose insert has returned, in order. */
  acked: number[];
  stop(): Promise<void>;
}

/**
 * Another process inserting leads one after another, the way the API does (WAL, synchronous=FULL),
 * reporting each id on stdout once its insert has returned; it stops when its stdin closes.
 */
function startSqliteWriter(file: string): Writer {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(process.env.WRITER_FILE);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(\`insert into leads
      (kind, payload, idempotency_key, request_hash, dedupe_key, created_at, reference)
      values ('enquiry', ?, null, 'hash', null, ?, ?)\`);
    let running = true;
    process.stdin.on('end', () => { running = false; });
    process.stdin.resume();
    let n = 0;
    (function next() {
      if (!running) { db.close(); return; }
      n += 1;
      const { lastInsertRowid } = insert.run(JSON.stringify({ n }), new Date().toISOString(), 'GK-W' + n);
      process.stdout.write(lastInsertRowid + '\\n');
      setImmediate(next);
    })();`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, WRITER_FILE: file },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const acked: number[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) acked.push(Number(line));
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`writer exited ${String(code)}`)),
    );
  });
  return {
    acked,
    stop: async () => {
      child.stdin?.end();
      await exited;
    },
  };
}

function sqliteLeadIds(file: string): Set<number> {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = connection.pragma('integrity_check', { simple: true });
    expect(check).toBe('ok');
    const rows = connection.prepare('select id from leads').all() as Array<{ id: number }>;
    return new Set(rows.map((row) => row.id));
  } finally {
    connection.close();
  }
}

function missing(expected: number[], actual: Set<number>): number[] {
  return expected.filter((id) => !actual.has(id));
}

describe('SQLite backup and restore', () => {
  it('backs up while another process keeps writing, and the restore has every earlier lead', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await prefill(database, 10_000);
    await database.close();

    const writer = startSqliteWriter(config.file);
    try {
      await waitUntil(() => writer.acked.length >= 200, 'the first writes');
      const ackedBefore = [...writer.acked];
      const backupFile = path.join(dir, 'backups', 'lead.sqlite');
      const result = await takeBackup(config, backupFile);
      const ackedAfterBackup = writer.acked.length;
      // The writer was never stopped: it goes on acknowledging inserts after the backup too.
      await waitUntil(() => writer.acked.length >= ackedAfterBackup + 50, 'writes after backup');
      await writer.stop();

      expect(result.file).toBe(backupFile);
      expect(result.bytes).toBe(fs.statSync(backupFile).size);
      expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
      // A backup is one self-contained file, with no WAL left beside it.
      expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);

      const restored = path.join(dir, 'restored', 'ghumakkad.sqlite');
      const restore = await restoreBackup({ kind: 'sqlite', file: restored }, backupFile);
      expect(restore.previous).toBeNull();
      const ids = sqliteLeadIds(restored);
      expect(missing(ackedBefore, ids)).toEqual([]);
      expect(ids.size).toBeGreaterThanOrEqual(10_000 + ackedBefore.length);
      // Only a snapshot: the leads written after the backup finished are not in it.
      expect(ids.size).toBeLessThan(10_000 + writer.acked.length);
    } finally {
      await writer.stop().catch(() => undefined);
    }
  });

  it('restores over an existing database and keeps the one it replaced', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await database.db.insertInto('leads').values(leadRow(1)).execute();
    const backupFile = path.join(dir, 'one-lead.sqlite');
    await takeBackup(config, backupFile);
    await database.db.insertInto('leads').values(leadRow(2)).execute();
    await database.close();

    const now = new Date('2025-01-31T09:45:12Z');
    const result = await restoreBackup(config, backupFile, now);
    const previous = `${config.file}.before-restore-20250131T094512Z`;
    expect(result.previous).toBe(previous);
    expect(sqliteLeadIds(config.file).size).toBe(1);
    expect(sqliteLeadIds(previous).size).toBe(2);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to restore while the database is open (the API is running)', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      await database.db.insertInto('leads').values(leadRow(1)).execute();
      // As a running API has: its audit log's key file and head copy beside the database.
      await recordAudit(database.db, { staffId: null, action: 'list', detail: 'listed 1 lead' });
      const backupFile = path.join(dir, 'backup.sqlite');
      await takeBackup(config, backupFile);
      await database.db.insertInto('leads').values(leadRow(2)).execute();
      const headCopy = fs.readFileSync(path.join(dir, 'audit-head.log'), 'utf8');

      await expect(restoreBackup(config, backupFile)).rejects.toThrow(/in use.*API running/);
      const rows = await database.db.selectFrom('leads').select('id').execute();
      expect(rows).toHaveLength(2);
      expect(fs.readdirSync(dir).sort()).toEqual(
        [
          'audit-chain.key',
          'audit-head.log',
          'backup.sqlite',
          'live.sqlite',
          'live.sqlite-shm',
          'live.sqlite-wal',
        ].sort(),
      );
      // Nor was the restore recorded in the audit log's head copy.
      expect(fs.readFileSync(path.join(dir, 'audit-head.log'), 'utf8')).toBe(headCopy);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not a backup and keeps the current database', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await database.db.insertInto('leads').values(leadRow(1)).execute();
    await database.close();
    const before = fs.readFileSync(config.file);

    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'These are my notes, not a database.\n'.repeat(200));
    await expect(restoreBackup(config, text)).rejects.toThrow(
      `${text} is not a SQLite backup: file is not a database`,
    );
    // A SQLite database of something else, without leads.
    const other = path.join(dir, 'other.sqlite');
    const connection = new SqliteDatabase(other);
    connection.exec('create table notes (body text)');
    connection.close();
    await expect(restoreBackup(config, other)).rejects.toThrow(/has no leads table/);
    await expect(restoreBackup(config, path.join(dir, 'absent.sqlite'))).rejects.toThrow(
      /There is no file/,
    );

    expect(fs.readFileSync(config.file).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['live.sqlite', 'notes.txt', 'other.sqlite']);
    expect(sqliteLeadIds(config.file).size).toBe(1);
  });

  it('never overwrites an existing backup file', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await database.close();
    const taken = path.join(dir, 'taken.sqlite');
    fs.writeFileSync(taken, 'keep me');
    await expect(takeBackup(config, taken)).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(taken, 'utf8')).toBe('keep me');
  });
});

describe('SQLite backups and pre-restore copies hold no deleted bytes', () => {
  const key = randomBytes(32);
  const DAY = 86_400_000;

  /** A database with one lead carrying `marker`, deleted the way it was before secure_delete. */
  async function databaseWithDeletedMarker(marker: string) {
    const config: Extract<DatabaseConfig, { kind: 'sqlite' }> = {
      kind: 'sqlite',
      file: path.join(dir, 'live.sqlite'),
    };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await database.db.insertInto('leads').values(leadRow(1)).execute();
    await database.close();
    const raw = new SqliteDatabase(config.file);
    raw.pragma('secure_delete = OFF');
    raw
      .prepare(
        `insert into leads (kind, payload, idempotency_key, request_hash, dedupe_key, created_at, reference)
       values ('enquiry', ?, null, 'h', null, ?, 'GK-MARK')`,
      )
      .run(JSON.stringify({ email: marker, note: marker.repeat(50) }), new Date().toISOString());
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.prepare("delete from leads where reference = 'GK-MARK'").run();
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    // The premise: without a clean copy, the deleted lead is still in the file's free space.
    expect(fs.readFileSync(config.file).includes(Buffer.from(marker))).toBe(true);
    return config;
  }

  it('copies the live rows only: a lead deleted before the backup is in none of its bytes', async () => {
    const marker = `gone-${randomBytes(6).toString('hex')}@example.com`;
    const config = await databaseWithDeletedMarker(marker);
    const plain = await takeBackup(config, path.join(dir, 'plain.sqlite'));
    expect(fs.readFileSync(plain.file).includes(Buffer.from(marker))).toBe(false);
    expect(sqliteLeadIds(plain.file).size).toBe(1);

    const sealed = await takeBackup(config, path.join(dir, 'sealed.sqlite.enc'), {
      encryptionKey: key,
    });
    const opened = path.join(dir, 'opened.sqlite');
    await decryptFile(sealed.file, opened, key);
    expect(fs.readFileSync(opened).includes(Buffer.from(marker))).toBe(false);
    expect(sqliteLeadIds(opened).size).toBe(1);
    // Its private working folder beside the database is gone again.
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
  });

  it('never writes a plain file into the backup folder when encrypting', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await prefill(database, 2000);
    await database.close();
    const folder = path.join(dir, 'backups');
    fs.mkdirSync(folder);
    const seen = new Set<string>();
    const watcher = fs.watch(folder, (_event, name) => {
      if (name) seen.add(name.toString());
    });
    // Every file that appears is checked as it appears: it must never start like SQLite.
    const plainSeen: string[] = [];
    const poll = setInterval(() => {
      for (const name of fs.readdirSync(folder)) {
        seen.add(name);
        try {
          const head = Buffer.alloc(16);
          const fd = fs.openSync(path.join(folder, name), 'r');
          const read = fs.readSync(fd, head, 0, 16, 0);
          fs.closeSync(fd);
          if (head.subarray(0, read).toString('latin1').startsWith('SQLite format 3')) {
            plainSeen.push(name);
          }
        } catch {
          // Renamed or removed between the listing and the read.
        }
      }
    }, 1);
    try {
      await takeBackup(config, path.join(folder, 'ghumakkad.sqlite.enc'), { encryptionKey: key });
      // The watcher's last events arrive after the rename.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      clearInterval(poll);
      watcher.close();
    }
    expect([...seen].sort()).toEqual(['ghumakkad.sqlite.enc', 'ghumakkad.sqlite.enc.partial']);
    expect(plainSeen).toEqual([]);
  });

  it('keeps a clean copy of the replaced database, encrypted with the backup key', async () => {
    const marker = `replaced-${randomBytes(6).toString('hex')}@example.com`;
    const config = await databaseWithDeletedMarker(marker);
    const backupFile = path.join(dir, 'backup.sqlite');
    await takeBackup(config, backupFile);
    const now = new Date('2025-01-31T09:45:12Z');

    const result = await restoreBackup(config, backupFile, now, { encryptionKey: key });
    const previous = `${config.file}.before-restore-20250131T094512Z.enc`;
    expect(result.previous).toBe(previous);
    expect(fs.existsSync(`${config.file}.before-restore-20250131T094512Z`)).toBe(false);
    const bytes = fs.readFileSync(previous);
    expect(bytes.subarray(0, 8).toString('ascii')).toBe('GKBACKUP');
    expect(fs.statSync(previous).mode & 0o777).toBe(0o600);
    const opened = path.join(dir, 'previous-opened.sqlite');
    await decryptFile(previous, opened, key);
    expect(sqliteLeadIds(opened).size).toBe(1);
    expect(fs.readFileSync(opened).includes(Buffer.from(marker))).toBe(false);

    // Without a key: a plain copy, private to its owner, and clean as well.
    const later = new Date(now.getTime() + 1000);
    const unsealed = await restoreBackup(config, backupFile, later);
    expect(unsealed.previous).toBe(`${config.file}.before-restore-20250131T094513Z`);
    expect(fs.statSync(unsealed.previous ?? '').mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(unsealed.previous ?? '').includes(Buffer.from(marker))).toBe(false);
  });

  it('purges pre-restore copies after PRE_RESTORE_KEEP_DAYS: by a backup, a restore, a sweep', async () => {
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'live.sqlite') };
    const database = openDatabase(config);
    await migrateToLatest(database);
    await database.db.insertInto('leads').values(leadRow(1)).execute();
    await database.close();
    const backupFile = path.join(dir, 'backup.sqlite');
    await takeBackup(config, backupFile);
    const copies = () =>
      fs
        .readdirSync(dir)
        .filter((name) => name.includes('.before-restore-'))
        .sort();
    const day0 = new Date('2025-03-01T00:00:00Z');
    const at = (days: number) => new Date(day0.getTime() + days * DAY);

    await restoreBackup(config, backupFile, at(0), { encryptionKey: key, preRestoreKeepDays: 7 });
    await restoreBackup(config, backupFile, at(3), { preRestoreKeepDays: 7 });
    expect(copies()).toEqual([
      'live.sqlite.before-restore-20250301T000000Z.enc',
      'live.sqlite.before-restore-20250304T000000Z',
    ]);
    // Within the week nothing goes; a backup after it takes the older copy.
    await takeBackup(config, path.join(dir, 'b1.sqlite'), { now: at(6), preRestoreKeepDays: 7 });
    expect(copies()).toHaveLength(2);
    await takeBackup(config, path.join(dir, 'b2.sqlite'), { now: at(7.5), preRestoreKeepDays: 7 });
    expect(copies()).toEqual(['live.sqlite.before-restore-20250304T000000Z']);

    // A restore purges the copies older than the setting (and keeps its own new one).
    await restoreBackup(config, backupFile, at(9), { preRestoreKeepDays: 7 });
    expect(copies()).toEqual([
      'live.sqlite.before-restore-20250304T000000Z',
      'live.sqlite.before-restore-20250310T000000Z',
    ]);
    await restoreBackup(config, backupFile, at(12), { preRestoreKeepDays: 1 });
    expect(copies()).toEqual(['live.sqlite.before-restore-20250313T000000Z']);

    // The API's retention sweep, with the clock moved on.
    const live = openDatabase(config);
    try {
      const settings = {
        leadDays: 730,
        auditAddressDays: 180,
        preRestoreCopies: { databaseFile: config.file, keepDays: 7 },
      };
      expect((await sweepRetention(live, settings, at(19))).preRestoreCopies).toEqual([]);
      const sweep = await sweepRetention(live, settings, at(20.5));
      expect(sweep.preRestoreCopies).toEqual([
        path.join(dir, 'live.sqlite.before-restore-20250313T000000Z'),
      ]);
    } finally {
      await live.close();
    }
    expect(copies()).toEqual([]);
    // Files that only look similar are never touched.
    fs.writeFileSync(path.join(dir, 'live.sqlite.before-restore-notes.txt'), 'mine');
    await takeBackup(config, path.join(dir, 'b3.sqlite'), { now: at(400) });
    expect(copies()).toEqual(['live.sqlite.before-restore-notes.txt']);
  });
});

describe('backup file names', () => {
  const now = new Date('2025-01-31T09:45:12.345Z');
  const sqlite: DatabaseConfig = { kind: 'sqlite', file: '/srv/db.sqlite' };
  const postgres: DatabaseConfig = { kind: 'postgres', url: 'postgres://u@h/d' };
  const base = { cwd: '/home/me', repoRoot: '/repo', now };

  it('defaults to <repo>/backups with a UTC stamp and the dialect extension', () => {
    expect(resolveBackupPath({ ...base, config: sqlite })).toBe(
      '/repo/backups/ghumakkad-20250131T094512Z.sqlite',
    );
    expect(resolveBackupPath({ ...base, config: postgres })).toBe(
      '/repo/backups/ghumakkad-20250131T094512Z.pgdump',
    );
  });

  it('honours BACKUP_DIR and an argument, relative to the caller', () => {
    expect(resolveBackupPath({ ...base, config: sqlite, backupDir: 'bk' })).toBe(
      '/home/me/bk/ghumakkad-20250131T094512Z.sqlite',
    );
    expect(resolveBackupPath({ ...base, config: sqlite, argument: 'x.sqlite' })).toBe(
      '/home/me/x.sqlite',
    );
    expect(resolveBackupPath({ ...base, config: sqlite, argument: 'out/' })).toBe(
      '/home/me/out/ghumakkad-20250131T094512Z.sqlite',
    );
  });

  it('marks an encrypted backup with .enc', () => {
    expect(resolveBackupPath({ ...base, config: postgres, encrypted: true })).toBe(
      '/repo/backups/ghumakkad-20250131T094512Z.pgdump.enc',
    );
  });
});

describe('backup rotation', () => {
  const sqlite: DatabaseConfig = { kind: 'sqlite', file: '/srv/db.sqlite' };

  it('keeps the newest backups of the kind, encrypted or not, and touches nothing else', () => {
    const ours = [
      'ghumakkad-20250101T000000Z.sqlite',
      'ghumakkad-20250102T000000Z.sqlite.enc',
      'ghumakkad-20250103T000000Z.sqlite',
      'ghumakkad-20250104T000000Z.sqlite.enc',
    ];
    const others = [
      'ghumakkad-20240101T000000Z.pgdump',
      'ghumakkad-20240101T000000Z.sqlite.partial',
      'my-copy.sqlite',
      'ghumakkad-latest.sqlite',
    ];
    for (const name of [...ours, ...others]) fs.writeFileSync(path.join(dir, name), name);
    expect(rotateBackups(dir, sqlite, 2)).toEqual([
      path.join(dir, 'ghumakkad-20250102T000000Z.sqlite.enc'),
      path.join(dir, 'ghumakkad-20250101T000000Z.sqlite'),
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual([...ours.slice(2), ...others].sort());
    expect(rotateBackups(dir, sqlite, 2)).toEqual([]);
  });
});

const probe = probePostgres(PG_URL);
const pgTools = (() => {
  try {
    findTool('pg_dump');
    findTool('pg_restore');
    return null;
  } catch (error) {
    const reason = (error as Error).message;
    requiredInCi('The PostgreSQL backup tests', reason);
    return reason;
  }
})();

if (probe.reachable && !pgTools) {
  describe('PostgreSQL backup and restore', () => {
    const stamp = `${process.pid}_${Date.now().toString(36)}`;
    const schema = `backup_test_${stamp}`;
    const restoreDb = `backup_restore_${stamp}`;
    const restoreUrl = (() => {
      const url = new URL(PG_URL);
      url.pathname = `/${restoreDb}`;
      return url.toString();
    })();
    let admin: Pool;

    beforeAll(async () => {
      admin = new Pool({ connectionString: PG_URL, max: 1 });
      await admin.query(`create schema ${schema}`);
      await admin.query(`create database ${restoreDb}`);
    });
    afterAll(async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop database if exists ${restoreDb} with (force)`);
      await admin.end();
    });

    async function pgLeadIds(url: string): Promise<Set<number>> {
      const pool = new Pool({ connectionString: url, max: 1 });
      try {
        const { rows } = await pool.query<{ id: number }>(`select id from ${schema}.leads`);
        return new Set(rows.map((row) => row.id));
      } finally {
        await pool.end();
      }
    }

    it('backs up with pg_dump while leads are written, and restores every earlier lead', async () => {
      const config: DatabaseConfig = { kind: 'postgres', url: PG_URL, schema };
      const database = openDatabase(config);
      const acked: number[] = [];
      let writing = true;
      let writes: Promise<void> = Promise.resolve();
      try {
        await migrateToLatest(database);
        await prefill(database, 2000);
        writes = (async () => {
          for (let n = 0; writing; n += 1) {
            const { id } = await database.db
              .insertInto('leads')
              .values(leadRow(100_000 + n))
              .returning('id')
              .executeTakeFirstOrThrow();
            acked.push(id);
          }
        })();
        await waitUntil(() => acked.length >= 100, 'the first writes');
        const ackedBefore = [...acked];
        const backupFile = path.join(dir, 'leads.pgdump');
        const result = await takeBackup(config, backupFile);
        const ackedAfterBackup = acked.length;
        await waitUntil(() => acked.length >= ackedAfterBackup + 20, 'writes after backup');
        writing = false;
        await writes;
        expect(result.bytes).toBe(fs.statSync(backupFile).size);

        // Into another, empty database (same schema name, as the backup is of that schema).
        await restoreBackup({ kind: 'postgres', url: restoreUrl, schema }, backupFile);
        const restored = await pgLeadIds(restoreUrl);
        expect(missing(ackedBefore, restored)).toEqual([]);
        expect(restored.size).toBeGreaterThanOrEqual(2000 + ackedBefore.length);
        expect(restored.size).toBeLessThan(2000 + acked.length);

        // And back over the live schema: what was written after the backup is rolled back.
        await database.close();
        await restoreBackup(config, backupFile);
        expect(await pgLeadIds(PG_URL)).toEqual(restored);
        // The restored schema is usable by the API: ids continue after the restored ones.
        const again = openDatabase(config);
        try {
          await migrateToLatest(again);
          const { id } = await again.db
            .insertInto('leads')
            .values(leadRow(999_999))
            .returning('id')
            .executeTakeFirstOrThrow();
          expect(id).toBeGreaterThan(Math.max(...restored));
        } finally {
          await again.close();
        }
      } finally {
        writing = false;
        await writes.catch(() => undefined);
        await database.close().catch(() => undefined);
      }
    });

    it('finishes a restore cut between pg_restore and the re-application by restoring again; the API refuses to start meanwhile', async () => {
      const config: DatabaseConfig = { kind: 'postgres', url: PG_URL, schema };
      const journal = path.join(dir, 'restore-pending.json');
      const database = openDatabase(config);
      let backupFile = '';
      try {
        await migrateToLatest(database);
        const passwordHash = 'argon2id-hash-of-no-password';
        const staff = async (email: string) =>
          (await saveStaffAccount(database.db, { email, name: null, passwordHash, role: 'owner' }))
            .id;
        const olga = await staff('olga.cut@agency.example');
        const dina = await staff('dina.cut@agency.example');
        const session = { idleMs: 60_000, device: null };
        await startSession(database.db, olga, session);
        await startSession(database.db, dina, session);
        backupFile = path.join(dir, 'before-disable.pgdump');
        await takeBackup(config, backupFile);
        const changed = await changeStaffAccount(database.db, olga, dina, { disabled: true });
        expect(changed.outcome).toBe('changed');

        // What the restore does up to the cut: the live ledgers into the journal, pg_restore.
        writeRestoreJournal(journal, {
          privacy: await readLedger(database),
          access: await readAccessLedger(database),
        });
      } finally {
        await database.close();
      }
      await restorePostgres(backupFile, config);

      // Cut here: the live database is the backup as it was, sessions and all; only the journal
      // still knows that dina was disabled.
      const cut = openDatabase(config);
      try {
        expect(await readAccessLedger(cut)).toEqual([]);
        expect(await cut.db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(2);
        expect(await findActiveStaff(cut.db, 'dina.cut@agency.example')).toBeDefined();
      } finally {
        await cut.close();
      }
      expect(() => assertNoInterruptedRestore(config, journal)).toThrow(
        /restore into this database was interrupted/,
      );

      const finished = await restoreBackup(config, backupFile, new Date(), {
        journalFile: journal,
      });
      expect(finished.reapplied.access.accounts).toEqual([
        { email: 'dina.cut@agency.example', changes: ['disabled again'] },
      ]);
      expect(finished.reapplied.access.sessionsEnded).toBe(2);
      expect(fs.existsSync(journal)).toBe(false);
      expect(() => assertNoInterruptedRestore(config, journal)).not.toThrow();
      const after = openDatabase(config);
      try {
        expect(await after.db.selectFrom('staff_sessions').select('id').execute()).toEqual([]);
        expect(await findActiveStaff(after.db, 'dina.cut@agency.example')).toBeUndefined();
        expect(await findActiveStaff(after.db, 'olga.cut@agency.example')).toBeDefined();
      } finally {
        await after.close();
      }
    });

    it('keeps the journal of a cut restore when a later pg_restore fails', async () => {
      const config: DatabaseConfig = { kind: 'postgres', url: PG_URL, schema };
      const journal = path.join(dir, 'restore-pending.json');
      writeRestoreJournal(journal, { privacy: [], access: [] });
      const text = path.join(dir, 'notes.pgdump');
      fs.writeFileSync(text, 'These are my notes, not a dump.\n');
      await expect(
        restoreBackup(config, text, new Date(), { journalFile: journal }),
      ).rejects.toThrow(/not a pg_dump backup/);
      expect(fs.existsSync(journal)).toBe(true);
    });

    it('refuses a file that is not a pg_dump backup and keeps the current database', async () => {
      const config: DatabaseConfig = { kind: 'postgres', url: PG_URL, schema };
      const before = await pgLeadIds(PG_URL);
      const text = path.join(dir, 'notes.pgdump');
      fs.writeFileSync(text, 'These are my notes, not a dump.\n');
      await expect(restoreBackup(config, text)).rejects.toThrow(`${text} is not a pg_dump backup`);
      expect(await pgLeadIds(PG_URL)).toEqual(before);
    });
  });
} else {
  const reason = probe.reachable ? pgTools : `cannot reach ${redactUrl(PG_URL)} (${probe.reason})`;
  process.stderr.write(`PostgreSQL backup tests skipped: ${reason}. Set TEST_DATABASE_URL.\n`);
  test.skip('PostgreSQL backup and restore (database or client tools unavailable)', () =>
    undefined);
}
