/**
 * The privacy ledger: one row per erasure (the subject's keyed digest, never the address or
 * phone) and per retention purge (its cutoff), written in the same transaction as the deletes. A
 * restore reads the ledger of the database it replaces and applies again what the backup missed
 * (backup/reapply.ts), so an erased person does not come back with an older backup.
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';

export function privacyLedger(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('privacy_ledger')
        .addColumn('id', 'integer', primaryKey(dialect))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('erase', 'purge')`))
        .addColumn('subject_digest', 'text')
        .addColumn('cutoff', 'text')
        // An erasure names whom it erased, a purge up to when: each row can be applied again.
        .addCheckConstraint(
          'privacy_ledger_entry_complete',
          sql`(kind = 'erase' and subject_digest is not null and cutoff is null)
            or (kind = 'purge' and cutoff is not null and subject_digest is null)`,
        )
        .execute();
      await db.schema
        .createIndex('privacy_ledger_at_idx')
        .on('privacy_ledger')
        .column('at')
        .execute();
    },
  };
}
