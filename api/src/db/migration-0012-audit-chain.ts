/**
 * The audit log becomes append-only and tamper-evident (staff/audit-chain.ts): each entry gets the
 * ids of every lead it touched, the previous entry's hash and its own; a one-row head keeps the
 * newest id and hash; triggers refuse UPDATE and DELETE (and PostgreSQL's TRUNCATE). Entries
 * already there are chained in id order. Entry ids now come from the head, under its lock, rather
 * than from a sequence, and a staff account with entries can no longer be deleted (its entries'
 * staff_id would change): accounts are disabled instead.
 *
 * The request's address goes to a side table, audit_addresses, written with its entry: it is
 * personal data that the retention purge deletes after a while, without touching the chain.
 *
 * The allowed actions grow by 'sign-in-failed' and 'account' (AuditEntry of @tour/shared).
 */
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import type { UntypedDb } from './migration-tools';

/** AuditEntry['action'] of @tour/shared as it was when 0012 shipped, frozen here with it. */
const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'read',
  'list',
  'export',
  'change',
  'erase',
  'purge',
  'account',
];
const BATCH = 500;
const REFUSAL = 'audit_log is append-only';

const actionCheck = sql`action in (${sql.join(AUDIT_ACTIONS.map((action) => sql.lit(action)))})`;

interface OldEntry {
  id: number;
  at: string;
  staff_id: number | null;
  action: string;
  lead_id: number | null;
  detail: string;
}

interface ChainedRow extends OldEntry {
  lead_ids: string;
  prev_hash: string;
  row_hash: string;
}

/**
 * The chain's encoding, which lives with the audit log (staff/audit-chain.ts): entries chained
 * here must verify with it.
 */
export interface AuditChainHashing {
  /** The prev_hash of the very first entry. */
  genesisHash: string;
  /** An entry's row_hash from its chained fields. */
  rowHash(entry: Omit<ChainedRow, 'row_hash'>): string;
}

/**
 * Reads the entries there are, oldest first, a batch at a time, and hands each batch on chained
 * to the one before; gives the last id and hash.
 */
async function chainExisting(
  db: UntypedDb,
  hashing: AuditChainHashing,
  write: (rows: ChainedRow[]) => Promise<void>,
): Promise<{ lastId: number | null; lastHash: string }> {
  let lastId: number | null = null;
  let lastHash = hashing.genesisHash;
  for (;;) {
    const { rows } = await sql<OldEntry>`
      select id, at, staff_id, action, lead_id, detail from audit_log
      where id > ${lastId ?? 0} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const chained = rows.map((row) => {
      const entry = {
        ...row,
        lead_ids: JSON.stringify(row.lead_id === null ? [] : [row.lead_id]),
        prev_hash: lastHash,
      };
      lastHash = hashing.rowHash(entry);
      lastId = row.id;
      return { ...entry, row_hash: lastHash };
    });
    await write(chained);
  }
  return { lastId, lastHash };
}

export function auditChain(dialect: DialectName, hashing: AuditChainHashing): Migration {
  return {
    async up(db: UntypedDb) {
      const head =
        dialect === 'sqlite' ? await rebuildSqlite(db, hashing) : await alterPostgres(db, hashing);

      await db.schema
        .createTable('audit_chain_head')
        .addColumn('id', 'integer', (c) =>
          c
            .primaryKey()
            .notNull()
            .check(sql`id = 1`),
        )
        .addColumn('last_id', 'integer')
        .addColumn('last_hash', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into audit_chain_head (id, last_id, last_hash)
        values (1, ${head.lastId}, ${head.lastHash})`.execute(db);

      // No foreign key: an address outlives nothing, and its entry is never deleted.
      await db.schema
        .createTable('audit_addresses')
        .addColumn('audit_id', 'integer', (c) => c.primaryKey())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      // The retention purge deletes by age.
      await db.schema
        .createIndex('audit_addresses_at_idx')
        .on('audit_addresses')
        .column('at')
        .execute();

      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

/**
 * SQLite cannot change a column's CHECK or foreign key in place: the table is built anew with the
 * chain's columns and the entries copied over, chained.
 */
async function rebuildSqlite(db: UntypedDb, hashing: AuditChainHashing) {
  await sql`create table audit_log_chained (
    id integer primary key,
    at text not null,
    staff_id integer references staff (id),
    action text not null check (${actionCheck}),
    lead_id integer,
    lead_ids text not null default '[]',
    detail text not null default '',
    prev_hash text not null,
    row_hash text not null
  )`.execute(db);
  const head = await chainExisting(db, hashing, async (rows) => {
    const values = rows.map(
      (row) =>
        sql`(${sql.join([row.id, row.at, row.staff_id, row.action, row.lead_id, row.lead_ids, row.detail, row.prev_hash, row.row_hash])})`,
    );
    await sql`insert into audit_log_chained
      (id, at, staff_id, action, lead_id, lead_ids, detail, prev_hash, row_hash)
      values ${sql.join(values)}`.execute(db);
  });
  await sql`drop table audit_log`.execute(db);
  await sql`alter table audit_log_chained rename to audit_log`.execute(db);
  await db.schema.createIndex('audit_log_lead_idx').on('audit_log').column('lead_id').execute();
  return head;
}

async function alterPostgres(db: UntypedDb, hashing: AuditChainHashing) {
  await db.schema
    .alterTable('audit_log')
    .addColumn('lead_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('prev_hash', 'text')
    .addColumn('row_hash', 'text')
    .execute();
  const head = await chainExisting(db, hashing, async (rows) => {
    const values = rows.map(
      (row) => sql`(${row.id}::integer, ${row.lead_ids}, ${row.prev_hash}, ${row.row_hash})`,
    );
    await sql`update audit_log as entry
      set lead_ids = chained.lead_ids, prev_hash = chained.prev_hash, row_hash = chained.row_hash
      from (values ${sql.join(values)}) as chained (id, lead_ids, prev_hash, row_hash)
      where entry.id = chained.id`.execute(db);
  });
  await sql`alter table audit_log
    alter column prev_hash set not null,
    alter column row_hash set not null,
    alter column id drop identity if exists,
    drop constraint if exists audit_log_action_check,
    add constraint audit_log_action_check check (${actionCheck}),
    drop constraint if exists audit_log_staff_id_fkey,
    add constraint audit_log_staff_id_fkey foreign key (staff_id) references staff (id)`.execute(
    db,
  );
  return head;
}

async function sqliteTriggers(db: UntypedDb): Promise<void> {
  for (const event of ['update', 'delete']) {
    const message = `${REFUSAL}: ${event.toUpperCase()} refused`;
    await sql`create trigger ${sql.id(`audit_log_no_${event}`)}
      before ${sql.raw(event)} on audit_log
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}

/** Statement triggers: they fire for TRUNCATE too, and before any row is touched. */
async function postgresTriggers(db: UntypedDb): Promise<void> {
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '${sql.raw(REFUSAL)}: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`create trigger audit_log_append_only
    before update or delete or truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}
