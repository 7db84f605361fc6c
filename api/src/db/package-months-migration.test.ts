/**
 * Migration 0004 on a database an earlier version seeded, on SQLite and (when reachable)
 * PostgreSQL: the new months column is filled from the seed for the rows the seed wrote, and
 * left null (any month) for rows it does not know.
 */
import { sql } from 'kysely';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';
import { encodeMonths } from '../catalogue/package-months';
import { launchContent } from '../content-files';

const PACKAGES = launchContent().packages;
import type { AppDatabase } from './connect';
import { openDatabase } from '../open-database';
import { migrateToLatest, migratorFor } from '../prepare-database';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

describe.each(targets)('migration 0004_package_months on %s', (_, createTarget) => {
  let target: TestDatabaseTarget;
  let database: AppDatabase;

  beforeAll(async () => {
    target = await createTarget();
    database = openDatabase(target.config);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('gives the rows an earlier seed wrote the seed’s months, and others none', async () => {
    const migrator = migratorFor(database);
    const before = await migrator.migrateTo('0003_catalogue_updated_at');
    expect(before.error).toBeUndefined();

    // The database as 0003 left it: written without the column the typed schema now has.
    const { rows } = await sql<{ id: number }>`
      insert into destinations (name, slug, description, landscape)
      values ('Goa', 'goa', '<p>Goa.</p>', 'beach') returning id`.execute(database.db);
    const goa = rows[0]!.id;
    for (const slug of ['goa-christmas-festive', 'goa-honeymoon-retreat', 'not-in-the-seed']) {
      await sql`
        insert into packages (destination_id, name, slug, category, days, price, rating,
          description, information, image, inclusions, exclusions, tour_policy, cancellation_policy)
        values (${goa}, ${slug}, ${slug}, 'FAMILY', 3, 10000, 3, 'd', '<p>i</p>', '/images/beach.svg',
          'i', 'e', 't', 'c')`.execute(database.db);
    }

    await migrateToLatest(database);

    const months = await database.db
      .selectFrom('packages')
      .select(['slug', 'months'])
      .orderBy('slug')
      .execute();
    const seeded = (slug: string) => encodeMonths(PACKAGES.find((p) => p.slug === slug)!.months);
    expect(months).toEqual([
      { slug: 'goa-christmas-festive', months: '12' },
      { slug: 'goa-honeymoon-retreat', months: seeded('goa-honeymoon-retreat') },
      { slug: 'not-in-the-seed', months: null },
    ]);
    expect(seeded('goa-honeymoon-retreat')).toBe('1,2,3,10,11,12');
  });
});
