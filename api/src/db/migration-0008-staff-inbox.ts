/**
 * The staff inbox: staff accounts, their sessions, the audit log, and the agency's
 * workflow on each lead (status, notes, who has it). Sessions keep only a sha256 of the cookie's
 * token, so a copy of the database signs nobody in. The audit log's lead_id has no foreign key:
 * its history outlives an erased or purged lead (its details never hold the visitor's data).
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';

/** LEAD_STATUSES of @tour/shared as they were when 0008 shipped, frozen here with it. */
const STATUSES = ['new', 'contacted', 'quoted', 'booked', 'lost', 'spam'];
const AUDIT_ACTIONS = ['sign-in', 'sign-out', 'read', 'list', 'export', 'change', 'erase', 'purge'];

const quotedList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

export function staffInbox(dialect: DialectName): Migration {
  const id = primaryKey(dialect);
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('staff')
        .addColumn('id', 'integer', id)
        // Stored lower-cased, so one address is one account however it is typed.
        .addColumn('email', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`email = lower(email)`),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) =>
          c.notNull().references('staff.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_sessions_staff_idx')
        .on('staff_sessions')
        .column('staff_id')
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'text', (c) => c.notNull())
        // Null for the system (the retention purge).
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('action', 'text', (c) =>
          c.notNull().check(sql`action in (${quotedList(AUDIT_ACTIONS)})`),
        )
        .addColumn('lead_id', 'integer')
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('audit_log_lead_idx').on('audit_log').column('lead_id').execute();

      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`status in (${quotedList(STATUSES)})`),
        )
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('assignee_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .execute();
      // When staff last changed the lead; null until they do.
      await db.schema.alterTable('leads').addColumn('updated_at', 'text').execute();
      // The inbox pages newest first by (created_at, id).
      await db.schema
        .createIndex('leads_created_id_idx')
        .on('leads')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.createIndex('leads_assignee_idx').on('leads').column('assignee_id').execute();
    },
  };
}
