/**
 * A package's price before a discount: the only source of an "N% OFF" badge, so no
 * badge is ever shown without the price it is counted from. In whole rupees, above the price
 * (content-files/schemas.ts checks it); null for the many packages that state none. The packages
 * table already raises the catalogue's version on every write (migration 0010).
 */
import type { Migration } from 'kysely';
import type { UntypedDb } from './migration-tools';

export const packageOriginalPrice: Migration = {
  async up(db: UntypedDb) {
    await db.schema.alterTable('packages').addColumn('original_price', 'integer').execute();
  },
};
