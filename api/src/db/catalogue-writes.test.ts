import { sql } from 'kysely';
import { openDatabase, type AppDatabase } from './connect';
import { migrateToLatest } from './prepare';

describe('catalogue write watcher', () => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
  });
  afterAll(() => database.close());

  const destination = (slug: string) => ({
    name: slug,
    slug,
    description: '<p>A place.</p>',
    landscape: 'hills',
  });

  it('counts inserts, updates and deletes of catalogue tables, before and after each', async () => {
    const { db } = database;
    const start = database.catalogueVersion();
    const { id } = await db
      .insertInto('destinations')
      .values(destination('watched'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(database.catalogueVersion()).toBe(start + 2);
    await db.updateTable('destinations').set({ name: 'Watched' }).where('id', '=', id).execute();
    await db.deleteFrom('destinations').where('id', '=', id).execute();
    expect(database.catalogueVersion()).toBe(start + 6);
  });

  it('sees writes in transactions and through other plugins', async () => {
    const { db } = database;
    const start = database.catalogueVersion();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('destinations').values(destination('in-a-transaction')).execute();
    });
    expect(database.catalogueVersion()).toBeGreaterThan(start);
    const before = database.catalogueVersion();
    await db
      .withSchema('main')
      .updateTable('destinations')
      .set({ landscape: 'snow' })
      .where('slug', '=', 'in-a-transaction')
      .execute();
    expect(database.catalogueVersion()).toBeGreaterThan(before);
  });

  // Raw SQL is not parsed: the cache's TTL bounds what such writes leave stale.
  it('ignores reads, lead writes and raw SQL', async () => {
    const { db } = database;
    const start = database.catalogueVersion();
    await db.selectFrom('packages').selectAll().execute();
    await db
      .insertInto('leads')
      .values({
        kind: 'newsletter',
        payload: '{"email":"reader@example.com"}',
        idempotency_key: null,
        request_hash: 'hash',
        dedupe_key: null,
        created_at: new Date().toISOString(),
        reference: 'GK-TESTLEAD',
      })
      .execute();
    await sql`update destinations set landscape = 'city'`.execute(db);
    expect(database.catalogueVersion()).toBe(start);
  });
});
