/** GET /admin/leads: bearer token, JSON and CSV, filters. */
import { buildApp } from '../../src/app';
import { loggerOptions } from '../../src/logging';
import { ADMIN_TOKEN, AUTH_CODE, requests, validEnquiry, withAuth, type Suite } from './context';

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function describeAdminRoutes(suite: Suite): void {
  describe('admin routes', () => defineAdminTests(suite));
}

function defineAdminTests(suite: Suite): void {
  const { get, postJson } = requests(suite);
  const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const leads = (query = '', headers: Record<string, string> = bearer) =>
    get(`/admin/leads${query}`, headers);

  let contactReference = '';
  beforeAll(async () => {
    await postJson(withAuth('/request-book/add'), validEnquiry());
    const tricky = {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'tricky@example.com',
      subject: 'Quotes, "commas"',
      message: 'Line one\nline two',
    };
    contactReference = (await postJson(withAuth('/contact/add'), tricky)).json().data.reference;
  });

  describe('GET /admin/leads access', () => {
    it('stays closed (503) when no ADMIN_TOKEN is configured, token or not', async () => {
      const app = buildApp({ database: suite().database, authCode: AUTH_CODE, corsOrigins: null });
      const withToken = await app.inject({ method: 'GET', url: '/admin/leads', headers: bearer });
      const without = await app.inject({ method: 'GET', url: '/admin/leads' });
      await app.close();
      for (const response of [withToken, without]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          code: 0,
          message: 'Admin access is not configured on this server.',
          data: null,
        });
      }
    });

    it.each([
      ['no Authorization header', {}],
      ['a wrong token', { authorization: 'Bearer wrong-token-of-some-length' }],
      ['a token prefix', { authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` }],
      ['another scheme', { authorization: `Basic ${ADMIN_TOKEN}` }],
      ['the authCode instead', {}, `?authCode=${AUTH_CODE}`],
    ])('answers 401 to %s', async (_, headers, query = '') => {
      const response = await leads(query, headers as Record<string, string>);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        code: 0,
        message: 'Missing or invalid admin token.',
        data: null,
      });
    });
  });

  describe('GET /admin/leads guessing', () => {
    it('locks out an address after 10 wrong tokens, the right one included, and logs no token', async () => {
      const lines: string[] = [];
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        adminToken: ADMIN_TOKEN,
        logger: loggerOptions('warn', { write: (line: string) => void lines.push(line) }),
      });
      const call = (authorization: string, remoteAddress = '192.0.2.44') =>
        app.inject({
          method: 'GET',
          url: '/admin/leads',
          remoteAddress,
          headers: { authorization },
        });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++) {
          statuses.push((await call(`Bearer guess-number-${i}-of-a-long-token`)).statusCode);
        }
        expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
        const right = await call(`Bearer ${ADMIN_TOKEN}`);
        expect(right.statusCode).toBe(429);
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
        expect(right.json().message).toMatch(/^Too many wrong admin tokens/);
        // Another address is not affected.
        expect((await call(`Bearer ${ADMIN_TOKEN}`, '192.0.2.45')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
      const log = lines.join('');
      expect(log).toContain('admin auth failed');
      expect(log).not.toContain('guess-number');
      expect(log).not.toContain(ADMIN_TOKEN);
    });
  });

  describe('GET /admin/leads export', () => {
    it('answers JSON rows, flat and with the stored body, never cached', async () => {
      const response = await leads();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.code).toBe(1);
      const row = body.data.find((r: { reference: string }) => r.reference === contactReference);
      expect(row).toEqual({
        id: expect.any(Number),
        reference: contactReference,
        kind: 'contact',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        name: '=HYPERLINK("http://evil.example","click")',
        email: 'tricky@example.com',
        phone: null,
        people: null,
        destination: null,
        departureCity: null,
        travelDate: null,
        packageId: null,
        subject: 'Quotes, "commas"',
        message: 'Line one\nline two',
        notes: null,
        group: false,
        payload: {
          name: '=HYPERLINK("http://evil.example","click")',
          email: 'tricky@example.com',
          subject: 'Quotes, "commas"',
          message: 'Line one\nline two',
        },
      });
      const ids = body.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    });

    it('filters by kind and by UTC day', async () => {
      const enquiries = (await leads('?kind=enquiry')).json().data;
      expect(enquiries.length).toBeGreaterThan(0);
      expect(enquiries.every((r: { kind: string }) => r.kind === 'enquiry')).toBe(true);
      expect(enquiries[0]).toMatchObject({ name: 'Asha Verma', phone: '+919876543210', people: 2 });

      const today = utcDay(0);
      expect((await leads(`?from=${today}&to=${today}`)).json().data.length).toBeGreaterThan(0);
      expect((await leads(`?to=${utcDay(-1)}`)).json().data).toEqual([]);
      expect((await leads(`?from=${utcDay(1)}`)).json().data).toEqual([]);
      expect((await leads('?limit=1')).json().data).toHaveLength(1);
    });

    it.each([
      ['?format=csv', {}],
      ['', { accept: 'text/csv' }],
    ])('answers CSV for %j %j, safe to open in a spreadsheet', async (query, accept) => {
      const response = await leads(query, { ...bearer, ...accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
      const [header] = response.body.split('\r\n');
      expect(header).toBe(
        'id,reference,kind,createdAt,name,email,phone,people,destination,departureCity,travelDate,packageId,subject,message,notes,group',
      );
      expect(response.body).toContain(`,${contactReference},contact,`);
      expect(response.body).toContain(
        `"'=HYPERLINK(""http://evil.example"",""click"")",tricky@example.com,,,,,,,"Quotes, ""commas""","Line one\nline two",,no\r\n`,
      );
    });

    it.each([
      ['?kind=spam', 'kind: Must be one of enquiry, booking, contact, support, newsletter'],
      ['?from=21-11-2026', 'from: Must be a date as YYYY-MM-DD'],
      ['?format=xml', 'format: Must be json or csv'],
      ['?limit=0', 'limit: Must be a whole number from 1 to 10000'],
    ])('rejects %s with 400', async (query, message) => {
      const response = await leads(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });
}
