/**
 * PostgreSQL: lets the API run under a role of its own that cannot rewrite the audit log. Run by
 * the role that owns the schema (the one that ran the migrations): the API's role gets ordinary
 * rights on every other table, and on the audit tables only what appending needs: read and insert
 * the log and the head copy, insert and delete addresses (the retention purge) and move the one
 * head row (its keyed seal shows a move made without the key). Not owning them, it can neither
 * drop nor truncate them, nor disable or drop their triggers. Run again after migrations that add
 * tables.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const ROLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The statements, in order, for the schema the connection works in. */
export function auditLockDownStatements(appRole: string, schema: string) {
  for (const [what, name] of [
    ['role', appRole],
    ['schema', schema],
  ] as const) {
    if (!ROLE_NAME.test(name)) throw new Error(`Invalid PostgreSQL ${what} name "${name}"`);
  }
  const role = sql.id(appRole);
  const inSchema = (table: string) => sql.table(`${schema}.${table}`);
  const audit = sql.join(
    ['audit_log', 'audit_addresses', 'audit_chain_head', 'audit_head_copy'].map(inSchema),
  );
  return [
    sql`grant usage on schema ${sql.id(schema)} to ${role}`,
    sql`grant select, insert, update, delete on all tables in schema ${sql.id(schema)} to ${role}`,
    sql`grant usage, select, update on all sequences in schema ${sql.id(schema)} to ${role}`,
    sql`revoke all on ${audit} from ${role}`,
    sql`grant select, insert on ${inSchema('audit_log')}, ${inSchema('audit_head_copy')} to ${role}`,
    sql`grant select, insert, delete on ${inSchema('audit_addresses')} to ${role}`,
    sql`grant select, update on ${inSchema('audit_chain_head')} to ${role}`,
  ];
}

/** Applies the grants in one transaction, on the connection's current schema. */
export async function lockDownAuditTables(db: Kysely<Database>, appRole: string): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema');
  const statements = auditLockDownStatements(appRole, schema);
  await db.transaction().execute(async (trx) => {
    for (const statement of statements) await statement.execute(trx);
  });
  return schema;
}
