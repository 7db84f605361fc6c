/**
 * Staff access (roles, account life, a TOTP second factor, sessions one can see and end).
 *
 * - staff.role: 'owner' or 'agent'. Accounts made before roles had every power, so they become
 *   owners; the column's default is the smaller role, so a row written without one gains nothing.
 * - staff.totp_secret / totp_pending_secret: the authenticator's shared secret (base32, or sealed
 *   with STAFF_TOTP_KEY: staff/two-factor.ts), the pending one until a code confirms it;
 *   totp_last_step: the time step of the last code accepted, so no code works twice.
 * - staff.last_sign_in_at: shown to owners beside each account.
 * - staff_recovery_codes: the one-time recovery codes, as sha256 of codes of 120 random bits.
 * - staff_sessions is made anew with a public id (not derived from the token), an idle end, and
 *   the browser in words. The sessions it held are dropped: everyone signs in once more.
 */
import { sql, type Migration } from 'kysely';
import type { UntypedDb } from './migration-tools';

/** STAFF_ROLES of @tour/shared as they were when 0011 shipped, frozen here with it. */
const ROLES = ['owner', 'agent'];

export const staffAccess: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .alterTable('staff')
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('agent')
          .check(sql`role in (${sql.join(ROLES.map((role) => sql.lit(role)))})`),
      )
      .execute();
    await sql`update staff set role = 'owner'`.execute(db);
    for (const column of ['totp_secret', 'totp_pending_secret', 'last_sign_in_at']) {
      await db.schema.alterTable('staff').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('staff').addColumn('totp_last_step', 'integer').execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('staff_id', 'integer', (c) =>
        c.notNull().references('staff.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_id', 'code_hash'])
      .execute();

    await db.schema.dropTable('staff_sessions').execute();
    await db.schema
      .createTable('staff_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('staff_id', 'integer', (c) =>
        c.notNull().references('staff.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('idle_expires_at', 'text', (c) => c.notNull())
      .addColumn('device', 'text')
      .execute();
    await db.schema
      .createIndex('staff_sessions_staff_idx')
      .on('staff_sessions')
      .column('staff_id')
      .execute();
  },
};
