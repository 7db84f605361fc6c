/**
 * The cached catalogue answers: the same bytes as a fresh answer, every catalogue change seen at
 * once through this process's connection, and within the TTL when the catalogue version cannot
 * see it (another connection's writes reach the version sooner: catalogue-version.ts).
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/open-database';
import type { NewPackage } from '../../src/db/schema';
import { AUTH_CODE, CONSENT, requests, withAuth, type Suite } from './context';

export function describeCatalogueCache(suite: Suite): void {
  describe('cached catalogue answers', () => defineCacheTests(suite));
}

function defineCacheTests(suite: Suite): void {
  const { get, postJson } = requests(suite);
  const fixture = { destinationId: 0, packageId: 0 };
  const search = () =>
    postJson(withAuth('/package/search'), { destinationId: fixture.destinationId, categoryId: 1 });
  const prices = async () =>
    (await search()).json().data.packageList.map((p: { price: number }) => p.price);
  const pkg = (slug: string, price: number): NewPackage => ({
    destination_id: fixture.destinationId,
    name: slug,
    slug,
    category: 'NATURE',
    days: 2,
    price,
    max_price: null,
    rating: 3,
    description: 'A cached trip.',
    information: '<p>Cached.</p>',
    image: '/images/hills.svg',
    inclusions: 'Hotel',
    exclusions: 'Flights',
    tour_policy: 'Advance',
    cancellation_policy: 'None',
  });

  beforeAll(async () => {
    const { db } = suite().database;
    const { id } = await db
      .insertInto('destinations')
      .values({ name: 'Cacheland', slug: 'cacheland', description: '<p>C.</p>', landscape: 'city' })
      .returning('id')
      .executeTakeFirstOrThrow();
    fixture.destinationId = id;
    const { id: packageId } = await db
      .insertInto('packages')
      .values(pkg('cacheland-walk', 10_000))
      .returning('id')
      .executeTakeFirstOrThrow();
    fixture.packageId = packageId;
  });

  afterAll(async () => {
    await suite()
      .database.db.deleteFrom('destinations')
      .where('id', '=', fixture.destinationId)
      .execute();
  });

  it('answers a repeated search with the same status, headers and bytes', async () => {
    const first = await search();
    const second = await search();
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('gives catalogue reads an ETag and a CDN-friendly Cache-Control, and answers 304 to a repeat', async () => {
    const url = withAuth('/package/get-all-cities');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9+/=]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    // A lead is never cached nor answered 304.
    const lead = await postJson(withAuth('/contact/add'), {
      name: 'Etag',
      email: 'etag@example.com',
      message: 'Hello',
      ...CONSENT,
    });
    expect(lead.headers.etag).toBeUndefined();
    expect(lead.headers['cache-control']).toBeUndefined();
    // Nor is a refusal: a 400 is not for a CDN to keep.
    const refused = await get(withAuth('/package/search-by-category'));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  it('shares one answer between bodies that differ only in ignored fields', async () => {
    const plain = await search();
    const decorated = await postJson(withAuth('/package/search'), {
      destinationId: String(fixture.destinationId),
      categoryId: '1',
      date: 'May, 2027',
      deviceType: 'mobile',
    });
    expect(decorated.body).toBe(plain.body);
  });

  it('search sees a changed, added and removed package at once', async () => {
    const { db } = suite().database;
    expect(await prices()).toEqual([10_000]);
    await db
      .updateTable('packages')
      .set({ price: 11_000 })
      .where('id', '=', fixture.packageId)
      .execute();
    expect(await prices()).toEqual([11_000]);
    await db.insertInto('packages').values(pkg('cacheland-boat', 5_000)).execute();
    expect(await prices()).toEqual([5_000, 11_000]);
    await db.deleteFrom('packages').where('slug', '=', 'cacheland-boat').execute();
    expect(await prices()).toEqual([11_000]);
  });

  it('the city list, package detail and blog list see changes at once', async () => {
    const { db } = suite().database;
    const cityNames = async () =>
      (await get(withAuth('/package/get-all-cities')))
        .json()
        .data.map((c: { name: string }) => c.name);
    expect(await cityNames()).toContain('Cacheland');
    await db
      .updateTable('destinations')
      .set({ name: 'Cacheland Heights' })
      .where('id', '=', fixture.destinationId)
      .execute();
    expect(await cityNames()).toContain('Cacheland Heights');

    const detail = () =>
      get(withAuth('/package/get-package-detail-and-itinerary/cacheland-walk')).then((r) =>
        r.json(),
      );
    expect((await detail()).data.itineraryNameResponseList).toEqual([]);
    await db
      .insertInto('itinerary_days')
      .values({
        package_id: fixture.packageId,
        day_number: 1,
        name: 'Day 1: Arrival',
        description: 'Arrive.',
        stages: 'Hotel',
        accommodation: 'Hotel',
        image: null,
      })
      .execute();
    expect((await detail()).data.itineraryNameResponseList).toHaveLength(1);

    const blogs = () =>
      get(withAuth(`/blog/get-all?destinationId=${fixture.destinationId}`)).then((r) => r.json());
    expect((await blogs()).code).toBe(0);
    await db
      .insertInto('blogs')
      .values({
        name: 'A day in Cacheland',
        description: '<p>Cached.</p>',
        image_url: null,
        destination_id: fixture.destinationId,
        category: 'NATURE',
        published_at: '2026-01-01',
      })
      .execute();
    expect((await blogs()).data.map((b: { name: string }) => b.name)).toEqual([
      'A day in Cacheland',
    ]);
  });

  it('sees a change the catalogue version misses once the TTL runs out', async () => {
    const ttlMs = 300;
    const app = buildApp({
      // A version that never moves, as when the counter cannot be read.
      database: {
        ...suite().database,
        catalogueVersion: () => 'stuck',
        followCatalogueVersion: () => undefined,
      },
      authCode: AUTH_CODE,
      corsOrigins: null,
      catalogueCacheTtlMs: ttlMs,
    });
    // Its own connection: its writes pass no watcher of the app's connection, like another process.
    const other = openDatabase(suite().target.config);
    try {
      const price = async () =>
        (
          await app.inject({
            method: 'POST',
            url: withAuth('/package/search'),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ destinationId: fixture.destinationId }),
          })
        ).json().data.packageList[0].price;
      const before = await price();
      await other.db
        .updateTable('packages')
        .set({ price: before + 1 })
        .where('id', '=', fixture.packageId)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, ttlMs + 10));
      expect(await price()).toBe(before + 1);
    } finally {
      await app.close();
      await other.close();
    }
  });
}
