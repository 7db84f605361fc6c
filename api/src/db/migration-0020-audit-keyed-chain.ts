/**
 * The audit chain becomes keyed (staff/audit-chain.ts): entries from here on are hashed with
 * HMAC-SHA256 under a key kept outside the database, so write access to the database alone no
 * longer lets anyone re-chain the log. The entries already there keep their sha256 (their encoding
 * is fixed for good); the head records from which id entries are keyed, and a keyed seal over the
 * head (written by the next append) protects that number, the newest id and its hash.
 *
 * Each keyed entry chains a keyed digest of its request's address, so a changed address shows while
 * the retention purge may still delete the address itself; audit_addresses now refuses UPDATE.
 *
 * PostgreSQL also gets audit_head_copy: every head the chain has had, append-only, shared by every
 * machine, which the app's role can be limited to reading and inserting (pnpm audit:lock-down).
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import type { UntypedDb } from './migration-tools';

const ADDRESS_REFUSAL = 'audit_addresses keeps its addresses as written: UPDATE refused';
const HEAD_COPY_REFUSAL = 'audit_head_copy is append-only';

export function auditKeyedChain(dialect: DialectName): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema.alterTable('audit_log').addColumn('address_digest', 'text').execute();
      await db.schema
        .alterTable('audit_chain_head')
        .addColumn('keyed_from', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('audit_chain_head').addColumn('head_mac', 'text').execute();
      // Entry ids follow the head (audit.ts), so the next entry is the first keyed one.
      await sql`update audit_chain_head set keyed_from = coalesce(last_id, 0) + 1`.execute(db);

      if (dialect === 'sqlite') {
        await sql`create trigger audit_addresses_no_update before update on audit_addresses
          begin select raise(abort, ${sql.lit(ADDRESS_REFUSAL)}); end`.execute(db);
        return;
      }
      await sql`create function audit_addresses_no_update() returns trigger language plpgsql as $$
        begin
          raise exception '${sql.raw(ADDRESS_REFUSAL)}';
        end
        $$`.execute(db);
      await sql`create trigger audit_addresses_no_update before update on audit_addresses
        for each statement execute function audit_addresses_no_update()`.execute(db);

      await db.schema
        .createTable('audit_head_copy')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into audit_head_copy (id, hash, at)
        select last_id, last_hash, ${new Date().toISOString()} from audit_chain_head
        where last_id is not null`.execute(db);
      await sql`create function audit_head_copy_append_only() returns trigger language plpgsql as $$
        begin
          raise exception '${sql.raw(HEAD_COPY_REFUSAL)}: % refused', tg_op;
        end
        $$`.execute(db);
      await sql`create trigger audit_head_copy_append_only
        before update or delete or truncate on audit_head_copy
        for each statement execute function audit_head_copy_append_only()`.execute(db);
    },
  };
}
