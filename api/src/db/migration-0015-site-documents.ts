/**
 * What the site says beyond the catalogue's records (the site profile, pages such as the terms,
 * the home page's copy and collections), as named JSON documents the catalogue import writes
 * from content/. They live in the database with the rest of the catalogue, so every API machine
 * serves the same words, and a content folder with a mistake never replaces the last good ones.
 *
 * The table raises the catalogue's version like every catalogue table (migration 0010), so the
 * answer caches let go of a document as soon as the import changes it.
 */
import type { Migration } from 'kysely';
import type { DialectName } from './connect';
import { raiseCatalogueVersionOn, type UntypedDb } from './migration-tools';

export function siteDocuments(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('site_documents')
        .addColumn('name', 'text', (c) => c.primaryKey().notNull())
        /** The document as JSON text (both dialects; it is read whole, never queried inside). */
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await raiseCatalogueVersionOn(db, dialect, 'site_documents');
    },
  };
}
