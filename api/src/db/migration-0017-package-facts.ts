/**
 * The facts every package states the same way (@tour/shared packageFacts): where
 * travellers sleep, what the price covers, how GST is charged and, for treks and yatras, how
 * hard the trip is. Stored as short text (catalogue/package-facts.ts has the format) so both
 * dialects keep them alike.
 *
 * Nullable: rows an earlier import wrote have none until the next import, which fills them from
 * the content files like any other changed column; an answer leaves out what a row lacks. The
 * packages table already raises the catalogue's version on every write (migration 0010).
 */
import type { Migration } from 'kysely';
import type { UntypedDb } from './migration-tools';

export const packageFacts: Migration = {
  async up(db: UntypedDb) {
    for (const column of ['stay', 'includes', 'gst', 'difficulty']) {
      await db.schema.alterTable('packages').addColumn(column, 'text').execute();
    }
  },
};
