/**
 * The TOTP secrets' key (STAFF_TOTP_KEY or the key file) and the start-up step that seals
 * secrets stored in plain, on SQLite and (when reachable) PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';
import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import { loadTotpKey, processTotpKey, TOTP_KEY_FILE_NAME } from './totp-key';
import { isSealedSecret, sealStoredTotpSecrets, secretBox } from './two-factor';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PENDING = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';

describe('TOTP key', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-totp-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sqlite = () => ({ kind: 'sqlite' as const, file: path.join(dir, 'db', 'live.sqlite') });

  it('takes STAFF_TOTP_KEY when set, and makes no key file', () => {
    expect(loadTotpKey('k'.repeat(32), sqlite())).toEqual({
      key: 'k'.repeat(32),
      source: 'STAFF_TOTP_KEY',
    });
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
  });

  it('otherwise makes a random key once, beside the database, readable by its owner only', () => {
    const first = loadTotpKey(null, sqlite());
    const file = path.join(dir, 'db', TOTP_KEY_FILE_NAME);
    expect(first.source).toBe(file);
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadTotpKey(null, sqlite()).key).toBe(first.key);
    // Not the privacy key: one file found does not give away the other.
    expect(fs.readdirSync(path.join(dir, 'db'))).toEqual([TOTP_KEY_FILE_NAME]);
  });

  it('refuses a key file cut short rather than seal with a guessable key', () => {
    fs.mkdirSync(path.join(dir, 'db'));
    fs.writeFileSync(path.join(dir, 'db', TOTP_KEY_FILE_NAME), 'short\n', { mode: 0o600 });
    expect(() => loadTotpKey(null, sqlite())).toThrow(/must hold a key of at least 32/);
  });

  it('gives an in-memory database the key of this process, and writes nothing', () => {
    const memory = loadTotpKey(null, { kind: 'sqlite', file: ':memory:' });
    expect(memory.key).toBe(processTotpKey());
    expect(memory.key.length).toBeGreaterThanOrEqual(32);
  });
});

describe.each(targets)('sealing stored TOTP secrets (%s)', (_name, createTarget) => {
  let target: TestDatabaseTarget;
  let database: AppDatabase;
  const box = secretBox('the key of this test, long enough to use');

  beforeAll(async () => {
    target = await createTarget();
    database = openDatabase(target.config);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    await target.cleanup();
  });

  const addStaff = async (
    email: string,
    secrets: { totp: string | null; pending: string | null },
  ) =>
    (
      await database.db
        .insertInto('staff')
        .values({
          email,
          name: email,
          password_hash: 'x',
          role: 'owner',
          created_at: new Date().toISOString(),
          totp_secret: secrets.totp,
          totp_pending_secret: secrets.pending,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const storedOf = (id: number) =>
    database.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('seals secrets left in plain, once, so that the database alone no longer gives them', async () => {
    const plain = await addStaff('plain@agency.example', { totp: SECRET, pending: PENDING });
    const none = await addStaff('none@agency.example', { totp: null, pending: null });

    expect(await sealStoredTotpSecrets(database.db, box)).toEqual({ sealed: 2, unreadable: 0 });
    const stored = await storedOf(plain);
    expect(isSealedSecret(stored.totp_secret!)).toBe(true);
    expect(isSealedSecret(stored.totp_pending_secret!)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(box.open(stored.totp_secret!, plain)).toBe(SECRET);
    expect(box.open(stored.totp_pending_secret!, plain)).toBe(PENDING);
    // Without the key, what the row holds opens to nothing.
    const stranger = secretBox('someone who copied the database only');
    expect(() => stranger.open(stored.totp_secret!, plain)).toThrow();
    expect(await storedOf(none)).toEqual({ totp_secret: null, totp_pending_secret: null });

    // Idempotent: a second start leaves the sealed secrets as they are.
    expect(await sealStoredTotpSecrets(database.db, box)).toEqual({ sealed: 0, unreadable: 0 });
    expect(await storedOf(plain)).toEqual(stored);
  });

  it('counts sealed secrets the key cannot open: another machine sealed them with its own file', async () => {
    const id = await addStaff('elsewhere@agency.example', { totp: null, pending: null });
    const elsewhere = secretBox('the key file of another machine, as long');
    await database.db
      .updateTable('staff')
      .set({ totp_secret: elsewhere.seal(SECRET, id) })
      .where('id', '=', id)
      .execute();
    expect(await sealStoredTotpSecrets(database.db, box)).toEqual({ sealed: 0, unreadable: 1 });
  });
});
