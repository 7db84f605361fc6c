import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { migrateToLatest } from '../prepare-database';
import { FLUSH_EVERY_MS, createHealthFlusher } from './flusher';
import { RELEASE_HEALTH_KEPT_MS, minuteOf } from './store';
import { HealthTally, MAX_HELD_ROWS } from './tally';

describe('health flusher', () => {
  let database: AppDatabase;
  let tally: HealthTally;
  const log = { warn: jest.fn(), error: jest.fn() };
  const flusherOf = () =>
    createHealthFlusher({ db: database.db, tally, log: log as unknown as FastifyBaseLogger });

  beforeEach(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
    tally = new HealthTally();
  });
  afterEach(() => database.close());

  const minute = minuteOf(new Date());
  const pageViews = () =>
    database.db
      .selectFrom('release_health')
      .select(['version', 'page_views'])
      .orderBy('version')
      .execute();

  it('writes what was tallied every second, and what is left when stopped', async () => {
    const flusher = flusherOf();
    flusher.start();
    try {
      tally.add({ minute, remote: 'blog', version: 'b1' }, { page_views: 2 });
      const deadline = Date.now() + 3 * FLUSH_EVERY_MS;
      while ((await pageViews()).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await pageViews()).toEqual([{ version: 'b1', page_views: 2 }]);
      tally.add({ minute, remote: 'blog', version: 'b1' }, { page_views: 1 });
      tally.add({ minute, remote: 'blog', version: 'b2' }, { page_views: 1 });
    } finally {
      await flusher.stop();
    }
    expect(await pageViews()).toEqual([
      { version: 'b1', page_views: 3 },
      { version: 'b2', page_views: 1 },
    ]);
  });

  it('keeps the counts of a write that failed for the next flush', async () => {
    await database.db.schema.alterTable('release_health').renameTo('release_health_away').execute();
    tally.add({ minute, remote: 'blog', version: 'b1' }, { page_views: 2 });
    await flusherOf().stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.anything(),
      'release health: writing the counts failed; trying again',
    );
    await database.db.schema.alterTable('release_health_away').renameTo('release_health').execute();
    await flusherOf().stop();
    expect(await pageViews()).toEqual([{ version: 'b1', page_views: 2 }]);
  });

  it('logs once per flush how many counts it had no room for', async () => {
    for (let i = 0; i < MAX_HELD_ROWS + 3; i++) {
      tally.add({ minute, remote: 'blog', version: `v${i}` }, { page_views: 1 });
    }
    await flusherOf().stop();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { dropped: 3 },
      expect.stringMatching(/3 counts dropped/),
    );
    expect(await pageViews()).toHaveLength(MAX_HELD_ROWS);
  });

  it('purges the figures older than the week kept', async () => {
    const old = minuteOf(new Date(Date.now() - RELEASE_HEALTH_KEPT_MS - 60 * 60_000));
    await database.db
      .insertInto('release_health')
      .values({ remote: 'blog', version: 'old', minute: old, page_views: 1 })
      .execute();
    await flusherOf().stop();
    expect(await pageViews()).toEqual([]);
  });
});
