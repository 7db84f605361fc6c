import { openDatabase, type AppDatabase } from '../db/connect';
import { migrateToLatest } from '../db/prepare';
import { RELEASE_HEALTH_KEPT_MS, minuteOf, purgeOldHealth, readHealth, recordViews } from './store';

const NOW = new Date('2026-11-28T13:05:42.123Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

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

  it('adds each view to every remote it names, and failures to those it names failed', async () => {
    await recordViews(
      database.db,
      [
        { versions: { blog: 'b2', catalogue: 'c1' }, failed: ['blog'] },
        { versions: { blog: 'b2' } },
        { versions: { blog: 'b1', catalogue: 'c1' }, failed: ['catalogue', 'catalogue'] },
      ],
      'browser',
      NOW,
    );
    await recordViews(database.db, [{ versions: { blog: 'b2' }, failed: ['blog'] }], 'server', NOW);

    const minute = '2026-11-28T13:05:00.000Z';
    expect(await rows()).toEqual([
      {
        remote: 'blog',
        version: 'b1',
        minute,
        page_views: 1,
        slot_failures: 0,
        renders: 0,
        render_failures: 0,
      },
      {
        remote: 'blog',
        version: 'b2',
        minute,
        page_views: 2,
        slot_failures: 1,
        renders: 1,
        render_failures: 1,
      },
      // Named twice in one view's failed list, it failed once.
      {
        remote: 'catalogue',
        version: 'c1',
        minute,
        page_views: 2,
        slot_failures: 1,
        renders: 0,
        render_failures: 0,
      },
    ]);
  });

  it('sums the minutes of the window, both ends included, with the failure rate', async () => {
    const view = { versions: { blog: 'b2' }, failed: ['blog'] };
    await recordViews(
      database.db,
      [view, { versions: { blog: 'b2' } }],
      'browser',
      minutesBefore(61),
    );
    await recordViews(database.db, [{ versions: { blog: 'b2' } }], 'browser', minutesBefore(60));
    await recordViews(database.db, [view, view], 'server', NOW);
    await recordViews(database.db, [{ versions: { catalogue: 'c1' } }], 'browser', NOW);

    const health = await readHealth(database.db, { since: minutesBefore(60), until: NOW });
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
        {
          remote: 'catalogue',
          version: 'c1',
          pageViews: 1,
          slotFailures: 0,
          renders: 0,
          renderFailures: 0,
          failureRate: 0,
        },
      ],
    });

    const blogOnly = await readHealth(database.db, {
      remote: 'blog',
      since: minutesBefore(61),
      until: minutesBefore(60),
    });
    expect(blogOnly.versions).toEqual([
      expect.objectContaining({ version: 'b2', pageViews: 3, slotFailures: 1, renders: 0 }),
    ]);
    expect(blogOnly.versions[0]?.failureRate).toBeCloseTo(1 / 3);
  });

  it('answers no versions for a window nothing was counted in', async () => {
    await recordViews(database.db, [{ versions: { blog: 'b2' } }], 'browser', minutesBefore(5));
    expect(
      (await readHealth(database.db, { since: minutesBefore(4), until: NOW })).versions,
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
    await recordViews(database.db, [{ versions: { blog: 'b1' } }], 'browser', NOW);
    await database.db
      .updateTable('release_health')
      .set({ minute: minuteOf(new Date(NOW.getTime() - RELEASE_HEALTH_KEPT_MS - 60_000)) })
      .execute();
    await purgeOldHealth(database.db, new Date(NOW.getTime() + 1_000));
    expect(await database.db.selectFrom('release_health').selectAll().execute()).toEqual([]);
  });
});
