/**
 * Photos of packages, destinations and blog posts, kept in the database:
 *
 * - photo_files: every encoded file (AVIF and WebP at a few widths, a JPEG link preview) under a
 *   content-hashed name, as bytes. The database is the store because several API machines share
 *   one PostgreSQL: a media folder beside one machine's database file would be missing on the
 *   others, while rows reach every machine, are copied by the same backups and need no second
 *   store to set up. The files are small (tens of kB each) and served with year-long immutable
 *   caching, so the database is read about once per file per machine and browser.
 * - photos: what the import made of one source file, by the hash of its bytes (and the recipe),
 *   so importing an unchanged photo again decodes and encodes nothing.
 * - a `photos` column on destinations, packages and blogs: the item's photos as the API answers
 *   them (JSON), written by the import like any other column, so a new photo or alt text raises
 *   the catalogue's version through the triggers those tables already have.
 *
 * photo_files and photos are not catalogue tables: a row there changes no answer until an item's
 * `photos` column names it, and names are never reused for other bytes.
 */
import type { Migration } from 'kysely';
import type { DialectName } from './connect';
import type { UntypedDb } from './migration-tools';

export function photos(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('photo_files')
        .addColumn('name', 'text', (c) => c.primaryKey().notNull())
        .addColumn('photo_hash', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('body', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('photos')
        .addColumn('hash', 'text', (c) => c.primaryKey().notNull())
        /** What the import made (sizes, placeholder, file names) as JSON text. */
        .addColumn('made', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      for (const table of ['destinations', 'packages', 'blogs']) {
        await db.schema.alterTable(table).addColumn('photos', 'text').execute();
      }
    },
  };
}
