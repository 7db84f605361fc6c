/**
 * The catalogue's version, kept by the database (migration 0010's triggers) and followed by each
 * API process: GET /catalogue/version, every catalogue table's triggers, and a write by another
 * connection (as the catalogue import's process makes) reaching the version and the answer cache
 * within the refresh interval.
 */
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { CATALOGUE_VERSION_REFRESH_MS } from '../../src/db/catalogue-version';
import { CATALOGUE_TABLES } from '../../src/db/catalogue-writes';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import type { Database } from '../../src/db/schema';
import { AUTH_CODE, requests, withAuth, type Suite } from './context';

/** The database's counter itself, as a bigint (the pg driver gives a bigint as a string). */
async function counter(db: Kysely<Database>): Promise<bigint> {
  const { version } = await db
    .selectFrom('catalogue_version')
    .select('version')
    .executeTakeFirstOrThrow();
  return BigInt(version);
}

/** Asks `probe` until `done` holds of what it gives, for at most `withinMs`; gives the last. */
async function poll<T>(probe: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await probe();
  }
  return value;
}

export function describeCatalogueVersion(suite: Suite): void {
  describe('catalogue version', () => defineVersionTests(suite));
}

function defineVersionTests(suite: Suite): void {
  const { get } = requests(suite);
  const versionOf = async (app = suite().app) =>
    (await app.inject({ method: 'GET', url: '/catalogue/version' })).json().data.version as string;
  /** A second connection to the same database, as the catalogue import's own process has. */
  let other: AppDatabase;
  const fixture = { destinationId: 0, packageId: 0 };

  beforeAll(async () => {
    other = openDatabase(suite().target.config);
    const { id } = await suite()
      .database.db.insertInto('destinations')
      .values({ name: 'Versionia', slug: 'versionia', description: '<p>V.</p>', landscape: 'city' })
      .returning('id')
      .executeTakeFirstOrThrow();
    fixture.destinationId = id;
    const { id: packageId } = await suite()
      .database.db.insertInto('packages')
      .values({
        destination_id: id,
        name: 'Versionia Walk',
        slug: 'versionia-walk',
        category: 'NATURE',
        days: 2,
        price: 10_000,
        max_price: null,
        rating: 3,
        description: 'A versioned trip.',
        information: '<p>Versioned.</p>',
        image: '/images/city.svg',
        inclusions: 'Hotel',
        exclusions: 'Flights',
        tour_policy: 'Advance',
        cancellation_policy: 'None',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fixture.packageId = packageId;
  });

  afterAll(async () => {
    await suite()
      .database.db.deleteFrom('destinations')
      .where('id', '=', fixture.destinationId)
      .execute();
    await other.close();
  });

  it('GET /catalogue/version answers the cache’s version, without authCode, never stored', async () => {
    const response = await get('/catalogue/version');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({ code: 1, message: 'Success', data: { version: expect.any(String) } });
    expect(body.data.version).toMatch(/^\d+\.\d+$/);
    // What the answer cache keys on, read from the database just now.
    expect(suite().database.catalogueVersion()).toBe(body.data.version);
    expect(await versionOf()).toBe(body.data.version);
  });

  it('changes at once with a catalogue write through this process’s connection', async () => {
    const before = suite().database.catalogueVersion();
    await suite()
      .database.db.updateTable('packages')
      .set({ price: 10_001 })
      .where('id', '=', fixture.packageId)
      .execute();
    expect(suite().database.catalogueVersion()).not.toBe(before);
    expect(await versionOf()).not.toBe(before);
  });

  it('changes with a write by another connection, and is the same for every process after', async () => {
    const before = await versionOf();
    await other.db
      .updateTable('packages')
      .set({ price: 10_002 })
      .where('id', '=', fixture.packageId)
      .execute();
    // The route reads the database's counter itself: no wait for the next refresh.
    const after = await versionOf();
    expect(after).not.toBe(before);
    // The other connection's process, having read the counter since its write, agrees.
    expect(await other.refreshCatalogueVersion()).toBe(after);
  });

  it('is raised by inserts, updates and deletes on every catalogue table, raw SQL too', async () => {
    const db = other.db;
    const steps: [string, () => Promise<unknown>][] = [];
    const raised: string[] = [];
    const step = (name: string, write: () => Promise<unknown>) => steps.push([name, write]);
    let blogId = 0;
    let dayId = 0;
    let faqId = 0;

    step('destinations insert', () =>
      db
        .insertInto('destinations')
        .values({
          name: 'Triggerton',
          slug: 'triggerton',
          description: '<p>T.</p>',
          landscape: 'city',
        })
        .execute(),
    );
    step('destinations update', () =>
      db
        .updateTable('destinations')
        .set({ landscape: 'hills' })
        .where('slug', '=', 'triggerton')
        .execute(),
    );
    step('packages insert', () =>
      db
        .insertInto('packages')
        .values({
          destination_id: fixture.destinationId,
          name: 'Versionia Boat',
          slug: 'versionia-boat',
          category: 'NATURE',
          days: 1,
          price: 500,
          max_price: null,
          rating: 3,
          description: 'A boat.',
          information: '<p>Boat.</p>',
          image: '/images/city.svg',
          inclusions: 'Boat',
          exclusions: 'Flights',
          tour_policy: 'Advance',
          cancellation_policy: 'None',
        })
        .execute(),
    );
    step('packages update', () =>
      db.updateTable('packages').set({ price: 600 }).where('slug', '=', 'versionia-boat').execute(),
    );
    step('itinerary_days insert', async () => {
      ({ id: dayId } = await db
        .insertInto('itinerary_days')
        .values({
          package_id: fixture.packageId,
          day_number: 1,
          name: 'Day 1',
          description: 'Arrive.',
          stages: 'Hotel',
          accommodation: 'Hotel',
          image: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    });
    step('itinerary_days update', () =>
      db
        .updateTable('itinerary_days')
        .set({ name: 'Day 1: Arrival' })
        .where('id', '=', dayId)
        .execute(),
    );
    step('faqs insert', async () => {
      ({ id: faqId } = await db
        .insertInto('faqs')
        .values({ destination_id: fixture.destinationId, question: 'When?', answer: null })
        .returning('id')
        .executeTakeFirstOrThrow());
    });
    step('faqs update', () =>
      db.updateTable('faqs').set({ answer: 'Now.' }).where('id', '=', faqId).execute(),
    );
    step('blogs insert', async () => {
      ({ id: blogId } = await db
        .insertInto('blogs')
        .values({
          name: 'Versionia days',
          slug: 'versionia-days',
          description: '<p>V.</p>',
          image_url: null,
          destination_id: fixture.destinationId,
          category: 'NATURE',
          published_at: '2026-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    });
    step('blogs update', () =>
      db.updateTable('blogs').set({ name: 'Versionia nights' }).where('id', '=', blogId).execute(),
    );
    step('slug_redirects insert', () =>
      db
        .insertInto('slug_redirects')
        .values({
          kind: 'package',
          from_slug: 'versionia-old-walk',
          to_slug: 'versionia-walk',
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
    step('slug_redirects update', () =>
      db
        .updateTable('slug_redirects')
        .set({ to_slug: 'versionia-boat' })
        .where('from_slug', '=', 'versionia-old-walk')
        .execute(),
    );
    // Deletes children first, so each delete is that table's own, not a cascade's.
    step('slug_redirects delete', () =>
      db.deleteFrom('slug_redirects').where('from_slug', '=', 'versionia-old-walk').execute(),
    );
    step('blogs delete', () => db.deleteFrom('blogs').where('id', '=', blogId).execute());
    step('faqs delete', () => db.deleteFrom('faqs').where('id', '=', faqId).execute());
    step('itinerary_days delete', () =>
      db.deleteFrom('itinerary_days').where('id', '=', dayId).execute(),
    );
    step('packages delete', () =>
      db.deleteFrom('packages').where('slug', '=', 'versionia-boat').execute(),
    );
    step('destinations delete', () =>
      db.deleteFrom('destinations').where('slug', '=', 'triggerton').execute(),
    );
    step('site_documents insert', () =>
      db
        .insertInto('site_documents')
        .values({ name: 'trigger-test', body: '{}', updated_at: new Date().toISOString() })
        .execute(),
    );
    step('site_documents update', () =>
      db
        .updateTable('site_documents')
        .set({ body: '{"a":1}' })
        .where('name', '=', 'trigger-test')
        .execute(),
    );
    step('site_documents delete', () =>
      db.deleteFrom('site_documents').where('name', '=', 'trigger-test').execute(),
    );
    step('raw SQL update', () =>
      sql`update packages set rating = 4 where slug = 'versionia-walk'`.execute(db),
    );

    for (const [name, write] of steps) {
      const before = await counter(db);
      await write();
      if ((await counter(db)) > before) raised.push(name);
    }
    expect(raised).toEqual(steps.map(([name]) => name));
    // Every table the answer cache watches was written all three ways above.
    for (const table of CATALOGUE_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        expect(raised).toContain(`${table} ${event}`);
      }
    }
  });

  it('leaves the counter alone on reads and lead writes', async () => {
    const db = other.db;
    const before = await counter(db);
    await db.selectFrom('packages').selectAll().execute();
    await db
      .insertInto('leads')
      .values({
        kind: 'newsletter',
        payload: '{"email":"version.reader@example.com"}',
        idempotency_key: null,
        request_hash: 'hash',
        dedupe_key: null,
        created_at: new Date().toISOString(),
        reference: 'GK-VERSION1',
      })
      .execute();
    expect(await counter(db)).toBe(before);
  });

  it('empties the answer cache within the refresh interval after another connection’s write, long before the TTL', async () => {
    // A TTL far beyond the test: only the version can make the cache let go.
    const app = buildApp({
      database: suite().database,
      authCode: AUTH_CODE,
      corsOrigins: null,
      catalogueCacheTtlMs: 10 * 60_000,
    });
    try {
      const price = async () =>
        (
          await app.inject({
            method: 'POST',
            url: withAuth('/package/search'),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ destinationId: fixture.destinationId }),
          })
        ).json().data.packageList[0].price as number;
      // Earlier tests' writes by the other connection may not be followed yet: a refresh landing
      // between the first answer and reading the version would let that answer miss the cache.
      await suite().database.refreshCatalogueVersion();
      const before = await price();
      const version = suite().database.catalogueVersion();
      await other.db
        .updateTable('packages')
        .set({ price: before + 1 })
        .where('id', '=', fixture.packageId)
        .execute();
      // Cached until the next read of the counter, which takes at most the refresh interval.
      const started = Date.now();
      const seen = await poll(price, (p) => p === before + 1, 3 * CATALOGUE_VERSION_REFRESH_MS);
      expect(seen).toBe(before + 1);
      expect(Date.now() - started).toBeLessThan(3 * CATALOGUE_VERSION_REFRESH_MS);
      expect(suite().database.catalogueVersion()).not.toBe(version);
      expect(await versionOf(app)).toBe(suite().database.catalogueVersion());
    } finally {
      await app.close();
    }
  });
}
