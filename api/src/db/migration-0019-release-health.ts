/**
 * Release health: how each version of each remote fares with visitors, counted per
 * minute, so a canary release can be promoted or rolled back on figures (release-health/store.ts).
 * One row per remote, version and minute holds that minute's sums: no row per page view, and
 * nothing that names a visitor (no address, cookie or URL), only counts. Rows older than a week
 * are purged on write.
 *
 * The same statements suit both dialects: plain types, a composite primary key (the upsert's
 * conflict target) and an index on the minute (the window read and the purge).
 */
import type { Migration } from 'kysely';
import type { UntypedDb } from './migration-tools';

export const releaseHealth: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('release_health')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      // ISO time of the minute's start (2026-11-28T13:05:00.000Z): text, so it sorts as it reads.
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('slot_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('renders', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('render_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('release_health_pk', ['remote', 'version', 'minute'])
      .execute();
    await db.schema
      .createIndex('release_health_minute_idx')
      .on('release_health')
      .column('minute')
      .execute();
  },
};
