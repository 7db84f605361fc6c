/**
 * The API's behaviour, written once and run against every database target (see sqlite.test.ts
 * and postgres.test.ts), so both dialects are held to the same contract.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { CATEGORY_CODES } from '@tour/shared/contracts';
import { buildApp } from '../src/app';
import { formatInr } from '../src/assistant/formatting';
import { openDatabase, type AppDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { LANDSCAPES } from '../src/images/illustrations';
import type { TestDatabaseTarget } from './support/database-targets';
import { SPEC_PLACES } from './support/spec-places';

const AUTH_CODE = 'test-auth-code';

const validEnquiry = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.com',
  destination: 'Kerala',
  departureCity: 'Pune',
  departureDate: '2025-12-20',
  people: 2,
};

const validBooking = {
  duration: '5 days / 4 nights',
  leadName: 'Rohan Mehta',
  noOfPerson: 3,
  packageDetailId: 1,
  departureCity: 'Delhi',
  date: '2025-11-02',
  email: 'rohan@example.com',
  phone: '9123456780',
  productId: 1,
  websiteId: '1',
};

function withAuth(path: string, authCode = AUTH_CODE): string {
  return `${path}${path.includes('?') ? '&' : '?'}authCode=${encodeURIComponent(authCode)}`;
}

export function defineApiSuite(createTarget: () => Promise<TestDatabaseTarget>): void {
  let target: TestDatabaseTarget;
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    target = await createTarget();
    database = openDatabase(target.config);
    await prepareDatabase(database);
    app = buildApp({ database, authCode: AUTH_CODE, corsOrigins: null });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await target?.cleanup();
  });

  const request = (options: InjectOptions) => app.inject(options);
  const get = (url: string) => app.inject({ method: 'GET', url });
  const postLead = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: withAuth('/request-book/add'),
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const countLeads = async () => {
    const { count } = await database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  describe('authCode', () => {
    it.each(['/package/get-all-cities', '/blog/get-all'])('rejects %s without it', async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 0,
        message: 'Missing or invalid authCode.',
        data: null,
      });
    });

    it('rejects a wrong code', async () => {
      const response = await get(withAuth('/package/get-all-cities', 'wrong'));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Missing or invalid authCode.');
    });

    it('rejects a lead without it before looking at the body', async () => {
      const response = await request({
        method: 'POST',
        url: '/request-book/add',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(401);
    });

    it('is not needed by the assistant, health or images', async () => {
      expect((await get('/ai/package?inputText=hello')).statusCode).toBe(200);
      expect((await get('/health')).statusCode).toBe(200);
      expect((await get('/images/beach.svg')).statusCode).toBe(200);
    });
  });

  describe('GET /health', () => {
    it('reports the database after a real query', async () => {
      const response = await get('/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: target.config.kind });
    });
  });

  describe('GET /package/get-all-cities', () => {
    it('lists every destination as {id, name}, sorted by name', async () => {
      const response = await get(withAuth('/package/get-all-cities'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      const names = body.data.map((city: { name: string }) => city.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(SPEC_PLACES));
      for (const city of body.data) {
        expect(Object.keys(city).sort()).toEqual(['id', 'name']);
        expect(typeof city.id).toBe('number');
      }
    });
  });

  describe('GET /blog/get-all', () => {
    const destinationIdOf = async (name: string) =>
      (
        await database.db
          .selectFrom('destinations')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;

    it('returns every blog, newest first, in the shared Blog shape', async () => {
      const response = await get(withAuth('/blog/get-all'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThanOrEqual(6);
      const dates = body.data.map((blog: { publishedAt: string }) => blog.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const blog of body.data) {
        expect(blog).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.stringContaining('<p>'),
          imageUrl: blog.imageUrl === null ? null : expect.stringMatching(/^\/images\/\w+\.svg$/),
          destinationName: expect.any(String),
          categoryName: expect.stringMatching(/^[A-Z_]+$/),
          publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(CATEGORY_CODES).toContain(blog.categoryName);
      }
    });

    it('filters by destination', async () => {
      const keralaId = await destinationIdOf('Kerala');
      const body = (await get(withAuth(`/blog/get-all?destinationId=${keralaId}`))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThan(0);
      expect(
        body.data.every((b: { destinationName: string }) => b.destinationName === 'Kerala'),
      ).toBe(true);
    });

    it('filters by categoryId, the 1-based position in CATEGORY_CODES', async () => {
      const religious = CATEGORY_CODES.indexOf('RELIGIOUS') + 1;
      const body = (await get(withAuth(`/blog/get-all?categoryId=${religious}`))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((b: { categoryName: string }) => b.categoryName === 'RELIGIOUS')).toBe(
        true,
      );
    });

    it('answers code 0 with an empty list when the filters match nothing', async () => {
      const goaId = await destinationIdOf('Goa');
      const religious = CATEGORY_CODES.indexOf('RELIGIOUS') + 1;
      const response = await get(
        withAuth(`/blog/get-all?destinationId=${goaId}&categoryId=${religious}`),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        message: 'No blogs found for the given filters.',
        data: [],
      });
    });

    it('treats cleared filters ("" or "null") as no filter', async () => {
      const body = (await get(withAuth('/blog/get-all?destinationId=&categoryId=null'))).json();
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThanOrEqual(6);
    });

    it('rejects an out-of-range categoryId with 400 naming the field', async () => {
      const response = await get(withAuth('/blog/get-all?categoryId=10'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^categoryId: /);
    });
  });

  describe('POST /request-book/add', () => {
    const storedLead = (id: number) =>
      database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('stores an enquiry before replying', async () => {
      const response = await postLead(validEnquiry);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        code: 1,
        message: 'Thank you! We have received your request.',
        data: { id: expect.any(Number) },
      });
      const lead = await storedLead(body.data.id);
      expect(lead.kind).toBe('enquiry');
      expect(JSON.parse(lead.payload)).toEqual(validEnquiry);
      expect(lead.idempotency_key).toBeNull();
      expect(Date.parse(lead.created_at)).not.toBeNaN();
    });

    it('stores a booking, recognised by its fields', async () => {
      const body = (await postLead(validBooking)).json();
      expect(body.code).toBe(1);
      const lead = await storedLead(body.data.id);
      expect(lead.kind).toBe('booking');
      expect(JSON.parse(lead.payload)).toEqual(validBooking);
    });

    it('rejects an invalid enquiry with 400 naming each bad field, storing nothing', async () => {
      const before = await countLeads();
      const response = await postLead({ ...validEnquiry, email: '  ', people: 0, name: undefined });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/name: Required/);
      expect(body.message).toMatch(/email: Required/);
      expect(body.message).toMatch(/people: At least 1 person/);
      expect(body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'email',
        'name',
        'people',
      ]);
      expect(await countLeads()).toBe(before);
    });

    it('rejects an invalid booking with the booking form’s field names', async () => {
      const response = await postLead({ ...validBooking, leadName: '', noOfPerson: 'x' });
      expect(response.statusCode).toBe(400);
      const fields = response.json().data.errors.map((e: { field: string }) => e.field);
      expect(fields.sort()).toEqual(['leadName', 'noOfPerson']);
    });

    it('rejects a body that is not a JSON object', async () => {
      const response = await postLead([validEnquiry]);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        { field: 'body', message: 'Must be a JSON object' },
      ]);
    });

    it('stores one row for a repeated Idempotency-Key and replays the first answer', async () => {
      const before = await countLeads();
      const headers = { 'idempotency-key': 'enquiry-replay-1' };
      const first = await postLead(validEnquiry, headers);
      // Same content with the keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(validEnquiry).reverse());
      const second = await postLead(reordered, headers);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await countLeads()).toBe(before + 1);
    });

    it('refuses the same Idempotency-Key with a different body with 422', async () => {
      const headers = { 'idempotency-key': 'enquiry-conflict-1' };
      expect((await postLead(validEnquiry, headers)).statusCode).toBe(200);
      const before = await countLeads();
      const response = await postLead({ ...validEnquiry, people: 5 }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 0,
        message: 'This Idempotency-Key was already used for a different request.',
        data: null,
      });
      expect(await countLeads()).toBe(before);
    });

    it('rejects an Idempotency-Key longer than 200 characters', async () => {
      const response = await postLead(validEnquiry, { 'idempotency-key': 'k'.repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Idempotency-Key: Must be at most 200 characters');
    });

    it.each([
      ['text/plain', 'name=Asha'],
      ['application/x-www-form-urlencoded', 'name=Asha'],
    ])('answers 415 to %s', async (contentType, payload) => {
      const response = await request({
        method: 'POST',
        url: withAuth('/request-book/add'),
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe(0);
    });

    it('answers 415 to a POST without a body or content type', async () => {
      const response = await request({ method: 'POST', url: withAuth('/request-book/add') });
      expect(response.statusCode).toBe(415);
    });

    it('answers 400 to malformed JSON', async () => {
      const response = await request({
        method: 'POST',
        url: withAuth('/request-book/add'),
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 0,
        message: 'Request body is not valid JSON.',
        data: null,
      });
    });

    it('answers 413 to a body over 64 KB', async () => {
      const before = await countLeads();
      const response = await postLead({ ...validEnquiry, name: 'x'.repeat(70 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe(0);
      expect(await countLeads()).toBe(before);
    });
  });

  describe('GET /ai/package', () => {
    const ask = async (inputText: string) => {
      const response = await get(`/ai/package?inputText=${encodeURIComponent(inputText)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      return body.data.content as string;
    };

    it('greets back and says what it can help with', async () => {
      const content = await ask('Hello!');
      expect(content).toMatch(/Namaste/);
      expect(content).toMatch(/destination/);
    });

    it('names only real packages of the asked destination, with their real prices', async () => {
      const content = await ask('Can you suggest a trip to GOA in December?');
      const goaPackages = await database.db
        .selectFrom('packages')
        .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
        .select(['packages.name', 'packages.slug', 'packages.price', 'packages.days'])
        .where('destinations.slug', '=', 'goa')
        .execute();
      expect(goaPackages.length).toBeGreaterThan(0);

      const linkedSlugs = [...content.matchAll(/\/goa-tour-packages-details\/([a-z0-9-]+)/g)].map(
        (match) => match[1],
      );
      expect(linkedSlugs.length).toBe(Math.min(goaPackages.length, 3));
      expect(content.match(/tour-packages-details/g)?.length).toBe(linkedSlugs.length);
      for (const slug of linkedSlugs) {
        const pkg = goaPackages.find((p) => p.slug === slug);
        expect(pkg).toBeDefined();
        expect(content).toContain(pkg!.name);
        expect(content).toContain(formatInr(pkg!.price));
        expect(content).toContain(`${pkg!.days} days / ${pkg!.days - 1} nights`);
      }
      for (const price of content.match(/₹[\d,]+/g) ?? []) {
        expect(goaPackages.map((p) => formatInr(p.price))).toContain(price);
      }
    });

    it('matches multi-word destinations by name or slug', async () => {
      expect(await ask('vaishno-devi yatra')).toMatch(/vaishno-devi-tour-packages-details/);
      expect(await ask('Packages for vaishno devi?')).toMatch(/vaishno-devi-tour-packages-details/);
    });

    it('offers an enquiry for a known destination without packages', async () => {
      const { id } = await database.db
        .insertInto('destinations')
        .values({ name: 'Andaman', slug: 'andaman', description: 'Islands.', landscape: 'beach' })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const content = await ask('andaman honeymoon');
        expect(content).toMatch(/no ready-made Andaman package/);
        expect(content).not.toMatch(/₹/);
      } finally {
        await database.db.deleteFrom('destinations').where('id', '=', id).execute();
      }
    });

    it('answers an unknown topic politely, listing destinations from the database', async () => {
      const content = await ask('What is the capital of Mars?');
      expect(content).toMatch(/destinations, travel themes, budgets and trip durations/);
      expect(content).not.toMatch(/₹/);
      const mentioned = SPEC_PLACES.filter((place) => content.includes(place));
      expect(mentioned.length).toBeGreaterThan(0);
    });

    it.each(['', '%20%20'])('rejects an empty inputText (%j) with 400', async (value) => {
      const response = await get(`/ai/package?inputText=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('inputText: inputText is required');
    });
  });

  describe('GET /images/:name', () => {
    it.each(LANDSCAPES)('serves %s.svg with a day of caching', async (name) => {
      const response = await get(`/images/${name}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg[^>]* viewBox="0 0 800 600"/);
    });

    it.each(['ocean.svg', 'beach.png', '..%2Fapp.ts', 'constructor.svg'])(
      'answers 404 JSON for %s',
      async (name) => {
        const response = await get(`/images/${name}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 0, message: 'Image not found.', data: null });
      },
    );
  });

  describe('errors and CORS', () => {
    it('answers 404 JSON for an unknown route', async () => {
      const response = await get('/no/such/route?authCode=x');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 0,
        message: 'Not found: GET /no/such/route',
        data: null,
      });
    });

    it('hides internal errors behind a generic 500', async () => {
      const failing = buildApp({ database, authCode: AUTH_CODE, corsOrigins: null });
      failing.get('/boom', async () => {
        throw new Error('secret connection string postgres://admin:pw@db');
      });
      const response = await failing.inject({ method: 'GET', url: '/boom' });
      await failing.close();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 0,
        message: 'Something went wrong. Please try again later.',
        data: null,
      });
      expect(response.body).not.toMatch(/secret|at .*\.ts/);
    });

    it('allows a localhost origin to send Content-Type and Idempotency-Key', async () => {
      const response = await request({
        method: 'OPTIONS',
        url: '/request-book/add',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(String(response.headers['access-control-allow-headers'])).toMatch(
        /Content-Type.*Idempotency-Key/,
      );
    });

    it('gives no CORS grant to other origins', async () => {
      const response = await request({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('restart', () => {
    it('re-runs migrations and the seed without duplicating anything', async () => {
      const tables = ['destinations', 'packages', 'itinerary_days', 'blogs'] as const;
      const countRows = async (db: AppDatabase) => {
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const { count } = await db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow();
          counts[table] = Number(count);
        }
        return counts;
      };
      const before = await countRows(database);
      expect(before.destinations).toBeGreaterThanOrEqual(15);

      const restarted = openDatabase(target.config);
      try {
        await prepareDatabase(restarted);
        await prepareDatabase(restarted);
        expect(await countRows(restarted)).toEqual(before);
        const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
          restarted.db,
        );
        expect(migrations.rows).toHaveLength(1);
      } finally {
        await restarted.close();
      }
    });
  });
}
