/**
 * The access ledger: one row per change to who may sign in (an account disabled or enabled, its
 * role changed, its password or second factor changed, a recovery code used), written in the
 * transaction of the change and without any secret: never a password hash or a TOTP secret. A
 * restore reads the ledger of the database it replaces and applies again, towards less access,
 * what its backup predates (backup/reapply.ts), so no access revoked after the backup comes back.
 *
 * staff.reset_required_at: set by such a restore on an account whose password or second factor
 * changed after the backup (the backup's are stale, the new ones were never stored outside the
 * database): it cannot sign in until `pnpm staff:add` sets a new password.
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';

/** ACCESS_CHANGES of staff/access-ledger.ts as they were when 0021 shipped, frozen here with it. */
const CHANGES = [
  'disabled',
  'enabled',
  'made-agent',
  'made-owner',
  'password',
  'two-factor',
  'recovery-code-used',
];

export function accessLedger(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('access_ledger')
        .addColumn('id', 'integer', primaryKey(dialect))
        // Random: what names the entry across databases (two changes can share a time).
        .addColumn('entry_id', 'text', (c) => c.notNull().unique())
        .addColumn('at', 'text', (c) => c.notNull())
        // The address, not the id: it is what signs in, and ids of accounts made after a backup
        // can be handed out again once it is restored.
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('change', 'text', (c) =>
          c.notNull().check(sql`change in (${sql.join(CHANGES.map((name) => sql.lit(name)))})`),
        )
        // sha256 of a recovery code that was used: spent, so no longer a secret.
        .addColumn('code_hash', 'text')
        .addCheckConstraint(
          'access_ledger_code_only_when_used',
          sql`(change = 'recovery-code-used') = (code_hash is not null)`,
        )
        .execute();
      await db.schema
        .createIndex('access_ledger_at_idx')
        .on('access_ledger')
        .column('at')
        .execute();
      await db.schema.alterTable('staff').addColumn('reset_required_at', 'text').execute();
    },
  };
}
