/**
 * The audit log's hash chain: each entry holds the previous entry's hash and a sha256 of its own
 * fields with it, and the one-row audit_chain_head holds the newest entry's id and hash. Changing
 * an entry breaks its hash; deleting one breaks the link of the entry after it; deleting the
 * newest ones leaves the head pointing past the end. `pnpm audit:verify` walks it.
 *
 * The encoding below is fixed for good: every entry ever written is checked against it.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The prev_hash of the very first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry's chained fields, as stored (lead_ids as its JSON text). */
export interface ChainedEntry {
  id: number;
  at: string;
  staff_id: number | null;
  action: string;
  lead_id: number | null;
  lead_ids: string;
  detail: string;
  prev_hash: string;
}

/**
 * sha256 (hex) of the entry's fields as a JSON array: each field typed and delimited, so no two
 * different entries encode alike (a null is not "null", a "1" is not 1). The request's address is
 * not chained: it is deleted after its retention, and the chain must outlive it.
 */
export function auditRowHash(entry: ChainedEntry): string {
  const encoded = JSON.stringify([
    entry.id,
    entry.at,
    entry.staff_id,
    entry.action,
    entry.lead_id,
    entry.lead_ids,
    entry.detail,
    entry.prev_hash,
  ]);
  return createHash('sha256').update(encoded, 'utf8').digest('hex');
}

export interface AuditChainCheck {
  /** Entries walked. */
  entries: number;
  /** The head's hash; null when the head row is missing. */
  headHash: string | null;
  /** In words, oldest first; empty when the log is intact. */
  problems: string[];
}

const BATCH = 1000;

/**
 * Walks every entry in id order, in one read-only snapshot so that writers appending meanwhile do
 * not look like damage. Ids may skip (a PostgreSQL sequence gave them before the chain existed):
 * what counts is that each entry links to the one before it and the last one is the head's.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditChainCheck> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const problems: string[] = [];
      const report = (problem: string) => {
        if (!problems.includes(problem)) problems.push(problem);
      };
      const head = await trx
        .selectFrom('audit_chain_head')
        .select(['last_id', 'last_hash'])
        .where('id', '=', 1)
        .executeTakeFirst();

      let entries = 0;
      let previous: { id: number; rowHash: string } | null = null;
      for (;;) {
        let batch = trx
          .selectFrom('audit_log')
          .select([
            'id',
            'at',
            'staff_id',
            'action',
            'lead_id',
            'lead_ids',
            'detail',
            'prev_hash',
            'row_hash',
          ])
          .orderBy('id')
          .limit(BATCH);
        if (previous) batch = batch.where('id', '>', previous.id);
        const rows = await batch.execute();
        for (const row of rows) {
          entries += 1;
          if (row.prev_hash !== (previous?.rowHash ?? GENESIS_HASH)) {
            // Next to each other, the earlier one was rewritten with a new hash; else one between
            // them (or, for the first entry, before it) was deleted.
            if (previous && row.id === previous.id + 1) report(`entry ${previous.id} was changed`);
            else report(`an entry is missing before entry ${row.id}`);
          }
          if (auditRowHash(row) !== row.row_hash) report(`entry ${row.id} was changed`);
          previous = { id: row.id, rowHash: row.row_hash };
        }
        if (rows.length < BATCH) break;
      }

      if (!head) {
        report('the chain head is missing');
      } else if (previous === null) {
        if (head.last_id !== null) {
          report(`the newest entries are missing (head says ${head.last_id}, the log is empty)`);
        }
      } else if (head.last_id === null || head.last_id < previous.id) {
        report(
          `entries were added past the chain head (head says ${head.last_id ?? 'none'}, last is ${previous.id})`,
        );
      } else if (head.last_id > previous.id) {
        report(
          `the newest entries are missing (head says ${head.last_id}, last is ${previous.id})`,
        );
      } else if (head.last_hash !== previous.rowHash) {
        report(`entry ${previous.id} was changed`);
      }
      return { entries, headHash: head?.last_hash ?? null, problems };
    });
}
