/**
 * The audit log's writer and its hash chain, on SQLite and (when reachable) PostgreSQL: migration
 * 0012 chains the entries already there; recordAudit appends linked entries, with the address
 * beside them; verifyAuditChain names each kind of damage.
 */
import { sql } from 'kysely';
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
import { auditPage, recordAudit } from './audit';
import { GENESIS_HASH, auditRowHash, verifyAuditChain, type ChainedEntry } from './audit-chain';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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

describe.each(targets)('the audit chain on %s', (_, createTarget) => {
  const opened: { target: TestDatabaseTarget; database: AppDatabase }[] = [];
  /** A database of its own for each test: most of them damage the log on purpose. */
  async function freshDatabase(): Promise<AppDatabase> {
    const target = await createTarget();
    const database = openDatabase(target.config);
    opened.push({ target, database });
    return database;
  }
  async function logWithEntries(count: number): Promise<AppDatabase> {
    const database = await freshDatabase();
    await migrateToLatest(database);
    for (let n = 1; n <= count; n += 1) {
      await recordAudit(database.db, { staffId: null, action: 'purge', detail: `entry ${n}` });
    }
    await dropAppendOnlyTriggers(database);
    return database;
  }

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
    expect(check).toEqual({ entries: 1_101, headHash: expect.any(String), problems: [] });
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

    await recordAudit(db, { staffId, action: 'list', leadIds: [3, 1], detail: 'listed 2 leads' });
    const { entries } = await auditPage(db, { limit: 1 });
    expect(entries[0]).toMatchObject({
      id: 2001,
      leadIds: [3, 1],
      ip: null,
      actor: 'asha@agency.example',
    });
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 1_102, problems: [] });
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
    // The retention purge deletes addresses; the chained entry stays whole.
    await db.deleteFrom('audit_addresses').execute();
    expect((await auditPage(db, { limit: 10 })).entries[1]).toMatchObject({ leadId: 9, ip: null });
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 2, problems: [] });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
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
  });

  it('stays one chain when many append at once', async () => {
    const database = await freshDatabase();
    await migrateToLatest(database);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        recordAudit(database.db, { staffId: null, action: 'list', detail: `listed ${n}` }),
      ),
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({ entries: 20, problems: [] });
  });

  it('finds an entry changed in place', async () => {
    const database = await logWithEntries(5);
    await sql`update audit_log set detail = 'nothing to see' where id = 3`.execute(database.db);
    expect((await verifyAuditChain(database.db)).problems).toEqual(['entry 3 was changed']);
  });

  it('finds an entry rewritten with a new hash of its own', async () => {
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
    expect((await verifyAuditChain(db)).problems).toEqual(['entry 3 was changed']);
  });

  it('finds a deleted entry, the first one too', async () => {
    const database = await logWithEntries(5);
    await sql`delete from audit_log where id in (1, 3)`.execute(database.db);
    expect((await verifyAuditChain(database.db)).problems).toEqual([
      'an entry is missing before entry 2',
      'an entry is missing before entry 4',
    ]);
  });

  it('finds the newest entries deleted, or all of them', async () => {
    const database = await logWithEntries(5);
    await sql`delete from audit_log where id >= 4`.execute(database.db);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      entries: 3,
      problems: ['the newest entries are missing (head says 5, last is 3)'],
    });
    await sql`delete from audit_log`.execute(database.db);
    expect((await verifyAuditChain(database.db)).problems).toEqual([
      'the newest entries are missing (head says 5, the log is empty)',
    ]);
  });

  it('finds the newest entry rewritten with a new hash, and a missing head', async () => {
    const database = await logWithEntries(2);
    const { db } = database;
    const row = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const rewritten = { ...row, action: 'list' as const };
    await db
      .updateTable('audit_log')
      .set({ action: 'list', row_hash: auditRowHash(rewritten) })
      .where('id', '=', 2)
      .execute();
    expect((await verifyAuditChain(db)).problems).toEqual(['entry 2 was changed']);
    await db.deleteFrom('audit_chain_head').execute();
    expect(await verifyAuditChain(db)).toMatchObject({
      headHash: null,
      problems: ['the chain head is missing'],
    });
    await expect(
      recordAudit(db, { staffId: null, action: 'purge', detail: 'after' }),
    ).rejects.toThrow(/chain head/);
  });
});
