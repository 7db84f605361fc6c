/**
 * Release health as the database keeps it (migration 0019): page views and renders added up per
 * remote, version and minute, and read back as sums over a window (@tour/shared's releaseHealth
 * contract). Every API process writes its counts (release-health/flusher.ts) at once with the
 * others, so a count is only ever added to in the database (`x = x + excluded.x`), never read,
 * changed and written back.
 */
import type { Kysely } from 'kysely';
import { failureRateOf, type ReleaseHealth, type VersionHealth } from '@tour/shared/contracts';
import type { Database } from '../db/schema';

/** How long the figures are kept: a canary is decided within days, and older rows are purged. */
export const RELEASE_HEALTH_KEPT_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60_000;
const MINUTE_MS = 60_000;

export type CountColumn = 'page_views' | 'slot_failures' | 'renders' | 'render_failures';
export type Counts = Record<CountColumn, number>;
export const COUNT_COLUMNS: readonly CountColumn[] = [
  'page_views',
  'slot_failures',
  'renders',
  'render_failures',
];

/** The ISO time of the start of the minute `time` is in, as the table's `minute` holds it. */
export function minuteOf(time: Date): string {
  return new Date(Math.floor(time.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
}

/** Counts to add to one row of the table. */
export interface CountedRow extends Counts {
  remote: string;
  version: string;
  /** As minuteOf gives it. */
  minute: string;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds the counts to their rows (created at 0 when missing), in one transaction, so a batch
 * counts whole or not at all. Each (remote, version, minute) at most once in `rows`.
 */
export async function addCounts(db: Kysely<Database>, rows: readonly CountedRow[]): Promise<void> {
  // One order for every writer: two PostgreSQL transactions upserting the same rows in opposite
  // orders would deadlock, and one of the batches would be lost.
  const ordered = [...rows].sort(
    (a, b) =>
      compare(a.minute, b.minute) || compare(a.remote, b.remote) || compare(a.version, b.version),
  );
  await db.transaction().execute(async (trx) => {
    for (const row of ordered) {
      await trx
        .insertInto('release_health')
        .values(row)
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
 * Deletes the rows older than the week kept, at most once a minute per process: called on
 * every flush (release-health/flusher.ts), it costs most of them nothing. Apart from the
 * counting transaction, so a purge that fails (PostgreSQL may end one of two processes purging
 * the same rows as a deadlock) loses no count; the next flush tries again.
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

/** The most versions readHealth answers: a remote has one or two live and a few canaries. */
export const MAX_VERSIONS_READ = 20;

export interface HealthWindow {
  remote: string;
  /** The minutes from the one `since` is in to the one `until` is in, both included. */
  since: Date;
  until: Date;
}

/**
 * The sums per version of the remote over the window's minutes: the MAX_VERSIONS_READ versions
 * shown most (page views and renders) in it, ordered by version.
 */
export async function readHealth(
  db: Kysely<Database>,
  { remote, since, until }: HealthWindow,
): Promise<ReleaseHealth> {
  const window = { since: minuteOf(since), until: minuteOf(until) };
  const rows = await db
    .selectFrom('release_health')
    .select((eb) => [
      'remote',
      'version',
      ...COUNT_COLUMNS.map((column) => eb.fn.sum<number | string>(column).as(column)),
    ])
    .where('remote', '=', remote)
    .where('minute', '>=', window.since)
    .where('minute', '<=', window.until)
    .groupBy(['remote', 'version'])
    .orderBy((eb) => eb(eb.fn.sum('page_views'), '+', eb.fn.sum('renders')), 'desc')
    .orderBy('version')
    .limit(MAX_VERSIONS_READ)
    .execute();
  const versions = rows.map((row) => {
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
  });
  return { ...window, versions: versions.sort((a, b) => compare(a.version, b.version)) };
}
