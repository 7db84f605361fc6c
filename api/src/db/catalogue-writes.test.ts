import { sql, type Kysely } from 'kysely';
import { CatalogueWriteWatcher } from './catalogue-writes';
import type { AppDatabase } from './connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import type { Database } from './schema';

describe('catalogue write watcher', () => {
  let database: AppDatabase;
  // A watcher of its own, so the counts below are its alone.
  const writes = new CatalogueWriteWatcher();
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
    db = database.db.withPlugin(writes);
  });
  afterAll(() => database.close());

  const destination = (slug: string) => ({
    name: slug,
    slug,
    description: '<p>A place.</p>',
    landscape: 'hills',
  });

  it('counts inserts, updates and deletes of catalogue tables, before and after each', async () => {
    const start = writes.version;
    const { id } = await db
      .insertInto('destinations')
      .values(destination('watched'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(writes.version).toBe(start + 2);
    await db.updateTable('destinations').set({ name: 'Watched' }).where('id', '=', id).execute();
    await db.deleteFrom('destinations').where('id', '=', id).execute();
    expect(writes.version).toBe(start + 6);
  });

  it('sees writes in transactions and through other plugins', async () => {
    const start = writes.version;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('destinations').values(destination('in-a-transaction')).execute();
    });
    expect(writes.version).toBeGreaterThan(start);
    const before = writes.version;
    await db
      .withSchema('main')
      .updateTable('destinations')
      .set({ landscape: 'snow' })
      .where('slug', '=', 'in-a-transaction')
      .execute();
    expect(writes.version).toBeGreaterThan(before);
  });

  // Raw SQL is not parsed: the database's own counter sees it (test/suite/catalogue-version.ts).
  it('ignores reads, lead writes and raw SQL', async () => {
    const start = writes.version;
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
    expect(writes.version).toBe(start);
  });
});
