/**
 * Migration 0009 on a database whose rich text was stored before the sanitiser made paragraphs
 * of plain text and emptied text that shows nothing, on SQLite and (when reachable) PostgreSQL:
 * every row afterwards is what sanitiseHtml stores, across more than one batch.
 */
import { sql } from 'kysely';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';
import type { AppDatabase } from './connect';
import { openDatabase } from '../open-database';
import { migrateToLatest, migratorFor } from '../prepare-database';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

/** More destinations than the migration reads in one batch. */
const MANY = 1_100;

describe.each(targets)('migration 0009_rich_text_resanitised on %s', (_, createTarget) => {
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

  it('stores every rich-text column as the sanitiser does today', async () => {
    const migrator = migratorFor(database);
    const before = await migrator.migrateTo('0008_staff_inbox');
    expect(before.error).toBeUndefined();

    // Written with raw SQL, as an earlier version (or a hand edit) could have left them.
    const db = database.db;
    for (let first = 0; first < MANY; first += 250) {
      const rows = Array.from({ length: Math.min(250, MANY - first) }, (_, i) => {
        const n = first + i;
        return sql`(${`Place ${n}`}, ${`place-${n}`}, ${`Line ${n}\nSecond & last`}, 'city')`;
      });
      await sql`insert into destinations (name, slug, description, landscape)
        values ${sql.join(rows)}`.execute(db);
    }
    const { rows } = await sql<{ id: number }>`
      insert into destinations (name, slug, description, landscape)
      values ('Goa', 'goa', '<p><br></p>', 'beach') returning id`.execute(db);
    const goa = rows[0]!.id;
    await sql`
      insert into packages (destination_id, name, slug, category, days, price, rating, description,
        information, image, inclusions, exclusions, tour_policy, cancellation_policy)
      values (${goa}, 'Goa', 'goa-3', 'FAMILY', 3, 10000, 3, 'Plain & short',
        '<p onclick="steal()">Beaches</p><script>steal()</script>', '/images/beach.svg',
        'i', 'e', 't', 'c')`.execute(db);
    await sql`
      insert into blogs (name, slug, description, destination_id, category, published_at)
      values ('Monsoon', 'monsoon', '<p>Already <strong>clean</strong></p>', ${goa}, 'TRAVEL',
        '2025-01-18')`.execute(db);

    await migrateToLatest(database);

    const destinations = await db
      .selectFrom('destinations')
      .select(['slug', 'description'])
      .orderBy('id')
      .execute();
    expect(destinations).toHaveLength(MANY + 1);
    expect(destinations[0]).toEqual({
      slug: 'place-0',
      description: '<p>Line 0</p><p>Second &amp; last</p>',
    });
    expect(destinations[MANY - 1]!.description).toBe(
      `<p>Line ${MANY - 1}</p><p>Second &amp; last</p>`,
    );
    expect(destinations[MANY]).toEqual({ slug: 'goa', description: '' });

    const pkg = await db
      .selectFrom('packages')
      .select(['description', 'information'])
      .executeTakeFirstOrThrow();
    // Only the rich-text column: the package's plain description is not rendered as HTML.
    expect(pkg).toEqual({ description: 'Plain & short', information: '<p>Beaches</p>' });

    const blog = await db.selectFrom('blogs').select('description').executeTakeFirstOrThrow();
    expect(blog.description).toBe('<p>Already <strong>clean</strong></p>');
  });
});
