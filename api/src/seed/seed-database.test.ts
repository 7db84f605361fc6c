/**
 * The seed written to a real database, on SQLite and (when reachable) PostgreSQL: every row
 * arrives, the launch rows keep their ids, and a second start adds nothing.
 */
import { openDatabase, type AppDatabase } from '../db/connect';
import { prepareDatabase } from '../db/prepare';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';
import { BLOGS } from './blogs';
import { DESTINATIONS } from './destinations';
import { FAQS, PACKAGES, seedIfEmpty } from './index';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

/** Generous: the seed takes well under a second on a laptop. */
const SEED_BUDGET_MS = 10_000;

describe.each(targets)('the seed on %s', (_, createTarget) => {
  let target: TestDatabaseTarget;
  let database: AppDatabase;
  let seedMs = 0;

  beforeAll(async () => {
    target = await createTarget();
    database = openDatabase(target.config);
    const started = Date.now();
    await prepareDatabase(database);
    seedMs = Date.now() - started;
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  const count = async (
    table: 'destinations' | 'packages' | 'itinerary_days' | 'blogs' | 'faqs',
  ) => {
    const { n } = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  it('writes every destination, package, itinerary day, blog and FAQ, quickly', async () => {
    expect(await count('destinations')).toBe(DESTINATIONS.length);
    expect(await count('packages')).toBe(PACKAGES.length);
    expect(await count('itinerary_days')).toBe(PACKAGES.reduce((sum, p) => sum + p.days, 0));
    expect(await count('blogs')).toBe(BLOGS.length);
    expect(await count('faqs')).toBe(FAQS.length);
    expect(seedMs).toBeLessThan(SEED_BUDGET_MS);
  });

  it('gives the launch destinations, packages and blogs their original ids', async () => {
    const destinations = await database.db
      .selectFrom('destinations')
      .select(['id', 'slug'])
      .orderBy('id')
      .limit(16)
      .execute();
    expect(destinations.map((d) => d.slug)).toEqual(DESTINATIONS.slice(0, 16).map((d) => d.slug));
    expect(destinations.map((d) => d.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));

    const packages = await database.db
      .selectFrom('packages')
      .select(['id', 'slug'])
      .orderBy('id')
      .execute();
    expect(packages.map((p) => p.slug)).toEqual(PACKAGES.map((p) => p.slug));
    expect(packages[0]?.id).toBe(1);

    const blogs = await database.db
      .selectFrom('blogs')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(6)
      .execute();
    expect(blogs).toEqual(BLOGS.slice(0, 6).map((b, i) => ({ id: i + 1, name: b.name })));
  });

  it('stores itinerary days in order, with stops and stays as written', async () => {
    const sample = PACKAGES.find((p) => p.slug === 'char-dham-yatra-haridwar');
    expect(sample).toBeDefined();
    const rows = await database.db
      .selectFrom('itinerary_days')
      .innerJoin('packages', 'packages.id', 'itinerary_days.package_id')
      .select(['day_number', 'itinerary_days.name', 'stages', 'accommodation'])
      .where('packages.slug', '=', sample!.slug)
      .orderBy('day_number')
      .execute();
    expect(rows).toEqual(
      sample!.itinerary.map((day, i) => ({
        day_number: i + 1,
        name: `Day ${i + 1}: ${day.title}`,
        stages: day.stops.join('\n'),
        accommodation: day.stay,
      })),
    );
  });

  it('stores FAQs against their destinations', async () => {
    const rows = await database.db
      .selectFrom('faqs')
      .innerJoin('destinations', 'destinations.id', 'faqs.destination_id')
      .select(['destinations.slug', 'question'])
      .where('destinations.slug', '=', 'leh-ladakh')
      .orderBy('faqs.id')
      .execute();
    expect(rows.map((r) => r.question)).toEqual(
      FAQS.filter((f) => f.destination === 'leh-ladakh').map((f) => f.question),
    );
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty(database)).toBe(false);
    expect(await count('packages')).toBe(PACKAGES.length);
    expect(await count('faqs')).toBe(FAQS.length);
  });
});
