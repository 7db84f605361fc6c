import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { CatalogueVersion } from './catalogue-version';
import { CatalogueWriteWatcher } from './catalogue-writes';
import type { AppDatabase } from './connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';

/** Counts the queries run through it. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.count += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe('catalogue version', () => {
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
  const counterOf = (version: string) => version.split('.')[0];

  it('starts from the time of the migration, and moves on with own writes at once', async () => {
    const migrated = await database.refreshCatalogueVersion();
    expect(migrated).toMatch(/^\d+\.0$/);
    expect(Number(counterOf(migrated))).toBeGreaterThan(Date.UTC(2025, 0, 1));
    await database.db.insertInto('destinations').values(destination('own-write')).execute();
    // The watcher's part, before the counter has been read again.
    expect(database.catalogueVersion()).toBe(`${counterOf(migrated)}.2`);
    // The counter read since carries the write; the second part counts from that read.
    const read = await database.refreshCatalogueVersion();
    expect(BigInt(counterOf(read)!)).toBeGreaterThan(BigInt(counterOf(migrated)!));
    expect(read).toMatch(/\.0$/);
  });

  it('sees raw SQL through the counter once read', async () => {
    const before = await database.refreshCatalogueVersion();
    await sql`update destinations set landscape = 'city'`.execute(database.db);
    expect(database.catalogueVersion()).toBe(before);
    expect(await database.refreshCatalogueVersion()).not.toBe(before);
  });

  it('reads once at a time: callers during a read share the one after it', async () => {
    const queries = new QueryCounter();
    const version = new CatalogueVersion(
      database.db.withPlugin(queries),
      new CatalogueWriteWatcher(),
    );
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => version.refresh()));
    expect(queries.count).toBe(2);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps the last version while the counter cannot be read', async () => {
    const version = new CatalogueVersion(database.db, new CatalogueWriteWatcher());
    const read = await version.refresh();
    await database.db.schema.alterTable('catalogue_version').renameTo('hidden_version').execute();
    try {
      // Matched by message: SqliteError comes from another test file's realm when it ran first.
      await expect(version.refresh()).rejects.toMatchObject({
        message: expect.stringMatching(/no such table/),
      });
      expect(version.current).toBe(read);
    } finally {
      await database.db.schema.alterTable('hidden_version').renameTo('catalogue_version').execute();
    }
  });
});
