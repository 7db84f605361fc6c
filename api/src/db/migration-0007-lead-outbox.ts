/**
 * Notifications that are never lost: the lead outbox, written in the lead's own transaction and
 * emptied by the delivery worker (src/notifications), and on each lead the privacy notice it was
 * given and, for newsletter subscriptions, the double opt-in and unsubscribe state.
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';

export function leadOutbox(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('lead_outbox')
        .addColumn('id', 'integer', primaryKey(dialect))
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'delivered', 'dead')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text')
        .addUniqueConstraint('lead_outbox_lead_channel_unique', ['lead_id', 'channel'])
        .execute();
      // What the worker polls: pending rows that are due.
      await db.schema
        .createIndex('lead_outbox_due_idx')
        .on('lead_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();

      // Nullable: leads stored before this migration were given no recorded notice.
      for (const column of [
        'privacy_notice_version',
        'privacy_notice_at',
        'confirmed_at',
        'unsubscribed_at',
        'subject_token',
      ]) {
        await db.schema.alterTable('leads').addColumn(column, 'text').execute();
      }
      // SQLite cannot add a UNIQUE column; a unique index does the same in both dialects.
      await db.schema
        .createIndex('leads_subject_token_unique')
        .on('leads')
        .column('subject_token')
        .unique()
        .execute();
    },
  };
}
