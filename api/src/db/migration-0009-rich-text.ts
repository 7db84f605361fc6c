/**
 * Rich text stored before the sanitiser turned plain text into paragraphs and emptied text that
 * shows nothing (`<p><br></p>`) is cleaned again, so every row is what sanitiseHtml writes today
 * and the front end can render it as is, with no sanitiser of its own. Rows go in batches by id,
 * so a large table is never read into memory at once, and only the rows that change are written.
 * The rendered page does not change (the front end used to do the same cleaning), so updated_at,
 * the sitemap's lastmod, is left alone.
 */
import { sql, type Migration } from 'kysely';
import { sanitiseHtml } from '../content/sanitise-html';
import type { UntypedDb } from './migration-tools';

/** RICH_TEXT_COLUMNS of db/rich-text.ts as they were when 0009 shipped, frozen here with it. */
const RICH_TEXT = [
  { table: 'destinations', column: 'description' },
  { table: 'packages', column: 'information' },
  { table: 'blogs', column: 'description' },
];

const BATCH = 500;

export const richTextResanitised: Migration = {
  async up(db: UntypedDb) {
    for (const { table, column } of RICH_TEXT) {
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; html: string }>`
          select id, ${sql.ref(column)} as html from ${sql.table(table)}
          where id > ${after} order by id limit ${BATCH}`.execute(db);
        for (const { id, html } of rows) {
          const clean = sanitiseHtml(html);
          if (clean === html) continue;
          await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${clean}
            where id = ${id}`.execute(db);
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
    }
  },
};
