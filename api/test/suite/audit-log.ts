/**
 * The audit log (staff/audit.ts, staff/audit-chain.ts): every access to personal data names the
 * leads it touched and the address it came from; the log refuses UPDATE and DELETE; with those
 * triggers dropped, the verifier finds a changed, a deleted and a deleted newest entry; parallel
 * writers leave one intact chain. On a database of its own: it damages the log on purpose.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { migrateToLatest, prepareDatabase } from '../../src/prepare-database';
import { restoreBackup, takeBackup } from '../../src/backup/backup';
import { restorePostgres } from '../../src/backup/postgres';
import { restoreSqlite } from '../../src/backup/sqlite';
import { newLeadReference } from '../../src/leads/lead-reference';
import { saveStaffAccount } from '../../src/staff/accounts';
import { auditPage, recordAudit } from '../../src/staff/audit';
import { auditChainSettings, verifyAuditChain } from '../../src/staff/audit-chain';
import { hashPassword } from '../../src/staff/passwords';
import type { TestDatabaseTarget } from '../support/database-targets';
import { turnOnTwoFactor } from '../support/two-factor';
import { AUTH_CODE, FROM_SITE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'saffron ledger pebble monsoon';
const OFFICE = '203.0.113.7';
const HOME = '2001:db8::42';

/**
 * The triggers' refusal, matched by its message: Jest gives each test file a realm of its own, but
 * better-sqlite3 takes its error class from the first file in the process that loads it, so in a
 * full in-band run its errors are not `instanceof` this file's Error and `rejects.toThrow` calls
 * them "did not throw".
 */
const REFUSED = { message: expect.stringMatching(/append-only/) };

/** Lets a test damage the log as someone with the database's own rights could. */
export async function dropAppendOnlyTriggers(database: AppDatabase): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`drop trigger audit_log_no_update`.execute(database.db);
    await sql`drop trigger audit_log_no_delete`.execute(database.db);
    await sql`drop trigger audit_addresses_no_update`.execute(database.db);
  } else {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(database.db);
    await sql`drop trigger audit_addresses_no_update on audit_addresses`.execute(database.db);
    await sql`drop trigger audit_head_copy_append_only on audit_head_copy`.execute(database.db);
  }
}

export function describeAuditLog(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('audit log', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    let cookie = '';
    const leadIds: Record<string, number> = {};

    const call = (options: InjectOptions & { from?: string }) => {
      const { from = OFFICE, ...rest } = options;
      return app.inject({
        ...rest,
        remoteAddress: from,
        headers: { cookie, ...FROM_SITE, ...(rest.headers as Record<string, string> | undefined) },
      });
    };
    const get = (url: string, from?: string) =>
      call({ method: 'GET', url, ...(from ? { from } : {}) });
    const newestEntry = async () => {
      const response = await get('/staff/audit?limit=1');
      expect(response.statusCode).toBe(200);
      return response.json().data.entries[0];
    };
    /** The session cookie as set, whatever its name. */
    const cookieOf = (response: LightMyRequestResponse) => {
      const set = response.cookies[0];
      return set ? `${set.name}=${set.value}` : '';
    };

    async function seedLead(name: string, payload: object) {
      const row = await database.db
        .insertInto('leads')
        .values({
          kind: 'enquiry',
          payload: JSON.stringify(payload),
          idempotency_key: null,
          request_hash: 'h',
          dedupe_key: null,
          created_at: new Date().toISOString(),
          reference: newLeadReference(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      leadIds[name] = row.id;
    }

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
      app = buildApp({ database, authCode: AUTH_CODE, corsOrigins: null, rateLimits: UNLIMITED });
      await app.ready();
      await saveStaffAccount(database.db, {
        email: 'owner@agency.example',
        name: 'Owner',
        passwordHash: await hashPassword(PASSWORD),
      });
      await seedLead('asha', { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' });
      await seedLead('asha2', { name: 'Asha V', email: 'ASHA@example.com' });
      await seedLead('ravi', { name: 'Ravi', email: 'ravi@example.com' });
      const signedIn = await app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: OFFICE,
        headers: { 'content-type': 'application/json', ...FROM_SITE },
        payload: JSON.stringify({ email: 'owner@agency.example', password: PASSWORD }),
      });
      expect(signedIn.statusCode).toBe(200);
      cookie = cookieOf(signedIn);
      // An owner works once a second factor is on (required by default).
      await turnOnTwoFactor(app, cookie);
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.cleanup();
    });

    describe('what each access names', () => {
      it('audits the sign-in with its address', async () => {
        const { entries } = (await get('/staff/audit?limit=50')).json().data;
        const signIn = entries.find((entry: { action: string }) => entry.action === 'sign-in');
        expect(signIn).toMatchObject({ actor: 'owner@agency.example', ip: OFFICE, leadIds: [] });
      });

      it("an owner's list page, whole contact details, is an export naming every lead on it", async () => {
        const page = (await get('/staff/leads?limit=2', HOME)).json().data;
        expect(page.leads).toHaveLength(2);
        expect(await newestEntry()).toMatchObject({
          action: 'export',
          leadId: null,
          leadIds: page.leads.map((lead: { id: number }) => lead.id),
          ip: HOME,
        });
      });

      it('a read names its lead, and shows in its history with the address', async () => {
        const id = leadIds.asha!;
        const lead = (await get(`/staff/leads/${id}`)).json().data;
        const entry = { action: 'read', leadId: id, leadIds: [id], ip: OFFICE };
        expect(await newestEntry()).toMatchObject(entry);
        expect(lead.history[0]).toMatchObject(entry);
      });

      it('a change names its lead', async () => {
        const id = leadIds.ravi!;
        const changed = await call({
          method: 'PATCH',
          url: `/staff/leads/${id}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ status: 'contacted' }),
        });
        expect(changed.statusCode).toBe(200);
        expect(await newestEntry()).toMatchObject({
          action: 'change',
          leadId: id,
          leadIds: [id],
          ip: OFFICE,
        });
      });

      it('a change of nothing, and a redeliver of nothing, still name the lead they answer with', async () => {
        const id = leadIds.ravi!;
        const read = { action: 'read', leadId: id, leadIds: [id], actor: 'owner@agency.example' };
        const unchanged = await call({
          method: 'PATCH',
          url: `/staff/leads/${id}`,
          from: HOME,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ status: 'contacted' }),
        });
        expect(unchanged.statusCode).toBe(200);
        expect(unchanged.json()).toMatchObject({ message: 'Nothing to change.' });
        expect(unchanged.json().data).toMatchObject({ id, payload: { name: 'Ravi' } });
        expect(await newestEntry()).toMatchObject({ ...read, ip: HOME });

        const resent = await call({ method: 'POST', url: `/staff/leads/${id}/redeliver` });
        expect(resent.statusCode).toBe(200);
        expect(resent.json()).toMatchObject({
          message: 'No failed notification to send again.',
          data: { id, payload: { name: 'Ravi' } },
        });
        const entry = await newestEntry();
        expect(entry).toMatchObject({ ...read, ip: OFFICE });
        expect(resent.json().data.history[0]).toMatchObject({ id: entry.id });
      });

      it('the CSV export names every exported lead', async () => {
        const csv = await get('/staff/leads.csv', HOME);
        expect(csv.statusCode).toBe(200);
        const entry = await newestEntry();
        expect(entry).toMatchObject({ action: 'export', leadId: null, ip: HOME });
        expect([...entry.leadIds].sort((a, b) => a - b)).toEqual(
          Object.values(leadIds).sort((a, b) => a - b),
        );
      });

      it("a subject access names the person's leads, not the others", async () => {
        const found = await get('/staff/subjects?email=asha%40example.com');
        expect(found.statusCode).toBe(200);
        const entry = await newestEntry();
        expect(entry).toMatchObject({ action: 'export', ip: OFFICE });
        expect([...entry.leadIds].sort((a, b) => a - b)).toEqual(
          [leadIds.asha!, leadIds.asha2!].sort((a, b) => a - b),
        );
        expect(JSON.stringify(entry)).not.toContain('asha@example.com');
      });

      it('an erasure names the erased leads', async () => {
        const erased = await call({
          method: 'POST',
          url: '/staff/subjects/erase',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'ravi@example.com' }),
        });
        expect(erased.statusCode).toBe(200);
        expect(await newestEntry()).toMatchObject({
          action: 'erase',
          leadIds: [leadIds.ravi],
          ip: OFFICE,
        });
      });

      it('shows a null address once the retention purge has deleted it', async () => {
        const before = await newestEntry();
        await database.db.deleteFrom('audit_addresses').where('audit_id', '=', before.id).execute();
        const after = (await get(`/staff/audit?cursor=${before.id + 1}&limit=1`)).json().data;
        expect(after.entries[0]).toMatchObject({
          id: before.id,
          ip: null,
          leadIds: before.leadIds,
        });
      });
    });

    describe('append-only', () => {
      it('refuses UPDATE, DELETE (and TRUNCATE on PostgreSQL) of audit_log', async () => {
        const { db } = database;
        // An entry of its own: SQLite's row triggers fire only for rows the statement touches.
        await recordAudit(db, { staffId: null, action: 'list', ip: OFFICE, detail: 'kept' });
        const { id } = await db
          .selectFrom('audit_log')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        await expect(
          sql`update audit_log set detail = 'x' where id = ${id}`.execute(db),
        ).rejects.toMatchObject(REFUSED);
        await expect(sql`delete from audit_log where id = ${id}`.execute(db)).rejects.toMatchObject(
          REFUSED,
        );
        if (database.dialect === 'postgres') {
          await expect(sql`truncate audit_log`.execute(db)).rejects.toMatchObject(REFUSED);
        }
        expect(await verifyAuditChain(db)).toMatchObject({ problems: [] });
      });

      it('keeps one chain under 20 parallel writers', async () => {
        const before = (await verifyAuditChain(database.db)).entries;
        await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            recordAudit(database.db, {
              staffId: null,
              action: 'list',
              leadIds: [n],
              ip: OFFICE,
              detail: `listed ${n}`,
            }),
          ),
        );
        expect(await verifyAuditChain(database.db)).toEqual({
          entries: before + 20,
          headHash: expect.stringMatching(/^[0-9a-f]{64}$/),
          problems: [],
          notices: [],
        });
      });
    });

    // Last: they drop the triggers.
    describe('the verifier, with the triggers dropped', () => {
      beforeAll(() => dropAppendOnlyTriggers(database));

      const rowOf = (id: number) =>
        database.db
          .selectFrom('audit_log')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      const reinsert = (row: Awaited<ReturnType<typeof rowOf>>) =>
        database.db.insertInto('audit_log').values(row).execute();
      const problems = async () => (await verifyAuditChain(database.db)).problems;
      const ids = async () =>
        (await database.db.selectFrom('audit_log').select('id').orderBy('id').execute()).map(
          (row) => row.id,
        );

      it('finds a changed entry, and the log whole again once it is put back', async () => {
        const [, second] = await ids();
        const original = await rowOf(second!);
        await database.db
          .updateTable('audit_log')
          .set({ detail: 'nothing happened' })
          .where('id', '=', second!)
          .execute();
        expect(await problems()).toEqual([`entry ${second} was changed`]);
        await database.db
          .updateTable('audit_log')
          .set({ detail: original.detail })
          .where('id', '=', second!)
          .execute();
        expect(await problems()).toEqual([]);
      });

      it('finds a deleted entry in the middle', async () => {
        const all = await ids();
        const middle = all[Math.floor(all.length / 2)]!;
        const original = await rowOf(middle);
        await database.db.deleteFrom('audit_log').where('id', '=', middle).execute();
        const { headLog } = await auditChainSettings(database.db, { create: false });
        expect(await problems()).toEqual([
          `an entry is missing before entry ${all[all.indexOf(middle) + 1]}`,
          ...(database.dialect === 'postgres'
            ? [`entry ${middle} is missing (audit_head_copy has it)`]
            : []),
          `entry ${middle} is missing (${headLog} has it)`,
        ]);
        await reinsert(original);
        expect(await problems()).toEqual([]);
      });

      it('finds the newest entry deleted', async () => {
        const all = await ids();
        const last = all.at(-1)!;
        const original = await rowOf(last);
        await database.db.deleteFrom('audit_log').where('id', '=', last).execute();
        const { headLog } = await auditChainSettings(database.db, { create: false });
        expect(await problems()).toEqual([
          `the newest entries are missing (head says ${last}, last is ${all.at(-2)})`,
          ...(database.dialect === 'postgres'
            ? [
                `the newest entries are missing (audit_head_copy has entry ${last}, the log ends at ${all.at(-2)})`,
              ]
            : []),
          `the database is older than its head copy: ${headLog} names entry ${last}, the log ends at ${all.at(-2)} (entries deleted, or a restore that was not recorded)`,
        ]);
        await reinsert(original);
        expect(await problems()).toEqual([]);
      });
    });
  });

  describe('audit log across a restore', () => {
    let target: TestDatabaseTarget;
    let folder: string;
    let backupFile: string;
    const open = async () => {
      const opened = openDatabase(target.config);
      await migrateToLatest(opened);
      return opened;
    };
    const append = async (count: number) => {
      const opened = await open();
      try {
        for (let n = 0; n < count; n += 1) {
          await recordAudit(opened.db, { staffId: null, action: 'list', detail: `entry ${n}` });
        }
      } finally {
        await opened.close();
      }
    };
    const verify = async () => {
      const opened = await open();
      try {
        const { headLog } = await auditChainSettings(opened.db, { create: false });
        return { ...(await verifyAuditChain(opened.db)), headLog };
      } finally {
        await opened.close();
      }
    };

    beforeAll(async () => {
      target = await createTarget();
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-audit-restore-'));
      await append(3);
      backupFile = path.join(folder, 'after-entry-3.backup');
      await takeBackup(target.config, backupFile);
      await append(2);
    }, 60_000);

    afterAll(async () => {
      await target?.cleanup();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it('says the database is older than its head copy after a restore nobody recorded', async () => {
      // The copy put back by hand, as the restore command does without its audit step.
      // A minute earlier than the recorded restore below: each keeps the file it replaced.
      if (target.config.kind === 'sqlite') {
        await restoreSqlite(backupFile, target.config.file, new Date(Date.now() - 60_000));
      } else await restorePostgres(backupFile, target.config);
      const check = await verify();
      expect(check.entries).toBe(3);
      expect(check.problems).toEqual([
        `the database is older than its head copy: ${check.headLog} names entry 5, the log ends at 3 (entries deleted, or a restore that was not recorded)`,
      ]);
    }, 60_000);

    it('reports the rollback that `pnpm restore` recorded, and the entry saying what went', async () => {
      await restoreBackup(target.config, backupFile, new Date(), { ledgerFile: null });
      const check = await verify();
      expect(check.problems).toEqual([]);
      expect(check.notices).toEqual([
        expect.stringMatching(/the log went back from entry 5 to 3 \(recorded in .*\)$/),
      ]);
      const opened = await open();
      try {
        // Newest first: the restore's own entries (the sessions it ended) come before this one.
        const { entries } = await auditPage(opened.db, { limit: 2 });
        expect(entries[0]).toMatchObject({
          id: 5,
          action: 'change',
          detail: 'restored from a backup: entries 4 to 5 of the previous log are gone',
        });
        expect(entries[1]).toMatchObject({
          id: 4,
          detail: expect.stringMatching(/^a restore ended every staff session/),
        });
      } finally {
        await opened.close();
      }
      const before = (await verify()).entries;
      await append(1);
      expect(await verify()).toMatchObject({ entries: before + 1, problems: [] });
    }, 60_000);
  });
}
