/**
 * The audit log's writer and its hash chain, on SQLite and (when reachable) PostgreSQL: migration
 * 0012 chains the entries already there; recordAudit appends linked entries, with the address
 * beside them; verifyAuditChain names each kind of damage.
 */
import fs from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Pool } from 'pg';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';
import { dropAppendOnlyTriggers } from '../../test/suite/audit-log';
import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest, migratorFor } from '../prepare-database';
import { auditPage, recordAudit, recordRestoreInAuditLog } from './audit';
import {
  GENESIS_HASH,
  auditAddressDigest,
  auditChainSettings,
  auditHeadMac,
  auditRowHash,
  keyedRowHash,
  readHeadCopy,
  verifyAuditChain,
  type ChainedEntry,
  type KeyedEntry,
} from './audit-chain';
import { lockDownAuditTables } from './audit-lock-down';
import { purgeOldAuditAddresses } from './privacy';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEY = Buffer.from('k'.repeat(32));
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

describe('auditRowHash', () => {
  const entry: ChainedEntry = {
    id: 7,
    at: '2025-01-18T10:00:00.000Z',
    staff_id: 2,
    action: 'read',
    lead_id: 41,
    lead_ids: '[41]',
    detail: 'read lead GK-7QX4M2KD',
    prev_hash: GENESIS_HASH,
  };

  it('is a sha256 that every chained field changes', () => {
    const hash = auditRowHash(entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(auditRowHash({ ...entry })).toBe(hash);
    const changed: Partial<ChainedEntry>[] = [
      { id: 8 },
      { at: '2025-01-18T10:00:00.001Z' },
      { staff_id: null },
      { action: 'list' },
      { lead_id: null },
      { lead_ids: '[41,42]' },
      { detail: 'read lead GK-7QX4M2KE' },
      { prev_hash: '1'.repeat(64) },
    ];
    for (const change of changed) expect(auditRowHash({ ...entry, ...change })).not.toBe(hash);
  });

  it('tells a null from the text "null", and fields apart however their text runs', () => {
    const nullDetail = auditRowHash({ ...entry, lead_id: null, detail: 'null' });
    expect(auditRowHash({ ...entry, lead_id: null, detail: '' })).not.toBe(nullDetail);
    expect(auditRowHash({ ...entry, action: 'read', detail: 'x' })).not.toBe(
      auditRowHash({ ...entry, action: 'rea', detail: 'dx' }),
    );
  });
});

describe('keyedRowHash, auditAddressDigest, auditHeadMac', () => {
  const entry: KeyedEntry = {
    id: 7,
    at: '2025-01-18T10:00:00.000Z',
    staff_id: 2,
    action: 'read',
    lead_id: 41,
    lead_ids: '[41]',
    detail: 'read lead GK-7QX4M2KD',
    prev_hash: GENESIS_HASH,
    address_digest: auditAddressDigest(KEY, '203.0.113.7'),
  };

  it('is an HMAC that the key and every chained field change, the address digest too', () => {
    const hash = keyedRowHash(KEY, entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(auditRowHash(entry));
    expect(keyedRowHash(Buffer.from('j'.repeat(32)), entry)).not.toBe(hash);
    const changed: Partial<KeyedEntry>[] = [
      { id: 8 },
      { at: '2025-01-18T10:00:00.001Z' },
      { staff_id: null },
      { action: 'list' },
      { lead_id: null },
      { lead_ids: '[41,42]' },
      { detail: 'read lead GK-7QX4M2KE' },
      { prev_hash: '1'.repeat(64) },
      { address_digest: auditAddressDigest(KEY, '203.0.113.8') },
      { address_digest: null },
    ];
    for (const change of changed) expect(keyedRowHash(KEY, { ...entry, ...change })).not.toBe(hash);
  });

  it('keeps its three uses apart: an address digest is no entry hash or head seal', () => {
    const head = { last_id: 7, last_hash: GENESIS_HASH, keyed_from: 1 };
    const plainHmac = (text: string) => createHmac('sha256', KEY).update(text).digest('hex');
    expect(auditAddressDigest(KEY, '7')).not.toBe(plainHmac('7'));
    expect(auditHeadMac(KEY, head)).not.toBe(auditHeadMac(KEY, { ...head, keyed_from: 8 }));
    expect(auditHeadMac(KEY, head)).not.toBe(auditHeadMac(KEY, { ...head, last_id: 6 }));
  });
});

describe.each(targets)('the audit chain on %s', (dialect, createTarget) => {
  const opened: { target: TestDatabaseTarget; database: AppDatabase }[] = [];
  /** A database of its own for each test: most of them damage the log on purpose. */
  async function freshDatabase(): Promise<AppDatabase> {
    const target = await createTarget();
    const database = openDatabase(target.config);
    opened.push({ target, database });
    return database;
  }
  async function logWithEntries(count: number, ip: string | null = null): Promise<AppDatabase> {
    const database = await freshDatabase();
    await migrateToLatest(database);
    for (let n = 1; n <= count; n += 1) {
      await recordAudit(database.db, { staffId: null, action: 'purge', ip, detail: `entry ${n}` });
    }
    await dropAppendOnlyTriggers(database);
    return database;
  }
  const settingsOf = (database: AppDatabase) => auditChainSettings(database.db, { create: false });
  const problems = async (database: AppDatabase) => (await verifyAuditChain(database.db)).problems;
  /** On PostgreSQL audit_head_copy reports a lost tail too, in its own words. */
  const lostTail = (newest: number, last: number | 'none', file: string | null) => [
    ...(dialect === 'PostgreSQL'
      ? [
          `the newest entries are missing (audit_head_copy has entry ${newest}, the log ends at ${last})`,
        ]
      : []),
    `the database is older than its head copy: ${file} names entry ${newest}, the log ends at ${last} (entries deleted, or a restore that was not recorded)`,
  ];

  afterAll(async () => {
    for (const { target, database } of opened) {
      await database.close();
      await target.cleanup();
    }
  });

  it('chains the entries stored before migration 0012, in id order, gaps and all', async () => {
    const database = await freshDatabase();
    const { db } = database;
    expect((await migratorFor(database).migrateTo('0010_catalogue_version')).error).toBeUndefined();
    await sql`insert into staff (email, name, password_hash, created_at)
      values ('asha@agency.example', 'Asha', 'x', '2025-01-01T00:00:00.000Z')`.execute(db);
    const { rows } = await sql<{ id: number }>`select id from staff`.execute(db);
    const staffId = rows[0]!.id;
    // More than one batch of the migration, with ids skipped as a sequence may skip them.
    const ids = Array.from({ length: 1_100 }, (_, n) => (n < 600 ? n + 1 : n + 5));
    for (let first = 0; first < ids.length; first += 250) {
      const values = ids
        .slice(first, first + 250)
        .map(
          (id) =>
            sql`(${id}, ${`2025-01-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`}, ${staffId}, 'read', ${id}, ${`read lead ${id}`})`,
        );
      await sql`insert into audit_log (id, at, staff_id, action, lead_id, detail)
        values ${sql.join(values)}`.execute(db);
    }
    await sql`insert into audit_log (id, at, staff_id, action, lead_id, detail)
      values (2000, '2025-01-02T00:00:00.000Z', null, 'purge', null, 'purged 3 leads')`.execute(db);

    await migrateToLatest(database);

    const check = await verifyAuditChain(db);
    expect(check).toEqual({
      entries: 1_101,
      headHash: expect.any(String),
      problems: [],
      notices: [],
    });
    const first = await db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ id: 1, lead_ids: '[1]', prev_hash: GENESIS_HASH });
    const purge = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 2000)
      .executeTakeFirstOrThrow();
    expect(purge.lead_ids).toBe('[]');
    expect(check.headHash).toBe(purge.row_hash);
    // Migration 0020: the sha256 entries stay as they are; the next one is the first keyed one.
    expect(
      await db.selectFrom('audit_chain_head').select(['keyed_from', 'head_mac']).executeTakeFirst(),
    ).toEqual({ keyed_from: 2001, head_mac: null });

    await recordAudit(db, { staffId, action: 'list', leadIds: [3, 1], detail: 'listed 2 leads' });
    const { entries } = await auditPage(db, { limit: 1 });
    expect(entries[0]).toMatchObject({
      id: 2001,
      leadIds: [3, 1],
      ip: null,
      actor: 'asha@agency.example',
    });
    const keyed = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 2001)
      .executeTakeFirstOrThrow();
    const { key } = await settingsOf(database);
    expect(keyed.prev_hash).toBe(purge.row_hash);
    expect(keyed.row_hash).toBe(keyedRowHash(key!, keyed));
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 1_102, problems: [] });

    // Rewriting an old sha256 entry and re-chaining it breaks the link of the first keyed one.
    await dropAppendOnlyTriggers(database);
    const old = { ...purge, detail: 'purged 0 leads' };
    await db
      .updateTable('audit_log')
      .set({ detail: old.detail, row_hash: auditRowHash(old) })
      .where('id', '=', 2000)
      .execute();
    expect((await problems(database)).slice(0, 1)).toEqual(['entry 2000 was changed']);
  });

  it('makes its key file once, 0600, beside the database (or takes AUDIT_CHAIN_KEY)', async () => {
    const database = await logWithEntries(1);
    const settings = await settingsOf(database);
    expect(settings.key).not.toBeNull();
    if (dialect === 'SQLite') {
      expect(settings.keySource).toMatch(/audit-chain\.key$/);
      expect(fs.statSync(settings.keySource).mode & 0o777).toBe(0o600);
      expect(fs.statSync(settings.headLog!).mode & 0o777).toBe(0o600);
    }
    // Entries made under one key do not verify under another: the key is what the chain trusts.
    process.env.AUDIT_CHAIN_KEY = randomBytes(24).toString('base64');
    try {
      expect(await problems(database)).toEqual(
        expect.arrayContaining([
          'entry 1 was changed',
          'the chain head was moved (its seal does not match)',
        ]),
      );
      // A key too short to be a secret is refused, not used.
      process.env.AUDIT_CHAIN_KEY = 'k'.repeat(31);
      await expect(
        recordAudit(database.db, { staffId: null, action: 'list', detail: 'short key' }),
      ).rejects.toThrow('AUDIT_CHAIN_KEY must be at least 32 characters long');
    } finally {
      delete process.env.AUDIT_CHAIN_KEY;
    }
    if (dialect === 'SQLite') {
      fs.renameSync(settings.keySource, `${settings.keySource}.away`);
      expect(await problems(database)).toContain(
        `the audit key is missing (${settings.keySource}): entries from 1 on cannot be checked`,
      );
      fs.renameSync(`${settings.keySource}.away`, settings.keySource);
    }
    expect(await problems(database)).toEqual([]);
  });

  it('chains a keyed digest of the address: a changed one shows, a purged one does not', async () => {
    const database = await logWithEntries(3, '203.0.113.7');
    const { db } = database;
    const rows = await db.selectFrom('audit_log').select(['id', 'address_digest']).execute();
    const { key } = await settingsOf(database);
    for (const row of rows) {
      expect(row.address_digest).toBe(auditAddressDigest(key!, '203.0.113.7'));
    }
    await db
      .updateTable('audit_addresses')
      .set({ ip: '198.51.100.1' })
      .where('audit_id', '=', 2)
      .execute();
    expect(await problems(database)).toEqual(['the address of entry 2 was changed']);
    await db
      .updateTable('audit_addresses')
      .set({ ip: '203.0.113.7' })
      .where('audit_id', '=', 2)
      .execute();
    // An address forged onto an entry that had none shows too.
    await recordAudit(db, { staffId: null, action: 'list', detail: 'no address' });
    await db
      .insertInto('audit_addresses')
      .values({ audit_id: 4, ip: '198.51.100.1', at: 'x' })
      .execute();
    expect(await problems(database)).toEqual(['the address of entry 4 was changed']);
    await db.deleteFrom('audit_addresses').where('audit_id', '=', 4).execute();

    // The retention purge deletes every address; the chain stays whole.
    expect(await purgeOldAuditAddresses(db, 1, new Date(Date.now() + 3 * 86_400_000))).toBe(3);
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 4, problems: [], notices: [] });
  });

  it('refuses UPDATE of an address while the triggers stand', async () => {
    const database = await freshDatabase();
    await migrateToLatest(database);
    await recordAudit(database.db, { staffId: null, action: 'list', ip: '192.0.2.1', detail: 'a' });
    await expect(
      sql`update audit_addresses set ip = '192.0.2.2'`.execute(database.db),
    ).rejects.toMatchObject({ message: expect.stringMatching(/UPDATE refused/) });
    await expect(sql`delete from audit_addresses`.execute(database.db)).resolves.toBeDefined();
  });

  it('keeps the address beside the entry, and the one lead as its lead ids', async () => {
    const database = await freshDatabase();
    await migrateToLatest(database);
    const { db } = database;
    await recordAudit(db, {
      staffId: null,
      action: 'read',
      leadId: 9,
      ip: '2001:db8::7',
      detail: 'a',
    });
    await recordAudit(db, { staffId: null, action: 'list', ip: null, detail: 'b' });
    const { entries } = await auditPage(db, { limit: 10 });
    expect(entries.map(({ leadId, leadIds, ip }) => ({ leadId, leadIds, ip }))).toEqual([
      { leadId: null, leadIds: [], ip: null },
      { leadId: 9, leadIds: [9], ip: '2001:db8::7' },
    ]);
    expect(await db.selectFrom('audit_addresses').selectAll().execute()).toEqual([
      { audit_id: 1, ip: '2001:db8::7', at: expect.any(String) },
    ]);
    await db.deleteFrom('audit_addresses').execute();
    expect((await auditPage(db, { limit: 10 })).entries[1]).toMatchObject({ leadId: 9, ip: null });
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 2, problems: [] });
  });

  it("writes nothing when the caller's transaction rolls back, in the head copy neither", async () => {
    const database = await freshDatabase();
    await migrateToLatest(database);
    const { db } = database;
    await recordAudit(db, { staffId: null, action: 'purge', detail: 'kept' });
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { staffId: null, action: 'erase', ip: '192.0.2.1', detail: 'gone' });
        throw new Error('the erasure failed');
      }),
    ).rejects.toThrow('the erasure failed');
    await recordAudit(db, { staffId: null, action: 'purge', detail: 'next' });
    const { entries } = await auditPage(db, { limit: 10 });
    expect(entries.map((entry) => [entry.id, entry.detail])).toEqual([
      [2, 'next'],
      [1, 'kept'],
    ]);
    expect(await db.selectFrom('audit_addresses').selectAll().execute()).toEqual([]);
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 2, problems: [] });
    const copy = readHeadCopy((await settingsOf(database)).headLog);
    expect([...copy.heads.keys()].sort()).toEqual([1, 2]);
  });

  it('stays one chain when many append at once, each head copied with its hash', async () => {
    const database = await freshDatabase();
    await migrateToLatest(database);
    const { db } = database;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        recordAudit(db, { staffId: null, action: 'list', ip: '192.0.2.9', detail: `listed ${n}` }),
      ),
    );
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 20, problems: [] });
    const rows = await db.selectFrom('audit_log').select(['id', 'row_hash']).execute();
    const hashes = new Map(rows.map((row) => [row.id, row.row_hash]));
    const { headLog } = await settingsOf(database);
    const lines = fs
      .readFileSync(headLog!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number; hash: string });
    // Every line names a committed head with its hash; all 20 are named.
    for (const line of lines) expect(line.hash).toBe(hashes.get(line.id));
    expect(new Set(lines.map((line) => line.id))).toEqual(new Set(hashes.keys()));
    if (dialect === 'PostgreSQL') {
      const copied = await db
        .selectFrom('audit_head_copy')
        .select(['id', 'hash'])
        .orderBy('id')
        .execute();
      expect(copied).toEqual(
        rows.sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, hash: row.row_hash })),
      );
    }
  });

  it('finds an entry changed in place', async () => {
    const database = await logWithEntries(5);
    await sql`update audit_log set detail = 'nothing to see' where id = 3`.execute(database.db);
    expect(await problems(database)).toEqual(['entry 3 was changed']);
  });

  it('finds an entry rewritten with a sha256 of its own, or under another key', async () => {
    const database = await logWithEntries(5);
    const { db } = database;
    const row = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    const rewritten = { ...row, detail: 'nothing to see' };
    await db
      .updateTable('audit_log')
      .set({ detail: rewritten.detail, row_hash: auditRowHash(rewritten) })
      .where('id', '=', 3)
      .execute();
    expect((await problems(database))[0]).toBe('entry 3 was changed');
    await db
      .updateTable('audit_log')
      .set({ row_hash: keyedRowHash(Buffer.from('x'.repeat(32)), rewritten) })
      .where('id', '=', 3)
      .execute();
    expect((await problems(database))[0]).toBe('entry 3 was changed');
  });

  it('finds the whole log re-chained with plain sha256 and the head moved to match', async () => {
    const database = await logWithEntries(5, '192.0.2.1');
    const { db } = database;
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    let prev = GENESIS_HASH;
    for (const row of rows) {
      const entry = {
        ...row,
        detail: row.id === 3 ? 'nothing to see' : row.detail,
        prev_hash: prev,
      };
      prev = auditRowHash(entry);
      await db
        .updateTable('audit_log')
        .set({
          detail: entry.detail,
          prev_hash: entry.prev_hash,
          row_hash: prev,
          address_digest: null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    // As if every entry came before the keyed chain began, and the head never had a seal.
    await db
      .updateTable('audit_chain_head')
      .set({ last_hash: prev, keyed_from: 6, head_mac: null })
      .execute();
    const found = await problems(database);
    expect(found).toContain('the chain head was moved (its seal does not match)');
    const { headLog } = await settingsOf(database);
    for (const id of [1, 2, 3, 4, 5])
      expect(found).toContain(`entry ${id} differs from ${headLog}`);
  });

  it('finds a deleted entry, the first one too', async () => {
    const database = await logWithEntries(5);
    await sql`delete from audit_log where id in (1, 3)`.execute(database.db);
    const { headLog } = await settingsOf(database);
    expect(await problems(database)).toEqual([
      'an entry is missing before entry 2',
      'an entry is missing before entry 4',
      ...(dialect === 'PostgreSQL'
        ? [
            'entry 1 is missing (audit_head_copy has it)',
            'entry 3 is missing (audit_head_copy has it)',
          ]
        : []),
      `entry 1 is missing (${headLog} has it)`,
      `entry 3 is missing (${headLog} has it)`,
    ]);
  });

  it('finds the tail deleted and the head moved back, even with its old seal replayed', async () => {
    const database = await logWithEntries(3);
    const { db } = database;
    // What someone with the database's rights could have saved, and written back later.
    const saved = await db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();
    await recordAudit(db, { staffId: null, action: 'erase', detail: 'entry 4' });
    await recordAudit(db, { staffId: null, action: 'erase', detail: 'entry 5' });
    await sql`delete from audit_log where id >= 4`.execute(db);
    await db.updateTable('audit_chain_head').set(saved).execute();
    const { headLog } = await settingsOf(database);
    expect(await problems(database)).toEqual(lostTail(5, 3, headLog));
  });

  it('finds the newest entries deleted with the head left alone, or all of them', async () => {
    const database = await logWithEntries(5);
    const { headLog } = await settingsOf(database);
    await sql`delete from audit_log where id >= 4`.execute(database.db);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      entries: 3,
      problems: [
        'the newest entries are missing (head says 5, last is 3)',
        ...lostTail(5, 3, headLog),
      ],
    });
    await sql`delete from audit_log`.execute(database.db);
    expect(await problems(database)).toEqual([
      'the newest entries are missing (head says 5, the log is empty)',
      ...lostTail(5, 'none', headLog),
    ]);
  });

  it('finds the newest entry rewritten with a new hash, and a missing head', async () => {
    const database = await logWithEntries(2);
    const { db } = database;
    const { key, headLog } = await settingsOf(database);
    const row = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const rewritten = { ...row, action: 'list' as const };
    await db
      .updateTable('audit_log')
      .set({ action: 'list', row_hash: keyedRowHash(Buffer.from('x'.repeat(32)), rewritten) })
      .where('id', '=', 2)
      .execute();
    expect(await problems(database)).toEqual([
      'entry 2 was changed',
      ...(dialect === 'PostgreSQL' ? ['entry 2 differs from audit_head_copy'] : []),
      `entry 2 differs from ${headLog}`,
    ]);
    expect(key).not.toBeNull();
    await db.deleteFrom('audit_chain_head').execute();
    expect(await verifyAuditChain(db)).toMatchObject({
      headHash: null,
      problems: expect.arrayContaining(['the chain head is missing']),
    });
    await expect(
      recordAudit(db, { staffId: null, action: 'purge', detail: 'after' }),
    ).rejects.toThrow(/chain head/);
  });

  it('reports a rollback the restore recorded as a notice, and audits it', async () => {
    const database = await logWithEntries(5);
    const { db } = database;
    const { headLog } = await settingsOf(database);
    // The database as a backup after entry 3 would bring it back (the head copy table with it).
    const saved = await db.selectFrom('audit_chain_head').selectAll().executeTakeFirstOrThrow();
    expect(saved.last_id).toBe(5);
    const third = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    await sql`delete from audit_log where id >= 4`.execute(db);
    if (dialect === 'PostgreSQL') await sql`delete from audit_head_copy where id >= 4`.execute(db);
    await db
      .updateTable('audit_chain_head')
      .set({
        last_id: 3,
        last_hash: third.row_hash,
        head_mac: auditHeadMac((await settingsOf(database)).key!, {
          last_id: 3,
          last_hash: third.row_hash,
          keyed_from: saved.keyed_from,
        }),
      })
      .execute();
    expect(await problems(database)).toEqual(lostTail(5, 3, headLog).slice(-1));

    expect(await recordRestoreInAuditLog(db)).toEqual({
      keptTo: 3,
      previousHead: 5,
      rolledBack: true,
    });
    const check = await verifyAuditChain(db);
    expect(check.problems).toEqual([]);
    expect(check.notices).toEqual([
      expect.stringMatching(
        new RegExp(
          `^restored from a backup on .*: the log went back from entry 5 to 3 \\(recorded in ${headLog}\\)$`,
        ),
      ),
    ]);
    expect((await auditPage(db, { limit: 1 })).entries[0]).toMatchObject({
      id: 4,
      action: 'change',
      detail: 'restored from a backup: entries 4 to 5 of the previous log are gone',
    });
    // Restoring the newest state takes nothing away, and says so.
    expect(await recordRestoreInAuditLog(db)).toMatchObject({ rolledBack: false });
    expect((await auditPage(db, { limit: 1 })).entries[0]?.detail).toMatch(
      /no entry of the previous log is gone/,
    );
    expect(await problems(database)).toEqual([]);
  });
  // The role a migrating owner grants the API (pnpm audit:lock-down); PostgreSQL has roles.
  (dialect === 'PostgreSQL' ? it : it.skip)(
    'lets a role that does not own the audit tables append, and nothing else',
    async () => {
      const database = await freshDatabase();
      await migrateToLatest(database);
      const config = opened.at(-1)!.target.config;
      if (config.kind !== 'postgres') throw new Error('a PostgreSQL target was expected');
      const role = `audit_app_${process.pid}`;
      const admin = new Pool({ connectionString: config.url, max: 1 });
      await admin.query(`create role ${role} login`);
      const url = new URL(config.url);
      url.username = role;
      const app = openDatabase({ ...config, url: url.toString() });
      try {
        await lockDownAuditTables(database.db, role);
        const { db } = app;
        expect((await sql<{ role: string }>`select current_user as role`.execute(db)).rows).toEqual(
          [{ role }],
        );
        await recordAudit(db, { staffId: null, action: 'list', ip: '192.0.2.1', detail: 'app' });
        await recordAudit(db, { staffId: null, action: 'list', ip: '192.0.2.2', detail: 'again' });
        // The retention purge, run by the API, still deletes addresses.
        await db.deleteFrom('audit_addresses').where('audit_id', '=', 1).execute();
        const refused = { message: expect.stringMatching(/permission denied|must be owner/) };
        for (const statement of [
          'delete from audit_log',
          "update audit_log set detail = 'x'",
          'truncate audit_log',
          'alter table audit_log disable trigger all',
          'drop trigger audit_log_append_only on audit_log',
          'drop table audit_log',
          "update audit_addresses set ip = 'x'",
          'truncate audit_addresses',
          'drop trigger audit_addresses_no_update on audit_addresses',
          'delete from audit_head_copy',
          "update audit_head_copy set hash = 'x'",
          'truncate audit_head_copy',
          'alter table audit_head_copy disable trigger all',
          'drop table audit_head_copy',
          'delete from audit_chain_head',
          'alter table audit_chain_head drop column head_mac',
        ]) {
          await expect(sql.raw(statement).execute(db)).rejects.toMatchObject(refused);
        }
        // The rest of the schema works as before.
        await expect(sql`select count(*) as leads from leads`.execute(db)).resolves.toMatchObject({
          rows: [{ leads: expect.anything() }],
        });
        expect(await verifyAuditChain(db)).toMatchObject({ entries: 2, problems: [] });
      } finally {
        await app.close();
        await admin.query(`drop owned by ${role}`);
        await admin.query(`drop role ${role}`);
        await admin.end();
      }
    },
  );
});
