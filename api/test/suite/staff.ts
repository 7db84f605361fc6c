/**
 * The staff inbox (staff/routes/): sign-in and its cookie, rate limits, the list with its
 * cursor and filters, one lead, changes and their audit, the CSV export, the visitor's privacy
 * rights, the retention purge, sign-out, CORS with credentials. On a database of its own: it
 * counts and deletes leads.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
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
import { turnOnTwoFactor } from '../support/two-factor';
import { AUTH_CODE, FROM_SITE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'saffron ledger pebble monsoon';
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
    /** Priya's authenticator key: the owner's second factor is on from the start. */
    let priyaSecret = '';
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
        headers: { 'content-type': 'application/json', ...FROM_SITE },
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
          ...FROM_SITE,
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

      // An owner must turn on a second factor (the default): her first session does so, and works.
      cookie = tokenOf(await signIn('priya@agency.example', PASSWORD));
      priyaSecret = (await turnOnTwoFactor(app, `gk_staff=${cookie}`)).secret;
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.cleanup();
    });

    describe('sign-in', () => {
      it('signs in with the right password, in any case of the address, and sets the cookie', async () => {
        // A code of the next step: the one that turned the second factor on is taken.
        const code = await generate({
          secret: priyaSecret,
          epoch: Math.floor(Date.now() / 1000) + 30,
        });
        const response = await signIn('  PRIYA@agency.EXAMPLE ', PASSWORD, {
          payload: JSON.stringify({ email: '  PRIYA@agency.EXAMPLE ', password: PASSWORD, code }),
        });
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
          headers: {
            'content-type': 'application/json',
            ...FROM_SITE,
            'x-forwarded-proto': 'https',
          },
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

      it("writes an audit row per owner's page, an export of its contact details, without the search text", async () => {
        await get('/staff/leads?kind=enquiry&q=98765');
        const [row] = await auditRows();
        expect(row).toMatchObject({ staff_id: priyaId, action: 'export', lead_id: null });
        expect(row!.detail).toMatch(
          /^listed 1 leads with their contact details \(kind=enquiry, search\)$/,
        );
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

    describe('state-changing requests from other sites', () => {
      const OTHER_SITE = {
        code: 0,
        message: "Refused: this request did not come from the site's own pages.",
        data: null,
      };
      /** What another site's page (or a browser too old to say) can make a signed-in browser send. */
      const FORGED: [string, Record<string, string>][] = [
        ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
        ['a cross-site form without Origin', { 'sec-fetch-site': 'cross-site' }],
        [
          'a sibling subdomain',
          { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:3000' },
        ],
        ['an older browser from another site', { origin: 'https://evil.example' }],
        [
          'an older browser with only a Referer',
          { referer: 'https://evil.example/win?http://localhost:3000' },
        ],
        ['a sandboxed frame', { origin: 'null' }],
        [
          'a fetch claiming a typed address',
          { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors' },
        ],
        ['a request saying nothing of where it comes from', {}],
      ];
      /** Bodies that would change something if the request were let through. */
      const bodyFor = (method: string, url: string): unknown => {
        const bodies: Record<string, unknown> = {
          'POST /staff/sign-in': { email: 'priya@agency.example', password: PASSWORD },
          'POST /staff/password': {
            currentPassword: PASSWORD,
            newPassword: 'a forged new passphrase 42',
          },
          'POST /staff/accounts': {
            email: 'mallory@evil.example',
            role: 'owner',
            password: 'a forged new passphrase 42',
          },
          'PATCH /staff/accounts/:id': { disabled: true, role: 'owner' },
          'POST /staff/two-factor/enable': { code: '123456' },
          'POST /staff/two-factor/disable': { password: PASSWORD },
          'PATCH /staff/leads/:id': { status: 'spam', notes: 'forged', assigneeId: null },
          'POST /staff/subjects/erase': { email: 'asha@example.com' },
        };
        return bodies[`${method} ${url}`] ?? {};
      };
      /** Every state-changing /staff route the app serves, from its own route table. */
      async function stateChangingStaffRoutes() {
        const probe = buildApp({ database, authCode: AUTH_CODE, corsOrigins: [SITE] });
        const routes: [string, string][] = [];
        probe.addHook('onRoute', ({ method, url }) => {
          for (const m of [method].flat()) {
            if (url.startsWith('/staff') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) {
              routes.push([m, url]);
            }
          }
        });
        await probe.ready();
        await probe.close();
        return routes;
      }
      /** Everything such a request could change, as it stands. */
      const everything = async () =>
        JSON.stringify(
          await Promise.all([
            database.db.selectFrom('leads').selectAll().orderBy('id').execute(),
            database.db.selectFrom('staff').selectAll().orderBy('id').execute(),
            database.db.selectFrom('staff_sessions').selectAll().orderBy('id').execute(),
            database.db.selectFrom('staff_recovery_codes').selectAll().execute(),
            database.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
          ]),
        );

      it('refuses every one with 403, before reading or changing anything', async () => {
        const routes = await stateChangingStaffRoutes();
        // Sign-in, sign-out, password, sessions, accounts, two-factor, leads, redeliver, erasure.
        expect(routes.length).toBeGreaterThanOrEqual(12);
        expect(routes).toEqual(
          expect.arrayContaining([
            ['POST', '/staff/sign-in'],
            ['POST', '/staff/sign-out'],
            ['POST', '/staff/two-factor/setup'],
            ['POST', '/staff/leads/:id/redeliver'],
          ]),
        );
        const before = await everything();
        for (const [method, url] of routes) {
          const path = url.replace(
            ':id',
            String(url.includes('accounts') ? raviId : leads.asha!.id),
          );
          for (const [how, headers] of FORGED) {
            const body = bodyFor(method, url);
            const response = await inject({
              method: method as 'POST',
              url: path,
              remoteAddress: freshAddress(),
              headers: {
                'content-type': 'application/json',
                cookie: `gk_staff=${cookie}`,
                ...headers,
              },
              payload: JSON.stringify(body),
            });
            expect([`${method} ${url}`, how, response.statusCode]).toEqual([
              `${method} ${url}`,
              how,
              403,
            ]);
            expect(response.json()).toEqual(OTHER_SITE);
            expect(response.headers['set-cookie']).toBeUndefined();
          }
        }
        expect(await everything()).toBe(before);
        expect((await get('/staff/me')).statusCode).toBe(200);
      });

      it.each([
        ['the browser says same-origin', { 'sec-fetch-site': 'same-origin' }],
        ['the inbox on another port of the site', { 'sec-fetch-site': 'same-site', origin: SITE }],
        [
          'a CORS_ORIGINS origin on another domain',
          { 'sec-fetch-site': 'cross-site', origin: 'https://site.example' },
        ],
        ['an older browser names the site', { origin: SITE }],
        ['an older browser gives only a Referer of the site', { referer: `${SITE}/staff?lead=1` }],
      ])('lets the site’s own pages through: %s', async (_, headers) => {
        const signedIn = await signIn('ravi@agency.example', PASSWORD, {
          headers: { 'content-type': 'application/json', ...headers },
        });
        expect(signedIn.statusCode).toBe(200);
        const token = tokenOf(signedIn);
        const saved = await inject({
          method: 'PATCH',
          url: `/staff/leads/${leads.sunil!.id}`,
          headers: { 'content-type': 'application/json', cookie: `gk_staff=${token}`, ...headers },
          payload: JSON.stringify({ notes: `noted: ${JSON.stringify(headers)}` }),
        });
        expect(saved.statusCode).toBe(200);
        const out = await inject({
          method: 'POST',
          url: '/staff/sign-out',
          headers: { cookie: `gk_staff=${token}`, ...headers },
        });
        expect(out.statusCode).toBe(200);
        expect((await get('/staff/me', token)).statusCode).toBe(401);
      });

      it('documents the refusal on every one of them', async () => {
        const document = (await inject({ method: 'GET', url: '/docs/openapi.json' })).json() as {
          paths: Record<
            string,
            Record<string, { responses: Record<string, { description: string }> }>
          >;
        };
        const routes = await stateChangingStaffRoutes();
        for (const [method, url] of routes) {
          const path = url.replace(/:(\w+)/g, '{$1}');
          const forbidden = document.paths[path]?.[method.toLowerCase()]?.responses['403'];
          expect([path, forbidden?.description]).toEqual([
            path,
            expect.stringContaining("Not sent from the site's own pages (Sec-Fetch-Site"),
          ]);
        }
        // A route with a 403 of its own keeps it beside this one.
        expect(document.paths['/staff/accounts']?.post?.responses['403']?.description).toMatch(
          /^An agent's session: 'Only an owner can do this\.'.*; or Not sent from the site's own pages/,
        );
        expect(document.paths['/staff/me']?.get?.responses['403']?.description ?? '').not.toContain(
          'Sec-Fetch-Site',
        );
      });

      it('leaves reads alone: a GET needs no Origin (a link opened in a new tab)', async () => {
        const response = await inject({
          method: 'GET',
          url: '/staff/me',
          headers: { cookie: `gk_staff=${cookie}`, 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode).toBe(200);
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
          headers: { cookie: `gk_staff=${token}`, ...FROM_SITE },
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

    describe("an agent's bounded view (its own database: it seeds hundreds of leads)", () => {
      let viewTarget: TestDatabaseTarget;
      let viewDatabase: AppDatabase;
      let viewApp: FastifyInstance;
      let clock = new Date();
      const LEADS = 260;
      const emailOf = (n: number) => `person${n}@visitor.example`;
      const phoneOf = (n: number) => `+9198${String(n).padStart(8, '0')}`;
      let agentCount = 0;
      /** The owner's session, its second factor on (owners need one by default). */
      let bossToken = '';

      const as = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown) =>
        viewApp.inject({
          method,
          url,
          remoteAddress: freshAddress(),
          headers: {
            cookie: `gk_staff=${token}`,
            ...FROM_SITE,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
      const signInTo = async (email: string) => {
        const response = await viewApp.inject({
          method: 'POST',
          url: '/staff/sign-in',
          remoteAddress: freshAddress(),
          headers: { 'content-type': 'application/json', ...FROM_SITE },
          payload: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(response.statusCode).toBe(200);
        return tokenOf(response);
      };
      /** A new agent, with none of the hour's budget spent, signed in. */
      const newAgent = async () => {
        const email = `agent${++agentCount}@agency.example`;
        const passwordHash = await hashPassword(PASSWORD);
        const { id } = await saveStaffAccount(viewDatabase.db, { email, name: null, passwordHash });
        return { id, email, token: await signInTo(email) };
      };
      const entriesOf = (staffId: number) =>
        viewDatabase.db
          .selectFrom('audit_log')
          .selectAll()
          .where('staff_id', '=', staffId)
          .orderBy('id')
          .execute();
      const fullContact = /person\d+@visitor\.example|\+9198\d{8}/;

      beforeAll(async () => {
        viewTarget = await createTarget();
        viewDatabase = openDatabase(viewTarget.config);
        await prepareDatabase(viewDatabase);
        viewApp = buildApp({
          database: viewDatabase,
          authCode: AUTH_CODE,
          corsOrigins: [SITE],
          rateLimits: UNLIMITED,
          staffClock: () => clock,
        });
        await viewApp.ready();
        const start = Date.now() - DAY;
        await viewDatabase.db
          .insertInto('leads')
          .values(
            Array.from({ length: LEADS }, (_, n) => ({
              kind: 'enquiry' as const,
              payload: JSON.stringify({
                name: `Person ${n}`,
                email: emailOf(n),
                phone: phoneOf(n),
              }),
              idempotency_key: null,
              request_hash: 'h',
              dedupe_key: null,
              created_at: new Date(start + n * 60_000).toISOString(),
              reference: newLeadReference(),
            })),
          )
          .execute();
        await saveStaffAccount(viewDatabase.db, {
          email: 'boss@agency.example',
          name: 'Boss',
          passwordHash: await hashPassword(PASSWORD),
          role: 'owner',
        });
        bossToken = await signInTo('boss@agency.example');
        await turnOnTwoFactor(viewApp, `gk_staff=${bossToken}`, clock);
      }, 60_000);

      afterAll(async () => {
        await viewApp?.close();
        await viewDatabase?.close();
        await viewTarget?.cleanup();
      });

      it('gets pages of at most 50, with every email and phone masked, audited as a list', async () => {
        const agent = await newAgent();
        const response = await as(agent.token, 'GET', '/staff/leads?limit=100');
        expect(response.statusCode).toBe(200);
        const page = response.json().data;
        expect(page.leads).toHaveLength(50);
        expect(page.nextCursor).toEqual(expect.any(String));
        expect(response.body).not.toMatch(fullContact);
        expect(page.leads[0]).toMatchObject({
          name: `Person ${LEADS - 1}`,
          email: 'p•••@visitor.example',
          phone: `•••${phoneOf(LEADS - 1).slice(-4)}`,
        });
        const [, listed] = await entriesOf(agent.id);
        expect(listed).toMatchObject({ action: 'list', detail: 'listed 50 leads' });
        expect(JSON.parse(listed!.lead_ids)).toEqual(page.leads.map((l: { id: number }) => l.id));

        // The next page is bounded and masked too.
        const next = await as(
          agent.token,
          'GET',
          `/staff/leads?limit=100&cursor=${page.nextCursor}`,
        );
        expect(next.json().data.leads).toHaveLength(50);
        expect(next.body).not.toMatch(fullContact);
      });

      it('sees a lead whole only by opening it, which is audited as a read of that lead', async () => {
        const agent = await newAgent();
        const [first] = (await as(agent.token, 'GET', '/staff/leads?limit=1')).json().data.leads;
        const opened = await as(agent.token, 'GET', `/staff/leads/${first.id}`);
        expect(opened.statusCode).toBe(200);
        expect(opened.json().data).toMatchObject({
          email: emailOf(LEADS - 1),
          phone: phoneOf(LEADS - 1),
        });
        expect((await entriesOf(agent.id)).at(-1)).toMatchObject({
          action: 'read',
          lead_id: first.id,
        });
      });

      it("gives an owner's page whole, audited as an export of its leads", async () => {
        const token = bossToken;
        const response = await as(token, 'GET', '/staff/leads?limit=100');
        const page = response.json().data;
        expect(page.leads).toHaveLength(100);
        expect(page.leads[0].email).toBe(emailOf(LEADS - 1));
        const newest = await viewDatabase.db
          .selectFrom('audit_log')
          .selectAll()
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(newest).toMatchObject({ action: 'export', lead_id: null });
        expect(JSON.parse(newest.lead_ids)).toHaveLength(100);
      });

      it('stops an agent at 200 leads an hour: the last page cut to fit, then 429 until the hour passes', async () => {
        const agent = await newAgent();
        let cursor = '';
        const pages: number[] = [];
        for (let i = 0; i < 4; i++) {
          const page = (
            await as(
              agent.token,
              'GET',
              `/staff/leads?limit=45${cursor ? `&cursor=${cursor}` : ''}`,
            )
          ).json().data;
          pages.push(page.leads.length);
          cursor = page.nextCursor;
        }
        // 180 seen; the next page of 45 has 20 left of the budget.
        const cut = await as(agent.token, 'GET', `/staff/leads?limit=45&cursor=${cursor}`);
        expect(cut.statusCode).toBe(200);
        pages.push(cut.json().data.leads.length);
        expect(pages).toEqual([45, 45, 45, 45, 20]);
        // The cut page's cursor carries on after its own last lead, skipping none.
        const lastShown = cut.json().data.leads.at(-1).id;

        const refused = await as(
          agent.token,
          'GET',
          `/staff/leads?cursor=${cut.json().data.nextCursor}`,
        );
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
        expect(refused.json().message).toMatch(/^You have seen 200 leads in the last hour/);
        // Opening leads one by one by id is no way round it, nor saving one unchanged (which
        // answers with the lead whole).
        expect((await as(agent.token, 'GET', `/staff/leads/${lastShown}`)).statusCode).toBe(429);
        expect(
          (await as(agent.token, 'PATCH', `/staff/leads/${lastShown}`, { status: 'new' }))
            .statusCode,
        ).toBe(429);
        // The refused reads are not on the record as reads.
        const seen = (await entriesOf(agent.id))
          .filter((entry) => entry.action === 'list' || entry.action === 'read')
          .reduce((sum, entry) => sum + (JSON.parse(entry.lead_ids) as number[]).length, 0);
        expect(seen).toBe(200);

        // An hour on, the budget is back (a new sign-in: the session went idle meanwhile).
        const later = clock;
        clock = new Date(later.getTime() + 61 * 60_000);
        try {
          const again = await signInTo(agent.email);
          expect((await as(again, 'GET', '/staff/leads?limit=10')).statusCode).toBe(200);
        } finally {
          clock = later;
        }
      });

      it('holds under concurrency: 12 parallel pages of 50 show at most 200 leads in all', async () => {
        const agent = await newAgent();
        const responses = await Promise.all(
          Array.from({ length: 12 }, () => as(agent.token, 'GET', '/staff/leads?limit=50')),
        );
        const shown = responses
          .filter((response) => response.statusCode === 200)
          .reduce((sum, response) => sum + response.json().data.leads.length, 0);
        expect(shown).toBe(200);
        expect(
          responses.filter((response) => response.statusCode === 429).length,
        ).toBeGreaterThanOrEqual(8);
        for (const response of responses) expect(response.body).not.toMatch(fullContact);
      });

      it("leaves an owner's pages unbounded by the agents' budget", async () => {
        const token = bossToken;
        for (let i = 0; i < 3; i++) {
          expect((await as(token, 'GET', '/staff/leads?limit=100')).statusCode).toBe(200);
        }
      });
    });
  });
}
