/**
 * Release health as the database keeps it (migration 0019): page views and renders added up per
 * remote, version and minute, and read back as sums over a window (@tour/shared's releaseHealth
 * contract). Reports come from every browser and every render server at once, so a count is
 * only ever added to in the database (`x = x + excluded.x`), never read, changed and written back.
 */
import type { Kysely } from 'kysely';
import {
  failureRateOf,
  type PageViewReport,
  type ReleaseHealth,
  type VersionHealth,
} from '@tour/shared/contracts';
import type { Database } from '../db/schema';

/** Who reported: the shell in a browser counts page views, the render server renders. */
export type ReportSource = 'browser' | 'server';

/** How long the figures are kept: a canary is decided within days, and older rows are purged. */
export const RELEASE_HEALTH_KEPT_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60_000;
const MINUTE_MS = 60_000;

type CountColumn = 'page_views' | 'slot_failures' | 'renders' | 'render_failures';
type Counts = Record<CountColumn, number>;
const COUNT_COLUMNS: readonly CountColumn[] = [
  'page_views',
  'slot_failures',
  'renders',
  'render_failures',
];

/** The ISO time of the start of the minute `time` is in, as the table's `minute` holds it. */
export function minuteOf(time: Date): string {
  return new Date(Math.floor(time.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
}

interface Row extends Counts {
  remote: string;
  version: string;
}

/** One row per remote and version the views name, with the views' counts added up. */
function aggregate(views: readonly PageViewReport[], source: ReportSource): Row[] {
  const [shown, failed] =
    source === 'browser'
      ? (['page_views', 'slot_failures'] as const)
      : (['renders', 'render_failures'] as const);
  const rows = new Map<string, Row>();
  for (const view of views) {
    // A remote named twice in `failed` failed once in that view: failures never exceed showings.
    const failedRemotes = new Set(view.failed ?? []);
    for (const [remote, version] of Object.entries(view.versions)) {
      const key = `${remote} ${version}`;
      const row = rows.get(key) ?? {
        remote,
        version,
        page_views: 0,
        slot_failures: 0,
        renders: 0,
        render_failures: 0,
      };
      rows.set(key, row);
      row[shown] += 1;
      if (failedRemotes.has(remote)) row[failed] += 1;
    }
  }
  // One order for every writer: two PostgreSQL transactions upserting the same rows in opposite
  // orders would deadlock, and one of the reports would be lost.
  return [...rows.values()].sort(
    (a, b) => compare(a.remote, b.remote) || compare(a.version, b.version),
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds the views to the minute `now` is in: each remote of a view counts one page view (from a
 * browser) or one render (from the render server) for its version, and one failure of that kind
 * if the view names it in `failed`. One transaction, so a report counts whole or not at all.
 * The views are taken as validated by releaseHealthReportSchema (every failed remote has a version).
 */
export async function recordViews(
  db: Kysely<Database>,
  views: readonly PageViewReport[],
  source: ReportSource,
  now: Date,
): Promise<void> {
  const minute = minuteOf(now);
  const rows = aggregate(views, source);
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('release_health')
        .values({ ...row, minute })
        .onConflict((conflict) =>
          conflict.columns(['remote', 'version', 'minute']).doUpdateSet((eb) => ({
            page_views: eb('release_health.page_views', '+', eb.ref('excluded.page_views')),
            slot_failures: eb(
              'release_health.slot_failures',
              '+',
              eb.ref('excluded.slot_failures'),
            ),
            renders: eb('release_health.renders', '+', eb.ref('excluded.renders')),
            render_failures: eb(
              'release_health.render_failures',
              '+',
              eb.ref('excluded.render_failures'),
            ),
          })),
        )
        .execute();
    }
  });
}

/** When each database (this process's connection to it) last purged old rows. */
const lastPurges = new WeakMap<Kysely<Database>, number>();

/**
 * Deletes the rows older than the week kept, at most once a minute per process: called after
 * every write, it costs most of them nothing. Apart from the counting transaction, so a purge
 * that fails (PostgreSQL may end one of two processes purging the same rows as a deadlock) loses
 * no count; the next write tries again.
 */
export async function purgeOldHealth(db: Kysely<Database>, now: Date): Promise<void> {
  const last = lastPurges.get(db);
  // A clock that went back (a test's, or the machine's) purges rather than wait for it.
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < PURGE_EVERY_MS) return;
  lastPurges.set(db, now.getTime());
  try {
    await db
      .deleteFrom('release_health')
      .where('minute', '<', minuteOf(new Date(now.getTime() - RELEASE_HEALTH_KEPT_MS)))
      .execute();
  } catch (error) {
    lastPurges.delete(db);
    throw error;
  }
}

export interface HealthWindow {
  /** Only this remote's versions; all remotes when absent. */
  remote?: string;
  /** The minutes from the one `since` is in to the one `until` is in, both included. */
  since: Date;
  until: Date;
}

/** The sums per remote and version over the window's minutes, ordered by remote and version. */
export async function readHealth(
  db: Kysely<Database>,
  { remote, since, until }: HealthWindow,
): Promise<ReleaseHealth> {
  const window = { since: minuteOf(since), until: minuteOf(until) };
  let query = db
    .selectFrom('release_health')
    .select((eb) => [
      'remote',
      'version',
      ...COUNT_COLUMNS.map((column) => eb.fn.sum<number | string>(column).as(column)),
    ])
    .where('minute', '>=', window.since)
    .where('minute', '<=', window.until)
    .groupBy(['remote', 'version'])
    .orderBy('remote')
    .orderBy('version');
  if (remote !== undefined) query = query.where('remote', '=', remote);
  const rows = await query.execute();
  return {
    ...window,
    versions: rows.map((row) => {
      // PostgreSQL sums integers as a bigint, which the driver gives as a string.
      const counts = {
        pageViews: Number(row.page_views),
        slotFailures: Number(row.slot_failures),
        renders: Number(row.renders),
        renderFailures: Number(row.render_failures),
      };
      const health: VersionHealth = {
        remote: row.remote,
        version: row.version,
        ...counts,
        failureRate: failureRateOf(counts),
      };
      return health;
    }),
  };
}
