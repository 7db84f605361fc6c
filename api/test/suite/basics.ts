/** authCode, health, the city list, images, errors and CORS, and a restart over the same data. */
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { LANDSCAPES } from '../../src/images/illustrations';
import { SPEC_PLACES } from '../support/spec-places';
import { AUTH_CODE, requests, withAuth, type Suite } from './context';

export const AUTH_CODE_PATHS = [
  '/package/get-all-cities',
  '/package/search-by-category?categoryId=3',
  '/package/search-by-city-name?destinationName=goa',
  '/package/get-package-detail-and-itinerary/anything',
  '/blog/get-all',
  '/blog/1',
  '/sitemap/entries',
];

export function describeBasics(suite: Suite): void {
  const { inject, get } = requests(suite);

  describe('authCode', () => {
    it.each(AUTH_CODE_PATHS)('rejects GET %s without it', async (path) => {
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
      const response = await inject({
        method: 'POST',
        url: '/request-book/add',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(401);
    });

    it('is not needed by the assistant, health, docs or images', async () => {
      expect((await get('/ai/package?inputText=hello')).statusCode).toBe(200);
      expect((await get('/health')).statusCode).toBe(200);
      expect((await get('/docs/openapi.json')).statusCode).toBe(200);
      expect((await get('/images/beach.svg')).statusCode).toBe(200);
    });
  });

  describe('GET /health', () => {
    it('reports the database after a real query', async () => {
      const response = await get('/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: suite().target.config.kind,
        content: 'imported',
        contentProblems: 0,
      });
    });

    it('answers 503 when the database is gone', async () => {
      const closed = openDatabase(suite().target.config);
      // Kysely connects lazily; connect first so closing really closes something.
      await sql`select 1`.execute(closed.db);
      await closed.close();
      const app = buildApp({ database: closed, authCode: AUTH_CODE, corsOrigins: null });
      const response = await app.inject({ method: 'GET', url: '/health' });
      await app.close();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: suite().target.config.kind,
        content: 'imported',
        contentProblems: 0,
      });
    });
  });

  describe('GET /package/get-all-cities', () => {
    it('lists every destination as {id, name} and any other names, sorted by name', async () => {
      const response = await get(withAuth('/package/get-all-cities'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      const names = body.data.map((city: { name: string }) => city.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(SPEC_PLACES));
      for (const city of body.data) {
        expect(['id,name', 'aliases,id,name']).toContain(Object.keys(city).sort().join());
        expect(typeof city.id).toBe('number');
        for (const alias of city.aliases ?? []) expect(alias).toBe(alias.toLowerCase().trim());
      }
    });

    it('carries the other names visitors type: Leh and Ladakh, Pondy and Puducherry', async () => {
      const { data } = (await get(withAuth('/package/get-all-cities'))).json();
      const aliasesOf = (name: string) =>
        data.find((city: { name: string }) => city.name === name)?.aliases;
      expect(aliasesOf('Leh Ladakh')).toEqual(expect.arrayContaining(['leh', 'ladakh']));
      expect(aliasesOf('Pondicherry')).toEqual(expect.arrayContaining(['pondy', 'puducherry']));
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

  describe('GET /og/…png (link preview images)', () => {
    /** Width and height from a PNG's IHDR chunk. */
    const pngSize = (body: Buffer) => ({
      width: body.readUInt32BE(16),
      height: body.readUInt32BE(20),
    });

    it.each([
      '/og/default.png',
      '/og/destinations/goa.png',
      '/og/packages/goa-monsoon-escape.png',
      // Found by its name's slug, as the site links it ("Kerala Backwaters and Munnar Hills").
      '/og/packages/kerala-backwaters-and-munnar-hills.png',
      '/og/blogs/1.png',
    ])('serves %s as a 1200×630 PNG under 300 KB, cached', async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe(
        'public, max-age=604800, stale-while-revalidate=2592000',
      );
      const body = response.rawPayload;
      expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      expect(body.length).toBeLessThan(300 * 1024);
    });

    it.each([
      '/og/packages/no-such-package.png',
      '/og/destinations/atlantis.png',
      '/og/blogs/999999.png',
      '/og/blogs/abc.png',
      '/og/packages/goa-monsoon-escape.svg',
    ])('answers 404 JSON for %s', async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 0, message: 'Image not found.', data: null });
    });
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
      const failing = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
      });
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
      const response = await inject({
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
      const response = await get('/health', { origin: 'https://evil.example' });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('grants only the configured origins when CORS_ORIGINS is set', async () => {
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: ['https://ghumakkad.example'],
      });
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: '/contact/add',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const own = await preflight('https://ghumakkad.example');
      const local = await preflight('http://localhost:3000');
      await app.close();
      expect(own.headers['access-control-allow-origin']).toBe('https://ghumakkad.example');
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('restart', () => {
    it('re-runs migrations and the seed without duplicating anything', async () => {
      const tables = ['destinations', 'packages', 'itinerary_days', 'blogs', 'faqs'] as const;
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
      const before = await countRows(suite().database);
      expect(before.destinations).toBeGreaterThanOrEqual(15);

      const restarted = openDatabase(suite().target.config);
      try {
        await prepareDatabase(restarted);
        await prepareDatabase(restarted);
        expect(await countRows(restarted)).toEqual(before);
        const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
          restarted.db,
        );
        expect(migrations.rows.map((row) => row.name)).toEqual([
          '0001_catalogue_and_leads',
          '0002_lead_dedupe_and_export',
          '0003_catalogue_updated_at',
          '0004_package_months',
          '0005_lead_reference',
          '0006_catalogue_import',
          '0007_lead_outbox',
          '0008_staff_inbox',
          '0009_rich_text_resanitised',
          '0010_catalogue_version',
          '0011_staff_access',
          '0012_audit_chain',
          '0013_privacy_ledger',
          '0014_webhook_events',
          '0015_site_documents',
          '0016_photos',
          '0017_package_facts',
          '0018_package_original_price',
          '0019_release_health',
          '0020_audit_keyed_chain',
          '0021_access_ledger',
        ]);
      } finally {
        await restarted.close();
      }
    });
  });
}
