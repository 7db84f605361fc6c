/**
 * Webhook events that are not a lead (e.g. subject.erased): the lead outbox also carries rows
 * without a lead, with the event's type and data, delivered by the same worker with the same
 * retries and dead-lettering. Such a row has no lead to cascade from, so erasing or purging leads
 * never deletes a pending event about them.
 *
 * Every row also gets its Standard Webhooks message id (the webhook-id header): random, so a
 * receiver that drops repeats by id never mistakes a new event for an old one, even after a
 * database restored from a backup hands out row ids again.
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';

/** A row is about a lead or is an event, never both; events go out by webhook only. */
const LEAD_OR_EVENT = sql`(lead_id is not null and event_type is null and event_data is null)
  or (lead_id is null and event_type is not null and event_data is not null and channel = 'webhook')`;

export function webhookEvents(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      if (dialect === 'sqlite') await rebuildForSqlite(db);
      else await alterForPostgres(db);
      // Made again by the SQLite rebuild, which drops the old table's indexes with it.
      if (dialect === 'sqlite') {
        await db.schema
          .createIndex('lead_outbox_due_idx')
          .on('lead_outbox')
          .columns(['status', 'next_attempt_at'])
          .execute();
      }
      await db.schema
        .createIndex('lead_outbox_message_id_unique')
        .on('lead_outbox')
        .column('message_id')
        .unique()
        .execute();
    },
  };
}

/** SQLite cannot drop a NOT NULL or add a CHECK in place: the table is made anew and refilled. */
async function rebuildForSqlite(db: UntypedDb): Promise<void> {
  const messageId = sql`('msg_' || lower(hex(randomblob(16))))`;
  await db.schema
    .createTable('lead_outbox_0014')
    .addColumn('id', 'integer', primaryKey('sqlite'))
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
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
    .addColumn('event_type', 'text')
    .addColumn('event_data', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull().defaultTo(messageId))
    .addUniqueConstraint('lead_outbox_lead_channel_unique', ['lead_id', 'channel'])
    .addCheckConstraint('lead_outbox_lead_or_event', LEAD_OR_EVENT)
    .execute();
  // The default gives each copied row its own message id.
  await sql`insert into lead_outbox_0014
      (id, lead_id, channel, status, attempts, next_attempt_at, last_error, created_at, delivered_at)
    select id, lead_id, channel, status, attempts, next_attempt_at, last_error, created_at,
      delivered_at
    from lead_outbox`.execute(db);
  await db.schema.dropTable('lead_outbox').execute();
  await db.schema.alterTable('lead_outbox_0014').renameTo('lead_outbox').execute();
}

async function alterForPostgres(db: UntypedDb): Promise<void> {
  await sql`alter table lead_outbox alter column lead_id drop not null`.execute(db);
  await db.schema.alterTable('lead_outbox').addColumn('event_type', 'text').execute();
  await db.schema.alterTable('lead_outbox').addColumn('event_data', 'text').execute();
  // A volatile default is evaluated per existing row too, so each gets its own id.
  await db.schema
    .alterTable('lead_outbox')
    .addColumn('message_id', 'text', (c) =>
      c.notNull().defaultTo(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
    )
    .execute();
  await sql`alter table lead_outbox
    add constraint lead_outbox_lead_or_event check (${LEAD_OR_EVENT})`.execute(db);
}
