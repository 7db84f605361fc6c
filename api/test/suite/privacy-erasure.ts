/**
 * Erasure and retention everywhere data is kept: keyed digests and the privacy ledger, the
 * subject.erased webhook event, the scheduled retention sweep (also from two processes at once),
 * private and encrypted backups with rotation, and a restore that erases again whoever was erased
 * after its backup. On a database of its own: it deletes leads and restores backups over it.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pino from 'pino';
import { restoreBackup, takeBackup } from '../../src/backup/backup';
import { decryptFile } from '../../src/backup/encryption';
import { defaultBackupName, isOwnBackupName } from '../../src/backup/files';
import { findTool } from '../../src/backup/postgres';
import type { AppDatabase, DatabaseConfig } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { newLeadReference } from '../../src/leads/lead-reference';
import { enableWebhookEvents } from '../../src/notifications/outbox';
import { saveStaffAccount } from '../../src/staff/accounts';
import { recordAudit } from '../../src/staff/audit';
import { compactionPending } from '../../src/staff/compaction';
import { hashPassword } from '../../src/staff/passwords';
import { eraseSubject, subjectDigest, subjectRecords } from '../../src/staff/privacy';
import { RetentionSchedule, sweepRetention, type Sweep } from '../../src/staff/retention-schedule';
import type { TestDatabaseTarget } from '../support/database-targets';

const DAY = 86_400_000;
const RETENTION = { leadDays: 730, auditAddressDays: 180 };

/** Why backups cannot be tested here, or null when they can. */
function backupToolsMissing(target: TestDatabaseTarget): string | null {
  if (target.config.kind === 'sqlite') return null;
  try {
    findTool('pg_dump');
    findTool('pg_restore');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Retention sweeps in separate processes, started together: each opens the database, says it is
 * ready, and sweeps when told to go, so that the sweeps overlap.
 */
async function sweepInProcesses(config: DatabaseConfig, count: number): Promise<Sweep[]> {
  const script = `
    const { openDatabase } = require(${JSON.stringify(require.resolve('../../src/open-database'))});
    const { sweepRetention } = require(${JSON.stringify(require.resolve('../../src/staff/retention-schedule'))});
    const database = openDatabase(JSON.parse(process.env.SWEEP_DATABASE));
    process.stdout.write('ready\\n');
    process.stdin.once('data', async () => {
      try {
        const sweep = await sweepRetention(database, ${JSON.stringify(RETENTION)});
        process.stdout.write(JSON.stringify(sweep) + '\\n');
      } finally {
        await database.close();
      }
    });`;
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      env: { ...process.env, SWEEP_DATABASE: JSON.stringify(config) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    const ready = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.startsWith('ready\n')) resolve();
      });
    });
    const done = new Promise<Sweep>((resolve, reject) => {
      child.on('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(out.slice('ready\n'.length)) as Sweep)
          : reject(new Error(`sweep process exited ${String(code)}`)),
      );
    });
    return { child, ready, done };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.end('go\n');
  return Promise.all(children.map(({ done }) => done));
}

export function describePrivacyErasure(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('privacy erasure and retention', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let dir: string;
    let staffId = 0;

    // A fresh database is migrated and filled with the catalogue: seconds on a busy machine.
    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-privacy-'));
      staffId = (
        await saveStaffAccount(database.db, {
          email: 'owner@agency.example',
          name: 'Owner',
          passwordHash: await hashPassword('saffron ledger pebble monsoon'),
        })
      ).id;
    }, 30_000);

    afterAll(async () => {
      enableWebhookEvents(false);
      await database.close();
      await target.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    async function seedLead(payload: object, daysAgo = 0): Promise<number> {
      const row = await database.db
        .insertInto('leads')
        .values({
          kind: 'enquiry',
          payload: JSON.stringify({ name: 'Someone', destination: 'Kerala', ...payload }),
          idempotency_key: null,
          request_hash: 'h',
          dedupe_key: null,
          created_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
          reference: newLeadReference(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** A lead of any kind, with staff notes. */
    async function seedRow(row: {
      kind?: 'enquiry' | 'booking' | 'newsletter';
      payload: object;
      notes?: string;
      dedupeKey?: string;
    }): Promise<number> {
      const id = await seedLead(row.payload);
      await database.db
        .updateTable('leads')
        .set({
          kind: row.kind ?? 'enquiry',
          notes: row.notes ?? '',
          dedupe_key: row.dedupeKey ?? null,
          payload: JSON.stringify(row.payload),
        })
        .where('id', '=', id)
        .execute();
      return id;
    }

    const notesOf = async (id: number) =>
      (
        await database.db
          .selectFrom('leads')
          .select('notes')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).notes;

    const leadIds = async () =>
      new Set((await database.db.selectFrom('leads').select('id').execute()).map((r) => r.id));
    const ledger = () =>
      database.db.selectFrom('privacy_ledger').selectAll().orderBy('id').execute();
    const lastAudit = () =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();

    /** Closes the suite's connection for `run` (a SQLite restore needs the file to itself). */
    async function whileClosed<T>(run: () => Promise<T>): Promise<T> {
      await database.close();
      try {
        return await run();
      } finally {
        database = openDatabase(target.config);
      }
    }

    describe('erasure', () => {
      it('remembers the person only by a keyed digest, in the ledger and the audit', async () => {
        const first = await seedLead({ email: 'Meera@Example.com', phone: '+919811111111' });
        const second = await seedLead({ email: 'meera@example.com' });
        const other = await seedLead({ email: 'other@example.com' });
        const before = (await ledger()).length;

        const erased = await eraseSubject(
          database,
          { email: ' MEERA@example.com' },
          staffId,
          '203.0.113.7',
        );
        expect(erased).toEqual({ leads: 2, outbox: 0 });
        const left = await leadIds();
        expect([first, second, other].map((id) => left.has(id))).toEqual([false, false, true]);

        const digest = subjectDigest(database.privacy().key, { email: 'meera@example.com' });
        expect(digest).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
        expect(digest).not.toBe(subjectDigest(randomBytes(32), { email: 'meera@example.com' }));
        const plain = createHash('sha256').update('email:meera@example.com').digest('hex');
        expect(digest).not.toContain(plain.slice(0, 16));

        // The phone on their lead was theirs too: it gets an entry, so a restore finds it again.
        const phoneDigest = subjectDigest(database.privacy().key, { phone: '+919811111111' });
        const entries = (await ledger()).slice(before);
        const entry = (subject_digest: string) => ({
          id: expect.any(Number),
          at: entries[0]?.at,
          kind: 'erase',
          subject_digest,
          cutoff: null,
        });
        expect(entries).toEqual([entry(digest), entry(phoneDigest)]);
        const audit = await lastAudit();
        expect(audit).toMatchObject({ action: 'erase', staff_id: staffId });
        expect(audit.detail).toBe(
          `erased 2 leads and 0 notifications of the subject with email ${digest} (found by 2 emails and phones), and struck them from 0 staff notes`,
        );
        expect(JSON.parse(audit.lead_ids)).toEqual([first, second]);
        const address = await database.db
          .selectFrom('audit_addresses')
          .select('ip')
          .where('audit_id', '=', audit.id)
          .executeTakeFirst();
        expect(address?.ip).toBe('203.0.113.7');
        expect(JSON.stringify(await ledger())).not.toMatch(/meera|9811111111/i);
      });

      it('finds the person by every email and phone they gave, and strikes them from staff notes', async () => {
        const tag = randomBytes(3).toString('hex');
        const email = `asha.${tag}@example.com`;
        const phone = '+919833344455';
        const enquiry = await seedRow({
          payload: { name: 'Asha Verma', email, phone, destination: 'Goa' },
        });
        // Their booking by phone only, and their newsletter signup, the address typed in capitals.
        const booking = await seedRow({
          kind: 'booking',
          payload: { fullName: 'Asha Verma', phone, packageDetailId: 1 },
        });
        const newsletter = await seedRow({
          kind: 'newsletter',
          payload: { email: email.toUpperCase() },
          dedupeKey: `newsletter:${email}`,
        });
        // Someone else who shares nothing with them, and a colleague's notes that name them.
        const other = await seedRow({
          payload: { name: 'Ravi Kumar', email: `ravi.${tag}@example.com`, phone: '+919800011122' },
          notes: `Referred by ASHA VERMA (${email.toUpperCase()}, +91 98333-44455). Asha says hi.`,
        });
        const unrelatedNote = 'Call back on 98000 11122 after 6 pm';
        const unrelated = await seedRow({
          payload: { name: 'Asha Rao', email: `rao.${tag}@example.com` },
          notes: unrelatedNote,
        });

        // The access request lists exactly what the erasure will delete, asked either way.
        const theirs = [enquiry, booking, newsletter].sort((a, b) => a - b);
        const byEmail = await subjectRecords(database, { email: ` ${email.toUpperCase()} ` });
        expect(byEmail.leads.map((lead) => lead.id).sort((a, b) => a - b)).toEqual(theirs);
        const byPhone = await subjectRecords(database, { phone: '098333 44455' });
        expect(byPhone.leads.map((lead) => lead.id).sort((a, b) => a - b)).toEqual(theirs);

        const before = (await ledger()).length;
        const erased = await eraseSubject(database, { email }, staffId);
        expect(erased.leads).toBe(3);
        const left = await leadIds();
        expect(theirs.filter((id) => left.has(id))).toEqual([]);
        expect([left.has(other), left.has(unrelated)]).toEqual([true, true]);
        // Their name in full, address and number are struck; a bare first name names too many.
        expect(await notesOf(other)).toBe(
          'Referred by [erased] ([erased], +91 [erased]). Asha says hi.',
        );
        expect(await notesOf(unrelated)).toBe(unrelatedNote);

        const key = database.privacy().key;
        const digests = (await ledger()).slice(before).map((row) => row.subject_digest);
        expect(digests).toEqual([subjectDigest(key, { email }), subjectDigest(key, { phone })]);
        expect((await lastAudit()).detail).toMatch(
          /\(found by 2 emails and phones\), and struck them from 1 staff notes$/,
        );
        // Nothing of them is left for another access request to find.
        expect((await subjectRecords(database, { phone })).leads).toEqual([]);
      });

      it('does not let a shared phone pull in a second person whole', async () => {
        const tag = randomBytes(3).toString('hex');
        const phone = '+919844455566';
        const mine = await seedRow({ payload: { email: `me.${tag}@example.com`, phone } });
        // A relative booked with the same phone and their own address, and wrote once more
        // without a phone: that second lead is theirs alone.
        const shared = await seedRow({ payload: { email: `kin.${tag}@example.com`, phone } });
        const theirsAlone = await seedRow({ payload: { email: `kin.${tag}@example.com` } });
        await eraseSubject(database, { email: `me.${tag}@example.com` }, staffId);
        const left = await leadIds();
        expect([left.has(mine), left.has(shared), left.has(theirsAlone)]).toEqual([
          false,
          false,
          true,
        ]);
      });

      it('records an erasure that finds no lead too, since a backup may still hold the person', async () => {
        const before = (await ledger()).length;
        expect(await eraseSubject(database, { phone: '098110 00000' }, staffId)).toEqual({
          leads: 0,
          outbox: 0,
        });
        const [entry] = (await ledger()).slice(before);
        expect(entry?.subject_digest).toBe(
          subjectDigest(database.privacy().key, { phone: '+919811000000' }),
        );
      });

      it('queues a subject.erased webhook event, only while a webhook is configured', async () => {
        const events = () =>
          database.db
            .selectFrom('lead_outbox')
            .selectAll()
            .where('event_type', '=', 'subject.erased')
            .orderBy('id')
            .execute();
        const lead = await seedLead({ email: 'kiran@example.com' });
        const { reference } = await database.db
          .selectFrom('leads')
          .select('reference')
          .where('id', '=', lead)
          .executeTakeFirstOrThrow();
        enableWebhookEvents(true);
        try {
          await eraseSubject(database, { email: 'kiran@example.com' }, staffId);
        } finally {
          enableWebhookEvents(false);
        }
        const [event, ...more] = await events();
        expect(more).toEqual([]);
        expect(event).toMatchObject({ lead_id: null, channel: 'webhook', status: 'pending' });
        const data = JSON.parse(event?.event_data ?? '{}');
        expect(data).toEqual({
          subject: subjectDigest(database.privacy().key, { email: 'kiran@example.com' }),
          leadIds: [lead],
          references: [reference],
          erasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        expect(event?.event_data).not.toMatch(/kiran/);

        await seedLead({ email: 'kiran@example.com' });
        await eraseSubject(database, { email: 'kiran@example.com' }, staffId);
        expect(await events()).toHaveLength(1);
      });

      it('also appends the ledger to PRIVACY_LEDGER_FILE when one is set', async () => {
        const ledgerFile = path.join(dir, 'mirror', 'ledger.jsonl');
        const mirrored = { ...database, privacy: () => ({ ...database.privacy(), ledgerFile }) };
        await eraseSubject(mirrored, { email: 'nobody@example.com' }, staffId);
        const lines = fs.readFileSync(ledgerFile, 'utf8').trim().split('\n');
        expect(lines.map((line) => JSON.parse(line))).toEqual([
          {
            at: expect.any(String),
            kind: 'erase',
            subjectDigest: subjectDigest(database.privacy().key, { email: 'nobody@example.com' }),
            cutoff: null,
          },
        ]);
        expect(fs.statSync(ledgerFile).mode & 0o777).toBe(0o600);
      });
    });

    describe('erasure reaches the bytes', () => {
      const key = randomBytes(32);

      /** A person with an enquiry, a phone-only booking, a newsletter signup and a note about them. */
      async function seedPerson() {
        const tag = randomBytes(4).toString('hex');
        const email = `bytes.${tag}@example.com`;
        const national = `98${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
        const phone = `+91${national}`;
        await seedRow({ payload: { name: 'Byte Person', email, phone, note: `hello ${tag}` } });
        await seedRow({ kind: 'booking', payload: { fullName: 'Byte Person', phone } });
        await seedRow({
          kind: 'newsletter',
          payload: { email: email.toUpperCase() },
          dedupeKey: `newsletter:${email}`,
        });
        await seedRow({
          payload: { email: `colleague.${tag}@example.com` },
          notes: `Friend of ${email}, phone ${national}`,
        });
        // Needles: the address as typed either way, and the number with and without +91.
        const needles = [email, email.toUpperCase(), national].map((text) => Buffer.from(text));
        return { email, phone, needles };
      }

      const holds = (bytes: Buffer, needles: Buffer[]) =>
        needles.filter((needle) => bytes.includes(needle)).map((needle) => needle.toString());

      /**
       * The raw pages of the tables an erasure touches, their indexes and TOAST, on PostgreSQL,
       * read with pageinspect (a superuser's extension: without it the pages go unchecked). An
       * extension made here is dropped again: pg_restore of the schema would trip over it.
       */
      async function postgresPages(): Promise<Buffer | null> {
        const { rows: present } = await sql<{ schema: string }>`
          select n.nspname as schema from pg_extension e
          join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pageinspect'`.execute(
          database.db,
        );
        let made = false;
        if (present.length === 0) {
          try {
            await sql`create extension pageinspect`.execute(database.db);
            made = true;
          } catch (error) {
            console.warn(`page check skipped: no pageinspect (${(error as Error).message})`);
            return null;
          }
        }
        try {
          const madeIn = target.config.kind === 'postgres' ? target.config.schema : undefined;
          const extension = sql.id(present[0]?.schema ?? madeIn ?? 'public');
          const { rows: relations } = await sql<{ oid: number; blocks: number }>`
            with tables as (
              select c.oid, c.reltoastrelid from pg_class c
              where c.relname in ('leads', 'lead_outbox')
                and c.relnamespace = to_regnamespace(current_schema())::oid)
            select oid::int as oid, (pg_relation_size(oid) / 8192)::int as blocks from (
              select oid from tables
              union select reltoastrelid from tables where reltoastrelid <> 0
              union select indexrelid from pg_index where indrelid in (select oid from tables)
            ) r`.execute(database.db);
          const pages: Buffer[] = [];
          for (const { oid, blocks } of relations) {
            for (let block = 0; block < blocks; block += 1) {
              const { rows } = await sql<{ page: Buffer }>`
                select ${extension}.get_raw_page(${oid}::regclass::text, ${block}) as page`.execute(
                database.db,
              );
              if (rows[0]) pages.push(rows[0].page);
            }
          }
          return Buffer.concat(pages);
        } finally {
          if (made) await sql`drop extension pageinspect`.execute(database.db);
        }
      }

      /** The live database's bytes: the SQLite file and its WAL, or PostgreSQL's pages. */
      async function liveBytes(): Promise<Buffer | null> {
        if (target.config.kind === 'postgres') return postgresPages();
        const file = target.config.file;
        const wal = `${file}-wal`;
        return Buffer.concat([
          fs.readFileSync(file),
          fs.existsSync(wal) ? fs.readFileSync(wal) : Buffer.alloc(0),
        ]);
      }

      it('leaves no byte of their email or phone in the database or a new backup', async () => {
        if (backupToolsMissing(target)) return;
        const person = await seedPerson();
        if (target.config.kind === 'sqlite') {
          // Into the main file first, where only freed pages could still hold them afterwards.
          await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
        }
        const before = await liveBytes();
        // The premise: the check finds them while they are there.
        if (before) expect(holds(before, person.needles)).toEqual(person.needles.map(String));

        const erased = await eraseSubject(database, { email: person.email }, staffId);
        expect(erased.leads).toBe(3);
        const after = await liveBytes();
        if (after) expect(holds(after, person.needles)).toEqual([]);

        const folder = path.join(dir, `bytes-${target.config.kind}`);
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        const plain = await takeBackup(target.config, path.join(folder, 'plain.backup'));
        expect(holds(fs.readFileSync(plain.file), person.needles)).toEqual([]);

        // Encrypted: only the final file and its partial ever appear in the folder.
        const seen = new Set<string>();
        const watcher = fs.watch(folder, (_event, name) => {
          if (name) seen.add(name.toString());
        });
        let sealed: string;
        try {
          sealed = (
            await takeBackup(target.config, path.join(folder, 'sealed.backup.enc'), {
              encryptionKey: key,
            })
          ).file;
          await new Promise((resolve) => setTimeout(resolve, 200));
        } finally {
          watcher.close();
        }
        expect([...seen].sort()).toEqual(['sealed.backup.enc', 'sealed.backup.enc.partial']);
        expect(holds(fs.readFileSync(sealed), person.needles)).toEqual([]);
        const opened = path.join(folder, 'opened.backup');
        await decryptFile(sealed, opened, key);
        expect(holds(fs.readFileSync(opened), person.needles)).toEqual([]);
      }, 60_000);

      it('on SQLite, finishes at the next sweep a compaction another process held up', async () => {
        if (target.config.kind !== 'sqlite') return;
        const person = await seedPerson();
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
        // Another process reading: its snapshot keeps the WAL from being checkpointed away.
        const reader = new SqliteDatabase(target.config.file, { fileMustExist: true });
        reader.exec('begin');
        reader.prepare('select count(*) from leads').get();
        try {
          const erased = await eraseSubject(database, { email: person.email }, staffId);
          expect(erased.leads).toBe(3);
          expect(compactionPending(database)).toBe(true);
        } finally {
          reader.exec('commit');
          reader.close();
        }
        const sweep = await sweepRetention(database, RETENTION);
        expect(sweep.compaction).toBe('done');
        expect(compactionPending(database)).toBe(false);
        expect(holds((await liveBytes()) ?? Buffer.alloc(0), person.needles)).toEqual([]);
      }, 60_000);
    });

    describe('retention sweep', () => {
      it('deletes old leads, ended sessions and old audit addresses, and keeps the rest', async () => {
        const old = await seedLead({ email: 'old@example.com' }, 731);
        const recent = await seedLead({ email: 'recent@example.com' }, 729);
        const now = new Date();
        await recordAudit(
          database.db,
          { staffId, action: 'list', detail: 'old', ip: '198.51.100.1' },
          new Date(now.getTime() - 181 * DAY),
        );
        await recordAudit(
          database.db,
          { staffId, action: 'list', detail: 'new', ip: '198.51.100.2' },
          new Date(now.getTime() - 179 * DAY),
        );
        const session = (token: string, expires: number, idle: number) => ({
          id: token,
          token_hash: token,
          staff_id: staffId,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + expires).toISOString(),
          idle_expires_at: new Date(now.getTime() + idle).toISOString(),
          device: null,
        });
        await database.db
          .insertInto('staff_sessions')
          .values([
            session('ended', -1000, 1000),
            session('idle', 1000, -1000),
            session('live', DAY, DAY),
          ])
          .execute();
        const ledgerBefore = (await ledger()).length;

        const sweep = await sweepRetention(database, RETENTION, now);
        expect(sweep).toMatchObject({ leads: 1, outbox: 0, addresses: 1 });
        const left = await leadIds();
        expect(left.has(old)).toBe(false);
        expect(left.has(recent)).toBe(true);
        const addresses = await database.db.selectFrom('audit_addresses').select('ip').execute();
        expect(addresses.map((row) => row.ip)).not.toContain('198.51.100.1');
        expect(addresses.map((row) => row.ip)).toContain('198.51.100.2');
        // The audit entry itself stays: only its address is gone.
        const entry = await database.db
          .selectFrom('audit_log')
          .select('id')
          .where('detail', '=', 'old')
          .executeTakeFirst();
        expect(entry).toBeDefined();
        const sessions = await database.db.selectFrom('staff_sessions').select('id').execute();
        expect(sessions.map((row) => row.id)).toEqual(['live']);

        expect((await ledger()).slice(ledgerBefore)).toEqual([
          expect.objectContaining({ kind: 'purge', subject_digest: null, cutoff: sweep.cutoff }),
        ]);
        expect(await lastAudit()).toMatchObject({ action: 'purge', staff_id: null });

        // Nothing left to do: nothing deleted, nothing recorded.
        const auditBefore = (await lastAudit()).id;
        expect(await sweepRetention(database, RETENTION, now)).toMatchObject({
          leads: 0,
          addresses: 0,
        });
        expect((await ledger()).length).toBe(ledgerBefore + 1);
        expect((await lastAudit()).id).toBe(auditBefore);
      });

      it('keeps a confirmed newsletter subscription until it is ended, as the notice says', async () => {
        const subscription = async (confirmed: boolean, unsubscribed: boolean) => {
          const id = await seedLead({ email: `sub-${confirmed}-${unsubscribed}@x.example` }, 900);
          await database.db
            .updateTable('leads')
            .set({
              kind: 'newsletter',
              confirmed_at: confirmed ? new Date(Date.now() - 899 * DAY).toISOString() : null,
              unsubscribed_at: unsubscribed ? new Date(Date.now() - DAY).toISOString() : null,
            })
            .where('id', '=', id)
            .execute();
          return id;
        };
        const active = await subscription(true, false);
        const ended = await subscription(true, true);
        const unconfirmed = await subscription(false, false);
        await sweepRetention(database, RETENTION, new Date());
        const left = await leadIds();
        expect(left.has(active)).toBe(true);
        expect(left.has(ended)).toBe(false);
        expect(left.has(unconfirmed)).toBe(false);
      });

      it('is safe from several processes at once: each old lead deleted once, one entry', async () => {
        const old: number[] = [];
        for (let n = 0; n < 40; n += 1) old.push(await seedLead({ email: `n${n}@x.example` }, 800));
        const ledgerBefore = (await ledger()).length;
        const sweeps = await sweepInProcesses(target.config, 3);
        expect(sweeps.reduce((sum, sweep) => sum + sweep.leads, 0)).toBe(old.length);
        const left = await leadIds();
        expect(old.filter((id) => left.has(id))).toEqual([]);
        expect((await ledger()).slice(ledgerBefore)).toHaveLength(1);
      }, 60_000);

      it('runs in the API at start, and again on schedule', async () => {
        const old = await seedLead({ email: 'scheduled@example.com' }, 900);
        const lines: string[] = [];
        const schedule = new RetentionSchedule({
          database,
          settings: { ...RETENTION, sweepMinutes: 60, preRestoreCopies: null },
          logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
        });
        schedule.start();
        try {
          const deadline = Date.now() + 10_000;
          while ((await leadIds()).has(old) && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        } finally {
          await schedule.stop();
        }
        expect((await leadIds()).has(old)).toBe(false);
        expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
          expect.stringMatching(/^retention sweep: deleted 1 leads stored before .* audit/),
        ]);
      });
    });

    describe('backups', () => {
      const skipReason = () => backupToolsMissing(target);
      const backupFolder = () => path.join(dir, 'backups');
      let stamp = Date.UTC(2025, 0, 1);
      /** A backup in the backup folder with our naming, each a second after the previous one. */
      const nextBackupPath = (encrypted = false) => {
        stamp += 1000;
        return path.join(
          backupFolder(),
          defaultBackupName(target.config, new Date(stamp), encrypted),
        );
      };

      it('are readable by their owner only, like the live SQLite database', async () => {
        if (skipReason()) return console.warn(`backup tests skipped: ${skipReason()}`);
        const result = await takeBackup(target.config, nextBackupPath());
        expect(fs.statSync(result.file).mode & 0o777).toBe(0o600);
        expect(fs.statSync(backupFolder()).mode & 0o777).toBe(0o700);
        if (target.config.kind === 'sqlite') {
          const live = target.config.file;
          for (const file of [live, `${live}-wal`, `${live}-shm`]) {
            expect({ file, mode: fs.statSync(file).mode & 0o777 }).toEqual({ file, mode: 0o600 });
          }
        }
      }, 30_000);

      it('are encrypted with BACKUP_ENCRYPTION_KEY, and restored only with it', async () => {
        if (skipReason()) return;
        const marker = `GK-SECRET-${randomBytes(4).toString('hex')}`;
        const lead = await seedLead({ email: 'enc@example.com', note: marker });
        const key = randomBytes(32);
        const result = await takeBackup(target.config, nextBackupPath(true), {
          encryptionKey: key,
        });
        expect(result.encrypted).toBe(true);
        const bytes = fs.readFileSync(result.file);
        expect(bytes.subarray(0, 8).toString('ascii')).toBe('GKBACKUP');
        expect(bytes.includes(Buffer.from(marker))).toBe(false);
        expect(fs.statSync(result.file).mode & 0o777).toBe(0o600);
        // No plain copy or partial file is left beside it.
        expect(fs.readdirSync(backupFolder()).filter((name) => !isOwnBackupName(name))).toEqual([]);

        await database.db.deleteFrom('leads').where('id', '=', lead).execute();
        await whileClosed(async () => {
          await expect(
            restoreBackup(target.config, result.file, new Date(), { encryptionKey: null }),
          ).rejects.toThrow(/is encrypted: set BACKUP_ENCRYPTION_KEY.*Nothing was changed/);
          await expect(
            restoreBackup(target.config, result.file, new Date(), {
              encryptionKey: randomBytes(32),
            }),
          ).rejects.toThrow(/encrypted with another key.*Nothing was changed/);
        });
        expect((await leadIds()).has(lead)).toBe(false);

        await whileClosed(() =>
          restoreBackup(target.config, result.file, new Date(), { encryptionKey: key }),
        );
        expect((await leadIds()).has(lead)).toBe(true);
        expect(fs.readdirSync(path.dirname(result.file)).some((n) => n.endsWith('.tmp'))).toBe(
          false,
        );
      }, 30_000);

      it('keep only the newest BACKUP_KEEP in the backup folder', async () => {
        if (skipReason()) return;
        const unrelated = path.join(backupFolder(), 'keep-me.sqlite');
        fs.mkdirSync(backupFolder(), { recursive: true });
        fs.writeFileSync(unrelated, 'not ours');
        const taken: string[] = [];
        for (let n = 0; n < 3; n += 1) {
          taken.push((await takeBackup(target.config, nextBackupPath(), { keep: 2 })).file);
        }
        const names = fs.readdirSync(backupFolder());
        expect(names).toContain('keep-me.sqlite');
        const ours = names.filter((name) => name.startsWith('ghumakkad-')).sort();
        expect(ours).toEqual(taken.slice(1).map((file) => path.basename(file)));
      }, 30_000);

      it('once restored, erase again whoever was erased after the backup, and purge again', async () => {
        if (skipReason()) return;
        const erasedLater = await seedLead({ email: 'later@example.com', phone: '+919822222222' });
        const byPhone = await seedLead({ phone: '+919822222222' });
        const purgedLater = await seedLead({ email: 'aged@example.com' }, 729.99);
        const kept = await seedLead({ email: 'kept@example.com' });
        const backup = await takeBackup(target.config, nextBackupPath());

        await eraseSubject(database, { phone: '098222 22222' }, staffId);
        // A day on, the aged lead is past its retention.
        await sweepRetention(database, RETENTION, new Date(Date.now() + DAY));
        const ledgerBefore = await ledger();

        const restore = await whileClosed(() =>
          restoreBackup(target.config, backup.file, new Date(Date.now() + 2 * DAY)),
        );
        // The erasure by phone found their email too: an entry for each.
        expect(restore.reapplied.entries.map((entry) => entry.kind)).toEqual([
          'erase',
          'erase',
          'purge',
        ]);
        expect(restore.reapplied.erased.leads).toBe(2);
        expect(restore.reapplied.purged.leads).toBeGreaterThanOrEqual(1);

        const left = await leadIds();
        expect([erasedLater, byPhone, purgedLater].filter((id) => left.has(id))).toEqual([]);
        expect(left.has(kept)).toBe(true);
        // The restored ledger holds every entry again, with its time.
        const strip = (rows: Awaited<ReturnType<typeof ledger>>) =>
          rows.map(({ at, kind, subject_digest, cutoff }) => ({
            at,
            kind,
            subject_digest,
            cutoff,
          }));
        expect(strip(await ledger())).toEqual(strip(ledgerBefore));
        const audit = await database.db
          .selectFrom('audit_log')
          .select(['action', 'detail', 'staff_id'])
          .where('detail', 'like', 'after a restore%')
          .orderBy('id')
          .execute();
        expect(audit).toEqual([
          expect.objectContaining({ action: 'erase', staff_id: null }),
          expect.objectContaining({ action: 'purge', staff_id: null }),
        ]);

        // Restored again, the same backup comes back without them again.
        const again = await whileClosed(() =>
          restoreBackup(target.config, backup.file, new Date(Date.now() + 3 * DAY)),
        );
        expect(again.reapplied.erased.leads).toBe(2);
        expect((await leadIds()).has(erasedLater)).toBe(false);
      }, 30_000);

      it('refuse to restore, changing nothing, without the key erasures were made with', async () => {
        if (skipReason()) return;
        const backup = await takeBackup(target.config, nextBackupPath());
        const person = await seedLead({ email: 'keyless@example.com' });
        await eraseSubject(database, { email: 'keyless@example.com' }, staffId);
        const added = await seedLead({ email: 'after@example.com' });
        await whileClosed(async () => {
          await expect(
            restoreBackup(target.config, backup.file, new Date(Date.now() + 5 * DAY), {
              privacyKey: () => {
                throw new Error('the key is gone');
              },
            }),
          ).rejects.toThrow('the key is gone. Nothing was changed.');
        });
        const left = await leadIds();
        expect([left.has(person), left.has(added)]).toEqual([false, true]);
      }, 30_000);

      it('with the live ledger lost, erase again from PRIVACY_LEDGER_FILE', async () => {
        if (skipReason()) return;
        const person = await seedLead({ email: 'mirror@example.com' });
        const backup = await takeBackup(target.config, nextBackupPath());
        const ledgerFile = path.join(dir, 'restore-ledger.jsonl');
        const mirrored = { ...database, privacy: () => ({ ...database.privacy(), ledgerFile }) };
        await eraseSubject(mirrored, { email: 'mirror@example.com' }, staffId);
        // As if the live database were lost: its ledger knows nothing.
        await database.db.deleteFrom('privacy_ledger').execute();

        const restore = await whileClosed(() =>
          restoreBackup(target.config, backup.file, new Date(Date.now() + 4 * DAY), {
            ledgerFile,
          }),
        );
        expect(restore.reapplied.entries).toHaveLength(1);
        expect((await leadIds()).has(person)).toBe(false);
      }, 30_000);
    });
  });
}
