import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import {
  MAX_VERSIONS_READ,
  RELEASE_HEALTH_KEPT_MS,
  addCounts,
  minuteOf,
  purgeOldHealth,
  readHealth,
  type CountedRow,
} from './store';

const NOW = new Date('2026-11-28T13:05:42.123Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const counted = (
  remote: string,
  version: string,
  time: Date,
  counts: Partial<CountedRow> = {},
): CountedRow => ({
  remote,
  version,
  minute: minuteOf(time),
  page_views: 0,
  slot_failures: 0,
  renders: 0,
  render_failures: 0,
  ...counts,
});

describe('release health store', () => {
  let database: AppDatabase;

  beforeEach(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
  });
  afterEach(() => database.close());

  const rows = () =>
    database.db
      .selectFrom('release_health')
      .selectAll()
      .orderBy('remote')
      .orderBy('version')
      .orderBy('minute')
      .execute();

  it('keys each row by the start of the minute the report arrived in', () => {
    expect(minuteOf(NOW)).toBe('2026-11-28T13:05:00.000Z');
    expect(minuteOf(new Date('2026-11-28T13:05:00.000Z'))).toBe('2026-11-28T13:05:00.000Z');
  });

  it('adds the counts to the rows, creating those that are missing', async () => {
    await addCounts(database.db, [
      counted('blog', 'b2', NOW, { page_views: 2, slot_failures: 1 }),
      counted('blog', 'b1', NOW, { page_views: 1 }),
      counted('blog', 'b2', minutesBefore(1), { renders: 1 }),
    ]);
    await addCounts(database.db, [counted('blog', 'b2', NOW, { renders: 3, render_failures: 1 })]);

    const row = (version: string, minute: string, counts: Partial<CountedRow>) => ({
      remote: 'blog',
      version,
      minute,
      page_views: 0,
      slot_failures: 0,
      renders: 0,
      render_failures: 0,
      ...counts,
    });
    expect(await rows()).toEqual([
      row('b1', '2026-11-28T13:05:00.000Z', { page_views: 1 }),
      row('b2', '2026-11-28T13:04:00.000Z', { renders: 1 }),
      row('b2', '2026-11-28T13:05:00.000Z', {
        page_views: 2,
        slot_failures: 1,
        renders: 3,
        render_failures: 1,
      }),
    ]);
  });

  it('sums the minutes of the window, both ends included, with the failure rate', async () => {
    await addCounts(database.db, [
      counted('blog', 'b2', minutesBefore(61), { page_views: 2, slot_failures: 1 }),
      counted('blog', 'b2', minutesBefore(60), { page_views: 1 }),
      counted('blog', 'b2', NOW, { renders: 2, render_failures: 2 }),
      counted('catalogue', 'c1', NOW, { page_views: 1 }),
    ]);

    const health = await readHealth(database.db, {
      remote: 'blog',
      since: minutesBefore(60),
      until: NOW,
    });
    expect(health).toEqual({
      since: '2026-11-28T12:05:00.000Z',
      until: '2026-11-28T13:05:00.000Z',
      versions: [
        {
          remote: 'blog',
          version: 'b2',
          pageViews: 1,
          slotFailures: 0,
          renders: 2,
          renderFailures: 2,
          failureRate: 2 / 3,
        },
      ],
    });

    const earlier = await readHealth(database.db, {
      remote: 'blog',
      since: minutesBefore(61),
      until: minutesBefore(60),
    });
    expect(earlier.versions).toEqual([
      expect.objectContaining({ version: 'b2', pageViews: 3, slotFailures: 1, renders: 0 }),
    ]);
    expect(earlier.versions[0]?.failureRate).toBeCloseTo(1 / 3);
  });

  it('answers the versions shown most, at most 20, ordered by version', async () => {
    // 25 versions, v00 shown least; page views and renders both count as showings.
    await addCounts(
      database.db,
      Array.from({ length: 25 }, (_, i) =>
        counted('blog', `v${String(i).padStart(2, '0')}`, NOW, {
          page_views: i,
          renders: i % 2,
        }),
      ),
    );
    const { versions } = await readHealth(database.db, { remote: 'blog', since: NOW, until: NOW });
    expect(versions.map(({ version }) => version)).toEqual(
      Array.from({ length: MAX_VERSIONS_READ }, (_, i) => `v${String(i + 5).padStart(2, '0')}`),
    );
  });

  it('answers no versions for a window nothing was counted in', async () => {
    await addCounts(database.db, [counted('blog', 'b2', minutesBefore(5), { page_views: 1 })]);
    expect(
      (await readHealth(database.db, { remote: 'blog', since: minutesBefore(4), until: NOW }))
        .versions,
    ).toEqual([]);
  });

  it('purges rows older than the week it keeps, once a minute at most', async () => {
    const weekAgo = new Date(NOW.getTime() - RELEASE_HEALTH_KEPT_MS);
    const row = (minute: string) => ({ remote: 'blog', version: 'old', minute, page_views: 1 });
    const older = minuteOf(new Date(weekAgo.getTime() - 60_000));
    const kept = minuteOf(weekAgo);
    await database.db
      .insertInto('release_health')
      .values([row(older), row(kept)])
      .execute();
    const left = () =>
      database.db
        .selectFrom('release_health')
        .select('minute')
        .where('version', '=', 'old')
        .orderBy('minute')
        .execute();

    await purgeOldHealth(database.db, NOW);
    expect(await left()).toEqual([{ minute: kept }]);

    // Within the minute it does not purge again; a minute after the last purge it does.
    await database.db.insertInto('release_health').values(row(older)).execute();
    await purgeOldHealth(database.db, new Date(NOW.getTime() + 59_000));
    expect(await left()).toEqual([{ minute: older }, { minute: kept }]);
    await purgeOldHealth(database.db, new Date(NOW.getTime() + 60_000));
    // `kept` is now more than a week before that time too.
    expect(await left()).toEqual([]);
  });

  it('tries a failed purge again at once, not a minute later', async () => {
    await database.db.schema.alterTable('release_health').renameTo('release_health_away').execute();
    await expect(purgeOldHealth(database.db, NOW)).rejects.toMatchObject({
      message: expect.stringMatching(/release_health/),
    });
    await database.db.schema.alterTable('release_health_away').renameTo('release_health').execute();
    await addCounts(database.db, [counted('blog', 'b1', NOW, { page_views: 1 })]);
    await database.db
      .updateTable('release_health')
      .set({ minute: minuteOf(new Date(NOW.getTime() - RELEASE_HEALTH_KEPT_MS - 60_000)) })
      .execute();
    await purgeOldHealth(database.db, new Date(NOW.getTime() + 1_000));
    expect(await database.db.selectFrom('release_health').selectAll().execute()).toEqual([]);
  });
});
