/**
 * The staff inbox (staff/routes/): sign-in and its cookie, rate limits, the list with its
 * cursor and filters, one lead, changes and their audit, the CSV export, the visitor's privacy
 * rights, the retention purge, sign-out, CORS with credentials. On a database of its own: it
 * counts and deletes leads.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { newLeadReference } from '../../src/leads/lead-reference';
import { saveStaffAccount } from '../../src/staff/accounts';
import { hasLeadOutbox } from '../../src/staff/lead-queries';
import { hashPassword } from '../../src/staff/passwords';
import { purgeOldLeads } from '../../src/staff/privacy';
import type { TestDatabaseTarget } from '../support/database-targets';
import { AUTH_CODE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'correct horse battery staple';
const SITE = 'http://localhost:3000';
const DAY = 86_400_000;

interface Seeded {
  id: number;
  reference: string;
  createdAt: string;
}

export function describeStaffInbox(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('staff inbox', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    let priyaId = 0;
    let raviId = 0;
    let packageDestination = '';
    const leads: Record<string, Seeded> = {};
    let addressCount = 0;
    /** Each sign-in from an address of its own, so the per-IP limit only meets its own test. */
    const freshAddress = () =>
      `10.1.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

    const inject = (options: InjectOptions) => app.inject(options);
    const signIn = (email: string, password: string, extra: Partial<InjectOptions> = {}) =>
      inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password }),
        ...extra,
      });
    const tokenOf = (response: LightMyRequestResponse) =>
      response.cookies.find((c) => c.name === 'gk_staff')?.value ?? '';
    let cookie = '';
    const get = (url: string, as = cookie) =>
      inject({ method: 'GET', url, headers: as ? { cookie: `gk_staff=${as}` } : {} });
    const send = (method: 'POST' | 'PATCH', url: string, body: unknown, as = cookie) =>
      inject({
        method,
        url,
        headers: {
          'content-type': 'application/json',
          ...(as ? { cookie: `gk_staff=${as}` } : {}),
        },
        payload: JSON.stringify(body),
      });
    const auditRows = () =>
      database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').execute();

    async function seedLead(
      name: string,
      kind: 'enquiry' | 'booking' | 'contact' | 'support' | 'newsletter',
      payload: object,
      createdAt: string,
    ) {
      const reference = newLeadReference();
      const row = await database.db
        .insertInto('leads')
        .values({
          kind,
          payload: JSON.stringify(payload),
          idempotency_key: null,
          request_hash: 'h',
          dedupe_key: null,
          created_at: createdAt,
          reference,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      leads[name] = { id: row.id, reference, createdAt };
    }

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
      app = buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: [SITE, 'https://site.example'],
        rateLimits: UNLIMITED,
        trustProxy: 1,
      });
      await app.ready();

      const passwordHash = await hashPassword(PASSWORD);
      priyaId = (
        await saveStaffAccount(database.db, {
          email: 'Priya@Agency.example',
          name: 'Priya Shah',
          passwordHash,
          role: 'owner',
        })
      ).id;
      raviId = (
        await saveStaffAccount(database.db, {
          email: 'ravi@agency.example',
          name: 'Ravi',
          passwordHash,
        })
      ).id;
      for (const email of ['limited@agency.example', 'gone@agency.example']) {
        await saveStaffAccount(database.db, { email, name: null, passwordHash });
      }
      await database.db
        .updateTable('staff')
        .set({ disabled_at: new Date().toISOString() })
        .where('email', '=', 'gone@agency.example')
        .execute();

      const pkg = await database.db
        .selectFrom('packages')
        .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
        .select(['packages.id', 'destinations.name'])
        .orderBy('packages.id')
        .executeTakeFirstOrThrow();
      packageDestination = pkg.name;

      const now = Date.now();
      const at = (daysAgo: number, minutes = 0) =>
        new Date(now - daysAgo * DAY - minutes * 60_000).toISOString();
      const tie = at(1, 30);
      await seedLead(
        'ancient',
        'enquiry',
        { name: 'Old Timer', phone: '+919000000001', email: 'old@example.com', destination: 'Goa' },
        at(800),
      );
      await seedLead(
        'asha',
        'enquiry',
        {
          name: 'Asha Verma',
          phone: '+919876543210',
          email: 'asha@example.com',
          destination: 'Kerala',
          people: 2,
        },
        at(10),
      );
      await seedLead(
        'rohan',
        'booking',
        {
          leadName: 'Rohan Mehta',
          noOfPerson: 3,
          packageDetailId: pkg.id,
          email: 'rohan@example.com',
          phone: '+919123456780',
        },
        at(5),
      );
      await seedLead(
        'tricky',
        'contact',
        {
          name: '=HYPERLINK("http://evil.example","click")',
          email: 'tricky@example.com',
          message: 'Quotes, "commas"',
        },
        at(3),
      );
      await seedLead(
        'meera',
        'support',
        { fullName: 'Meera 100%_Nair', email: 'meera@example.com', message: 'Help' },
        tie,
      );
      await seedLead(
        'sunil',
        'enquiry',
        {
          name: 'Sunil Rao',
          phone: '+14155550123',
          email: 'sunil@example.com',
          destination: 'Goa',
        },
        tie,
      );
      await seedLead('news', 'newsletter', { email: 'ASHA@example.com' }, at(0, 5));

      cookie = tokenOf(await signIn('priya@agency.example', PASSWORD));
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.cleanup();
    });

    describe('sign-in', () => {
      it('signs in with the right password, in any case of the address, and sets the cookie', async () => {
        const response = await signIn('  PRIYA@agency.EXAMPLE ', PASSWORD);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          code: 1,
          message: 'Signed in.',
          data: { id: priyaId, email: 'priya@agency.example', name: 'Priya Shah', role: 'owner' },
        });
        const setCookie = String(response.headers['set-cookie']);
        expect(setCookie).toMatch(/^gk_staff=[\w-]{43};/);
        expect(setCookie).toMatch(/; HttpOnly/);
        expect(setCookie).toMatch(/; SameSite=Strict/);
        expect(setCookie).toMatch(/; Path=\/(;|$)/);
        expect(setCookie).toMatch(/; Max-Age=43200/);
        expect(setCookie).not.toMatch(/Secure/);

        // Only a hash of the token is stored.
        const token = tokenOf(response);
        const hash = createHash('sha256').update(token).digest('hex');
        const sessions = await database.db
          .selectFrom('staff_sessions')
          .select('token_hash')
          .execute();
        expect(sessions.map((s) => s.token_hash)).toContain(hash);
        expect(sessions.map((s) => s.token_hash)).not.toContain(token);
        expect((await get('/staff/me', token)).json().data.email).toBe('priya@agency.example');
      });

      it('marks the cookie Secure when the request came over HTTPS (through a trusted proxy)', async () => {
        const response = await signIn('ravi@agency.example', PASSWORD, {
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        });
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['set-cookie'])).toMatch(
          /^__Host-gk_staff=[\w-]{43};.*; Secure/,
        );
      });

      it.each([
        ['a wrong password', 'priya@agency.example', 'wrong password 123'],
        ['an unknown address', 'nobody@agency.example', PASSWORD],
        ['a disabled account', 'gone@agency.example', PASSWORD],
      ])('refuses %s with one 401 and no cookie', async (_, email, password) => {
        const response = await signIn(email, password);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 0,
          message: 'Wrong email or password.',
          data: null,
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('answers 400 to a body without the fields', async () => {
        const response = await send(
          'POST',
          '/staff/sign-in',
          { email: 'priya@agency.example' },
          '',
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^password: /);
      });

      it('answers 429 after 5 wrong passwords for one account, from whatever IP, even with the right password', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i += 1) {
          statuses.push((await signIn('limited@agency.example', `wrong-password-${i}`)).statusCode);
        }
        expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
        expect(statuses.slice(5)).toEqual(Array(5).fill(429));
        const right = await signIn('limited@agency.example', PASSWORD);
        expect(right.statusCode).toBe(429);
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
        expect(right.json()).toMatchObject({ code: 0, data: null });
      });

      it('answers 429 after 30 wrong passwords from one IP, whatever the address', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 32; i += 1) {
          const response = await signIn(`guess${i}@agency.example`, 'wrong password!', {
            remoteAddress: '10.9.9.9',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((s) => s === 401)).toHaveLength(30);
        expect(statuses.at(-1)).toBe(429);
      });
    });

    describe('without a session', () => {
      it.each([
        ['GET', '/staff/me'],
        ['GET', '/staff/colleagues'],
        ['GET', '/staff/leads'],
        ['GET', '/staff/leads/1'],
        ['PATCH', '/staff/leads/1'],
        ['GET', '/staff/leads.csv'],
        ['GET', '/staff/audit'],
        ['GET', '/staff/subjects?email=asha@example.com'],
        ['POST', '/staff/subjects/erase'],
      ] as const)('%s %s answers 401', async (method, url) => {
        for (const as of ['', 'not-a-real-session-token']) {
          const response =
            method === 'GET'
              ? await get(url, as)
              : await send(method, url, { email: 'asha@example.com', status: 'lost' }, as);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ code: 0, message: 'Please sign in.', data: null });
        }
      });
    });

    describe('GET /staff/leads', () => {
      const all = async (query: string) => {
        const response = await get(`/staff/leads${query}`);
        expect(response.statusCode).toBe(200);
        return response.json().data as { leads: { id: number }[]; nextCursor: string | null };
      };
      const ids = async (query: string) => (await all(query)).leads.map((lead) => lead.id);

      it('lists newest first, a page at a time, the cursor going on where the page ended', async () => {
        const expected = (
          await database.db
            .selectFrom('leads')
            .select('id')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .execute()
        ).map((row) => row.id);
        expect(await ids('')).toEqual(expected);

        const seen: number[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: { leads: { id: number }[]; nextCursor: string | null } = await all(
            `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.leads.length).toBeLessThanOrEqual(2);
          seen.push(...page.leads.map((lead) => lead.id));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < 20);
        expect(seen).toEqual(expected);
        expect(pages).toBe(Math.ceil(expected.length / 2));
        // The two leads stored at the same instant come in id order, newest first, across pages.
        expect(seen.indexOf(leads.sunil!.id)).toBe(seen.indexOf(leads.meera!.id) - 1);
      });

      it('summarises each lead in the contract shape', async () => {
        const { leads: rows } = await all('?kind=booking');
        expect(rows).toEqual([
          {
            id: leads.rohan!.id,
            reference: leads.rohan!.reference,
            kind: 'booking',
            status: 'new',
            createdAt: leads.rohan!.createdAt,
            name: 'Rohan Mehta',
            phone: '+919123456780',
            email: 'rohan@example.com',
            destination: packageDestination,
            assignee: null,
            delivery: null,
          },
        ]);
      });

      it.each([
        ['kind', '?kind=enquiry', ['sunil', 'asha', 'ancient']],
        ['status', '?status=new&kind=support', ['meera']],
        ['from and to (days in India, included)', 'FROM_TO', ['tricky', 'rohan']],
        ['destination, in any case', '?destination=kerala', ['asha']],
        ["a booking's package's destination", 'PACKAGE', ['rohan']],
        ['q on the name', '?q=verma', ['asha']],
        ['q on a fullName or leadName', '?q=meh', ['rohan']],
        ['q on the email, in any case', '?q=ASHA@EXAMPLE', ['news', 'asha']],
        ['q on the phone digits, however typed', '?q=98765%2043210', ['asha']],
        ['q with LIKE wildcards taken literally', '?q=100%25_', ['meera']],
        ['q on the reference', 'REFERENCE', ['tricky']],
      ])('filters by %s', async (_, query, names) => {
        const day = (iso: string) =>
          new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);
        const resolved =
          query === 'FROM_TO'
            ? `?from=${day(leads.rohan!.createdAt)}&to=${day(leads.tricky!.createdAt)}`
            : query === 'PACKAGE'
              ? `?destination=${encodeURIComponent(packageDestination.toUpperCase())}&kind=booking`
              : query === 'REFERENCE'
                ? `?q=${leads.tricky!.reference.toLowerCase()}`
                : query;
        expect(await ids(resolved)).toEqual(names.map((name) => leads[name]!.id));
      });

      it.each([
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?kind=spam', 'kind'],
        ['?status=archived', 'status'],
        ['?from=2026-13-01', 'from'],
        ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ])('answers 400 to %s', async (query, field) => {
        const response = await get(`/staff/leads${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors[0].field).toBe(field);
      });

      it('writes an audit row per list, without the search text', async () => {
        await get('/staff/leads?kind=enquiry&q=98765');
        const [row] = await auditRows();
        expect(row).toMatchObject({ staff_id: priyaId, action: 'list', lead_id: null });
        expect(row!.detail).toMatch(/^listed 1 leads \(kind=enquiry, search\)$/);
        expect(row!.detail).not.toContain('98765');
      });

      it('derives each lead’s delivery state from its notifications', async () => {
        if (!(await hasLeadOutbox(database))) return;
        const now = new Date().toISOString();
        const outbox = (lead: string, channel: string, status: string, attempts: number) => ({
          lead_id: leads[lead]!.id,
          channel,
          status,
          attempts,
          next_attempt_at: now,
          created_at: now,
        });
        await database.db
          .insertInto('lead_outbox')
          .values([
            outbox('asha', 'webhook', 'delivered', 1),
            outbox('asha', 'email', 'pending', 2),
            outbox('rohan', 'webhook', 'dead', 8),
            outbox('rohan', 'email', 'delivered', 1),
            outbox('tricky', 'email', 'pending', 0),
            outbox('sunil', 'email', 'delivered', 1),
          ] as never)
          .execute();
        const states = Object.fromEntries(
          ((await all('')).leads as { id: number; delivery: string | null }[]).map((l) => [
            l.id,
            l.delivery,
          ]),
        );
        expect(states[leads.asha!.id]).toBe('retrying');
        expect(states[leads.rohan!.id]).toBe('dead');
        expect(states[leads.tricky!.id]).toBe('pending');
        expect(states[leads.sunil!.id]).toBe('delivered');
        expect(states[leads.meera!.id]).toBeNull();
      });
    });

    describe('one lead and its changes', () => {
      it('answers the lead whole, with its history, and audits the read', async () => {
        const response = await get(`/staff/leads/${leads.asha!.id}`);
        expect(response.statusCode).toBe(200);
        const lead = response.json().data;
        expect(lead).toMatchObject({
          id: leads.asha!.id,
          kind: 'enquiry',
          status: 'new',
          notes: '',
          name: 'Asha Verma',
          destination: 'Kerala',
          payload: { name: 'Asha Verma', people: 2, destination: 'Kerala' },
          privacyNotice: null,
        });
        expect(lead.history[0]).toMatchObject({
          actor: 'priya@agency.example',
          action: 'read',
          leadId: leads.asha!.id,
          detail: `read lead ${leads.asha!.reference}`,
        });
      });

      it('answers 404 to an unknown lead and 400 to a bad id', async () => {
        expect((await get('/staff/leads/999999')).statusCode).toBe(404);
        expect((await get('/staff/leads/abc')).statusCode).toBe(400);
        expect((await send('PATCH', '/staff/leads/999999', { status: 'lost' })).statusCode).toBe(
          404,
        );
      });

      it('changes status, notes and assignee, each change audited without the notes text', async () => {
        const url = `/staff/leads/${leads.asha!.id}`;
        const response = await send('PATCH', url, {
          status: 'contacted',
          notes: 'Called back; wants a houseboat.',
          assigneeId: raviId,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          status: 'contacted',
          notes: 'Called back; wants a houseboat.',
          assignee: { id: raviId, email: 'ravi@agency.example', name: 'Ravi' },
        });
        const [change] = await auditRows();
        expect(change).toMatchObject({
          staff_id: priyaId,
          action: 'change',
          lead_id: leads.asha!.id,
        });
        expect(change!.detail).toBe(
          'status new → contacted; assignee nobody → ravi@agency.example; notes edited (31 characters)',
        );
        const stored = await database.db
          .selectFrom('leads')
          .select(['status', 'assignee_id', 'updated_at'])
          .where('id', '=', leads.asha!.id)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ status: 'contacted', assignee_id: raviId });
        expect(stored.updated_at).not.toBeNull();

        const unassign = await send('PATCH', url, { assigneeId: null, status: 'quoted' });
        expect(unassign.json().data).toMatchObject({ assignee: null, status: 'quoted' });
        expect((await auditRows())[0]!.detail).toBe(
          'status contacted → quoted; assignee ravi@agency.example → nobody',
        );
        const listed = await get('/staff/leads?status=quoted');
        expect(listed.json().data.leads.map((l: { id: number }) => l.id)).toEqual([leads.asha!.id]);
      });

      it.each([
        ['a status not in the list', { status: 'archived' }, 'status'],
        ['an unknown field', { reference: 'GK-00000000' }, 'body'],
        ['an empty change', {}, 'body'],
        ['a colleague who does not exist', { assigneeId: 424242 }, 'assigneeId'],
        ['an assignee that is not an id', { assigneeId: 'ravi' }, 'assigneeId'],
      ])('answers 400 to %s and changes nothing', async (_, body, field) => {
        const before = await auditRows();
        const response = await send('PATCH', `/staff/leads/${leads.rohan!.id}`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors[0].field).toBe(field);
        expect(await auditRows()).toHaveLength(before.length);
      });

      it('lists colleagues, enabled ones only', async () => {
        const response = await get('/staff/colleagues');
        const emails = response.json().data.map((s: { email: string }) => s.email);
        expect(emails).toEqual(
          expect.arrayContaining(['priya@agency.example', 'ravi@agency.example']),
        );
        expect(emails).not.toContain('gone@agency.example');
      });
    });

    describe('GET /staff/leads.csv', () => {
      it('exports the filtered leads with a BOM, formulas escaped and phones as text, audited', async () => {
        const response = await get('/staff/leads.csv?kind=contact');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-/);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.rawPayload.toString('utf8');
        expect(body.startsWith('\uFEFFid,reference,kind,')).toBe(true);
        const lines = body.trimEnd().split('\r\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
        expect((await auditRows())[0]).toMatchObject({
          action: 'export',
          detail: 'exported 1 leads as CSV (kind=contact)',
        });

        const enquiries = (await get('/staff/leads.csv?q=asha%20verma')).rawPayload.toString(
          'utf8',
        );
        expect(enquiries).toContain(",'+919876543210,");
        expect(enquiries).not.toMatch(/,\+919876543210,/);
      });

      it('answers 400 to a bad filter', async () => {
        expect((await get('/staff/leads.csv?kind=nope')).statusCode).toBe(400);
      });
    });

    describe('GET /staff/audit', () => {
      it('pages newest first by cursor, naming who did it', async () => {
        const first = (await get('/staff/audit?limit=3')).json().data;
        expect(first.entries).toHaveLength(3);
        const ids = first.entries.map((e: { id: number }) => e.id);
        expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
        expect(first.entries[0].actor).toBe('priya@agency.example');
        const second = (await get(`/staff/audit?limit=3&cursor=${first.nextCursor}`)).json().data;
        expect(second.entries[0].id).toBeLessThan(ids.at(-1));
        const forLead = (await get(`/staff/audit?leadId=${leads.asha!.id}`)).json().data;
        expect(forLead.entries.every((e: { leadId: number }) => e.leadId === leads.asha!.id)).toBe(
          true,
        );
        expect((await get('/staff/audit?cursor=abc')).statusCode).toBe(400);
      });
    });

    describe('privacy: subjects and retention', () => {
      it('answers everything held about an address, and audits it without the address', async () => {
        const response = await get('/staff/subjects?email=Asha@Example.com');
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data.leads.map((l: { id: number }) => l.id).sort()).toEqual(
          [leads.asha!.id, leads.news!.id].sort(),
        );
        expect(data.leads[0].history).toEqual(expect.any(Array));
        if (await hasLeadOutbox(database)) {
          expect(data.outbox.map((row: { lead_id: number }) => Number(row.lead_id))).toEqual([
            leads.asha!.id,
            leads.asha!.id,
          ]);
        } else {
          expect(data.outbox).toEqual([]);
        }
        const [row] = await auditRows();
        expect(row).toMatchObject({ action: 'export' });
        expect(row!.detail).not.toMatch(/asha/i);

        // By phone, the address on that lead leads to their newsletter signup too.
        const byPhone = (await get('/staff/subjects?phone=098765%2043210')).json().data;
        expect(byPhone.leads.map((l: { id: number }) => l.id).sort()).toEqual(
          [leads.asha!.id, leads.news!.id].sort(),
        );
        expect((await get('/staff/subjects')).statusCode).toBe(400);
        expect((await get('/staff/subjects?email=a@b.c&phone=1')).statusCode).toBe(400);
      });

      it('erases the leads of an address and their notifications, keeping only counts and a hash', async () => {
        const response = await send('POST', '/staff/subjects/erase', { email: 'ASHA@example.com' });
        expect(response.statusCode).toBe(200);
        const withOutbox = await hasLeadOutbox(database);
        expect(response.json().data).toEqual({ leads: 2, outbox: withOutbox ? 2 : 0 });
        const left = await database.db
          .selectFrom('leads')
          .select('id')
          .where('id', 'in', [leads.asha!.id, leads.news!.id])
          .execute();
        expect(left).toEqual([]);
        if (withOutbox) {
          const outbox = await database.db
            .selectFrom('lead_outbox')
            .select('id')
            .where('lead_id', '=', leads.asha!.id)
            .execute();
          expect(outbox).toEqual([]);
        }
        const [row] = await auditRows();
        expect(row).toMatchObject({ staff_id: priyaId, action: 'erase', lead_id: null });
        expect(row!.detail).toMatch(
          /^erased 2 leads and \d notifications of the subject with email hmac-sha256:[0-9a-f]{64} \(found by 2 emails and phones\), and struck them from 0 staff notes$/,
        );
        const all = JSON.stringify(await auditRows());
        expect(all).not.toMatch(/asha@example|Asha Verma|919876543210/i);
        expect((await get(`/staff/leads/${leads.asha!.id}`)).statusCode).toBe(404);
        expect((await send('POST', '/staff/subjects/erase', {})).statusCode).toBe(400);
      });

      it('purges leads older than the retention period, audited as the system', async () => {
        const purge = await purgeOldLeads(database, 730);
        expect(purge).toMatchObject({ leads: 1 });
        const remaining = (await database.db.selectFrom('leads').select('id').execute()).map(
          (r) => r.id,
        );
        expect(remaining).not.toContain(leads.ancient!.id);
        expect(remaining).toContain(leads.rohan!.id);
        const entry = (await get('/staff/audit?limit=1')).json().data.entries[0];
        expect(entry).toMatchObject({ actor: null, action: 'purge', leadId: null });
        expect(entry.detail).toMatch(/^purged 1 leads .*older than 730 days$/);
        expect((await purgeOldLeads(database, 730)).leads).toBe(0);
      });
    });

    describe('CORS', () => {
      const preflight = (origin: string, url: string, method: string) =>
        inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': method },
        });

      it('lets the site call /staff with credentials, and nobody else', async () => {
        const ok = await preflight(SITE, '/staff/leads/1', 'PATCH');
        expect(ok.headers['access-control-allow-origin']).toBe(SITE);
        expect(ok.headers['access-control-allow-credentials']).toBe('true');
        expect(String(ok.headers['access-control-allow-methods'])).toContain('PATCH');
        const evil = await preflight('https://evil.example', '/staff/leads', 'GET');
        expect(evil.headers['access-control-allow-origin']).toBeUndefined();
        expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
        const publicRoute = await preflight(SITE, '/contact/add', 'POST');
        expect(publicRoute.headers['access-control-allow-origin']).toBe(SITE);
        expect(publicRoute.headers['access-control-allow-credentials']).toBeUndefined();
      });

      it('never answers "*" with credentials', async () => {
        const open = buildApp({ database, authCode: AUTH_CODE, corsOrigins: ['*'] });
        const response = await open.inject({
          method: 'OPTIONS',
          url: '/staff/me',
          headers: { origin: SITE, 'access-control-request-method': 'GET' },
        });
        const publicRoute = await open.inject({
          method: 'GET',
          url: '/health',
          headers: { origin: SITE },
        });
        await open.close();
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(publicRoute.headers['access-control-allow-origin']).toBe(SITE);
      });
    });

    describe('POST /staff/leads/{id}/redeliver', () => {
      it('gives only the dead notifications a fresh set of attempts, due now, and audits it', async () => {
        if (!(await hasLeadOutbox(database))) return;
        await seedLead(
          'unlucky',
          'contact',
          { name: 'Unlucky', message: 'x' },
          new Date().toISOString(),
        );
        const { id, reference } = leads.unlucky!;
        const later = new Date(Date.now() + DAY).toISOString();
        await database.db
          .insertInto('lead_outbox')
          .values([
            {
              lead_id: id,
              channel: 'webhook',
              status: 'dead',
              attempts: 8,
              next_attempt_at: later,
              created_at: later,
              last_error: 'webhook answered 500',
            },
            {
              lead_id: id,
              channel: 'email',
              status: 'delivered',
              attempts: 1,
              next_attempt_at: later,
              created_at: later,
            },
          ] as never)
          .execute();
        const before = Date.now();
        const response = await send('POST', `/staff/leads/${id}/redeliver`, {});
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          message: 'Sending the notification again.',
          data: { id, delivery: 'pending' },
        });
        const rows = await database.db
          .selectFrom('lead_outbox')
          .select(['channel', 'status', 'attempts', 'next_attempt_at'])
          .where('lead_id', '=', id)
          .orderBy('channel')
          .execute();
        expect(rows.map(({ channel, status, attempts }) => [channel, status, attempts])).toEqual([
          ['email', 'delivered', 1],
          ['webhook', 'pending', 0],
        ]);
        const due = Date.parse(rows.find((row) => row.channel === 'webhook')!.next_attempt_at);
        expect(due).toBeGreaterThanOrEqual(before - 1000);
        expect(due).toBeLessThanOrEqual(Date.now());
        expect((await auditRows())[0]).toMatchObject({
          staff_id: priyaId,
          action: 'change',
          lead_id: id,
          detail: `sent 1 failed notification of ${reference} again`,
        });

        // Again: nothing is dead any more, so nothing changes, but the answer is the lead: a read.
        const auditCount = (await auditRows()).length;
        const again = await send('POST', `/staff/leads/${id}/redeliver`, {});
        expect(again.json().message).toBe('No failed notification to send again.');
        const after = await auditRows();
        expect(after).toHaveLength(auditCount + 1);
        expect(after[0]).toMatchObject({
          staff_id: priyaId,
          action: 'read',
          lead_id: id,
          detail: `read lead ${reference} (no failed notification to send again)`,
        });
      });

      it('answers 404 for no such lead, 400 for a bad id and 401 when signed out', async () => {
        expect((await send('POST', '/staff/leads/999999/redeliver', {})).statusCode).toBe(404);
        expect((await send('POST', '/staff/leads/x/redeliver', {})).statusCode).toBe(400);
        expect(
          (await send('POST', `/staff/leads/${leads.unlucky!.id}/redeliver`, {}, '')).statusCode,
        ).toBe(401);
      });
    });

    describe('sign-out', () => {
      it('ends the session: the cookie is cleared and no longer signs in', async () => {
        const token = tokenOf(await signIn('ravi@agency.example', PASSWORD));
        expect((await get('/staff/me', token)).statusCode).toBe(200);
        const response = await inject({
          method: 'POST',
          url: '/staff/sign-out',
          headers: { cookie: `gk_staff=${token}` },
        });
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['set-cookie'])).toMatch(/^gk_staff=;.*Path=\/;/);
        expect((await get('/staff/me', token)).statusCode).toBe(401);
        expect((await get('/staff/leads', token)).statusCode).toBe(401);
        expect((await auditRows())[0]).toMatchObject({ staff_id: raviId, action: 'sign-out' });
        // Priya's own session is untouched.
        expect((await get('/staff/me')).statusCode).toBe(200);
      });
    });
  });
}
