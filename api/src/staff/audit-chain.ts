/**
 * The audit log's hash chain: each entry holds the previous entry's hash and a hash of its own
 * fields with it, and the one-row audit_chain_head holds the newest entry's id and hash. Changing
 * an entry breaks its hash; deleting one breaks the link of the entry after it; deleting the
 * newest ones leaves the head pointing past the end. `pnpm audit:verify` walks it.
 *
 * Since migration 0020 the hash is HMAC-SHA256 under the audit key, which lives outside the
 * database (AUDIT_CHAIN_KEY, or a key file made once beside the SQLite file or in api/data), so
 * write access to the database alone cannot re-chain the log; entries before the head's
 * keyed_from keep their plain sha256. The head is sealed under the key too, and every head the
 * chain has had is copied where the database's login cannot rewrite it: an append-only file
 * (audit-head.log beside the key) and, on PostgreSQL, audit_head_copy, which the app's role can
 * only read and insert into (pnpm audit:lock-down). A tail deleted with the head moved back, or a
 * restore of an older copy, leaves that copy ahead of the log, and the verifier says so.
 *
 * The encodings below are fixed for good: every entry ever written is checked against them.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SqliteIntrospector, sql, type Kysely } from 'kysely';
import { auditChainSetting } from '../config';
import type { Database } from '../db/schema';
import { generatedKeyFolder, parseKey, readOrCreateKeyFile } from './privacy-key';

/** The prev_hash of the very first entry. */
export const GENESIS_HASH = '0'.repeat(64);
export const AUDIT_KEY_FILE_NAME = 'audit-chain.key';
export const AUDIT_HEAD_LOG_NAME = 'audit-head.log';

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

/** A keyed entry chains its address's keyed digest as well. */
export interface KeyedEntry extends ChainedEntry {
  address_digest: string | null;
}

/**
 * sha256 (hex) of the entry's fields as a JSON array: each field typed and delimited, so no two
 * different entries encode alike (a null is not "null", a "1" is not 1). Entries before the head's
 * keyed_from were hashed so.
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

/** HMAC-SHA256 (hex) of a JSON array whose first item names what it is, under the audit key. */
function keyedHash(key: Buffer, fields: unknown[]): string {
  return createHmac('sha256', key).update(JSON.stringify(fields), 'utf8').digest('hex');
}

/** The row_hash of an entry from the head's keyed_from on. */
export function keyedRowHash(key: Buffer, entry: KeyedEntry): string {
  return keyedHash(key, [
    'audit-entry',
    entry.id,
    entry.at,
    entry.staff_id,
    entry.action,
    entry.lead_id,
    entry.lead_ids,
    entry.detail,
    entry.prev_hash,
    entry.address_digest,
  ]);
}

/** What a keyed entry chains of its request's address, which itself is deleted in time. */
export function auditAddressDigest(key: Buffer, ip: string): string {
  return keyedHash(key, ['audit-address', ip]);
}

export interface ChainHead {
  last_id: number | null;
  last_hash: string;
  keyed_from: number;
}

/** The head's seal: without the key, the head cannot be moved back nor keyed_from moved on. */
export function auditHeadMac(key: Buffer, head: ChainHead): string {
  return keyedHash(key, ['audit-head', head.last_id, head.last_hash, head.keyed_from]);
}

/** Where the database is, as its connection says (not its data, which may be forged). */
type Location =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; database: string; schema: string };

async function locate(db: Kysely<Database>): Promise<Location> {
  if (db.introspection instanceof SqliteIntrospector) {
    const { rows } = await sql<{ file: string }>`
      select file from pragma_database_list where name = 'main'`.execute(db);
    return { dialect: 'sqlite', file: rows[0]?.file ?? '' };
  }
  const { rows } = await sql<{ database: string; schema: string }>`
    select current_database() as database, current_schema() as schema`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('PostgreSQL did not name the current database');
  return { dialect: 'postgres', ...row };
}

export interface AuditChainSettings {
  dialect: 'sqlite' | 'postgres';
  /** Null only when verifying a database whose key file is not there. */
  key: Buffer | null;
  /** AUDIT_CHAIN_KEY, or the key file's path (also named when it is missing). */
  keySource: string;
  /** The append-only head copy; null for an in-memory database. */
  headLog: string | null;
}

/** One random key per process for in-memory databases (tests): they end with it. */
const inMemoryKey = randomBytes(32);

/**
 * The audit key and head copy of the database `db` is connected to: AUDIT_CHAIN_KEY, else the
 * key file `audit-chain.key` (made when `create`, mode 0600) beside the SQLite file or in api/data
 * for PostgreSQL; AUDIT_HEAD_LOG, else `audit-head.log` beside the key file (on PostgreSQL named
 * after the database and schema, since one api/data may serve several).
 */
export async function auditChainSettings(
  db: Kysely<Database>,
  { create }: { create: boolean },
): Promise<AuditChainSettings> {
  const location = await locate(db);
  const setting = auditChainSetting(process.env);
  if (location.dialect === 'sqlite' && location.file === '') {
    return {
      dialect: 'sqlite',
      key: setting.key ? parseKey(setting.key, 'AUDIT_CHAIN_KEY') : inMemoryKey,
      keySource: setting.key ? 'AUDIT_CHAIN_KEY' : 'a random key of this in-memory database',
      headLog: setting.headLog,
    };
  }
  const folder = generatedKeyFolder(location.dialect === 'sqlite' ? location.file : null);
  const headLog =
    setting.headLog ??
    path.join(
      folder,
      location.dialect === 'sqlite'
        ? AUDIT_HEAD_LOG_NAME
        : `audit-head.${location.database}.${location.schema}.log`,
    );
  if (setting.key) {
    return {
      dialect: location.dialect,
      key: parseKey(setting.key, 'AUDIT_CHAIN_KEY'),
      keySource: 'AUDIT_CHAIN_KEY',
      headLog,
    };
  }
  const keyFile = path.join(folder, AUDIT_KEY_FILE_NAME);
  const key =
    create || fs.existsSync(keyFile) ? parseKey(readOrCreateKeyFile(keyFile), keyFile) : null;
  return { dialect: location.dialect, key, keySource: keyFile, headLog };
}

/** A line of the head copy: a head the chain had, or a restore's recorded rollback. */
type HeadLine =
  | { id: number; hash: string; at: string }
  | { rollback: { to: number | null; hash: string; from: number }; at: string };

/**
 * Appends one line with O_APPEND (one write, so lines of several processes never interleave). Not
 * synced: a line lost to a power cut only makes the copy say less, never something false.
 */
export function appendHeadLine(file: string, line: HeadLine): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(file, 'a', 0o600);
  try {
    fs.writeSync(fd, `${JSON.stringify(line)}\n`);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a committed head (id, hash) to the copy, when there is one. */
export function witnessHead(file: string | null, id: number, hash: string, at: Date): void {
  if (file !== null) appendHeadLine(file, { id, hash, at: at.toISOString() });
}

interface HeadCopy {
  /** id → hash of the heads of the current log (after the latest recorded rollback). */
  heads: Map<number, string>;
  /** Two different hashes for one id outside a recorded rollback. */
  conflicts: number[];
  rollbacks: { to: number | null; hash: string; from: number; at: string }[];
  unreadable: number;
}

function isHeadLine(value: unknown): value is HeadLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  if (typeof line.at !== 'string') return false;
  if ('rollback' in line) {
    const rollback = line.rollback as Record<string, unknown> | null;
    return (
      typeof rollback === 'object' &&
      rollback !== null &&
      (rollback.to === null || Number.isInteger(rollback.to)) &&
      typeof rollback.hash === 'string' &&
      Number.isInteger(rollback.from)
    );
  }
  return Number.isInteger(line.id) && typeof line.hash === 'string';
}

/** Reads the head copy; a rollback line forgets the heads after the entry it went back to. */
export function readHeadCopy(file: string | null): HeadCopy {
  const copy: HeadCopy = { heads: new Map(), conflicts: [], rollbacks: [], unreadable: 0 };
  if (file === null || !fs.existsSync(file)) return copy;
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    let line: unknown;
    try {
      line = JSON.parse(text);
    } catch {
      line = null;
    }
    if (!isHeadLine(line)) {
      copy.unreadable += 1;
    } else if ('rollback' in line) {
      const to = line.rollback.to ?? 0;
      for (const id of [...copy.heads.keys()]) if (id > to) copy.heads.delete(id);
      if (line.rollback.to !== null) copy.heads.set(line.rollback.to, line.rollback.hash);
      copy.rollbacks.push({ ...line.rollback, at: line.at });
    } else {
      const known = copy.heads.get(line.id);
      if (known !== undefined && known !== line.hash) copy.conflicts.push(line.id);
      copy.heads.set(line.id, line.hash);
    }
  }
  return copy;
}

export interface AuditChainCheck {
  /** Entries walked. */
  entries: number;
  /** The head's hash; null when the head row is missing. */
  headHash: string | null;
  /** In words, oldest first; empty when the log is intact. */
  problems: string[];
  /** What is not damage but must be seen: a restore's recorded rollback, an unreadable line. */
  notices: string[];
}

const BATCH = 1000;

/**
 * Walks every entry in id order, in one read-only snapshot so that writers appending meanwhile do
 * not look like damage (the head copy is read before it: it then names no entry the snapshot
 * lacks). Ids may skip (a PostgreSQL sequence gave them before the chain existed): what counts
 * is that each entry links to the one before it and the last one is the head's.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditChainCheck> {
  const settings = await auditChainSettings(db, { create: false });
  const copy = readHeadCopy(settings.headLog);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const problems: string[] = [];
      const notices: string[] = [];
      const report = (problem: string) => {
        if (!problems.includes(problem)) problems.push(problem);
      };
      const { key } = settings;
      const head = await trx
        .selectFrom('audit_chain_head')
        .select(['last_id', 'last_hash', 'keyed_from', 'head_mac'])
        .where('id', '=', 1)
        .executeTakeFirst();
      const keyedFrom = head?.keyed_from ?? 1;

      let entries = 0;
      let previous: { id: number; rowHash: string } | null = null;
      for (;;) {
        let batch = trx
          .selectFrom('audit_log')
          .leftJoin('audit_addresses', 'audit_addresses.audit_id', 'audit_log.id')
          .select([
            'audit_log.id',
            'audit_log.at',
            'audit_log.staff_id',
            'audit_log.action',
            'audit_log.lead_id',
            'audit_log.lead_ids',
            'audit_log.detail',
            'audit_log.prev_hash',
            'audit_log.row_hash',
            'audit_log.address_digest',
            'audit_addresses.ip',
          ])
          .orderBy('audit_log.id')
          .limit(BATCH);
        if (previous) batch = batch.where('audit_log.id', '>', previous.id);
        const rows = await batch.execute();
        for (const row of rows) {
          entries += 1;
          if (row.prev_hash !== (previous?.rowHash ?? GENESIS_HASH)) {
            // Next to each other, the earlier one was rewritten with a new hash; else one between
            // them (or, for the first entry, before it) was deleted.
            if (previous && row.id === previous.id + 1) report(`entry ${previous.id} was changed`);
            else report(`an entry is missing before entry ${row.id}`);
          }
          if (row.id < keyedFrom) {
            // A sha256 entry chains no address: a digest there was added later.
            if (auditRowHash(row) !== row.row_hash || row.address_digest !== null) {
              report(`entry ${row.id} was changed`);
            }
          } else if (key === null) {
            report(
              `the audit key is missing (${settings.keySource}): entries from ${keyedFrom} on cannot be checked`,
            );
          } else {
            if (keyedRowHash(key, row) !== row.row_hash) report(`entry ${row.id} was changed`);
            if (row.ip !== null && row.address_digest !== auditAddressDigest(key, row.ip)) {
              report(`the address of entry ${row.id} was changed`);
            }
          }
          previous = { id: row.id, rowHash: row.row_hash };
        }
        if (rows.length < BATCH) break;
      }

      if (!head) {
        report('the chain head is missing');
      } else {
        checkHead(head, previous, report);
        // Unsealed is only right before the first keyed entry, which also starts the head copy.
        const sealExpected =
          head.head_mac !== null ||
          (head.last_id !== null && head.last_id >= keyedFrom) ||
          copy.heads.size > 0;
        if (sealExpected && key !== null && head.head_mac !== auditHeadMac(key, head)) {
          report('the chain head was moved (its seal does not match)');
        }
      }
      const lastId = previous?.id ?? null;
      if (settings.dialect === 'postgres') {
        await checkPostgresHeadCopy(trx, lastId, report);
      }
      await checkHeadFile(trx, copy, settings.headLog, lastId, report, notices);
      return { entries, headHash: head?.last_hash ?? null, problems, notices };
    });
}

function checkHead(
  head: ChainHead,
  previous: { id: number; rowHash: string } | null,
  report: (problem: string) => void,
): void {
  if (previous === null) {
    if (head.last_id !== null) {
      report(`the newest entries are missing (head says ${head.last_id}, the log is empty)`);
    }
  } else if (head.last_id === null || head.last_id < previous.id) {
    report(
      `entries were added past the chain head (head says ${head.last_id ?? 'none'}, last is ${previous.id})`,
    );
  } else if (head.last_id > previous.id) {
    report(`the newest entries are missing (head says ${head.last_id}, last is ${previous.id})`);
  } else if (head.last_hash !== previous.rowHash) {
    report(`entry ${previous.id} was changed`);
  }
}

/** Every head in audit_head_copy must still be in the log with its hash. */
async function checkPostgresHeadCopy(
  trx: Kysely<Database>,
  lastId: number | null,
  report: (problem: string) => void,
): Promise<void> {
  const differing = await trx
    .selectFrom('audit_head_copy')
    .leftJoin('audit_log', 'audit_log.id', 'audit_head_copy.id')
    .select(['audit_head_copy.id', 'audit_log.row_hash'])
    .where((eb) =>
      eb.or([
        eb('audit_log.row_hash', 'is', null),
        eb('audit_log.row_hash', '!=', eb.ref('audit_head_copy.hash')),
      ]),
    )
    .orderBy('audit_head_copy.id')
    .execute();
  let newest: number | null = null;
  for (const row of differing) {
    if (row.row_hash !== null) report(`entry ${row.id} differs from audit_head_copy`);
    else if (lastId === null || row.id > lastId) newest = row.id;
    else report(`entry ${row.id} is missing (audit_head_copy has it)`);
  }
  if (newest !== null) {
    report(
      `the newest entries are missing (audit_head_copy has entry ${newest}, the log ends at ${lastId ?? 'none'})`,
    );
  }
}

/** Every head the file names (since its latest recorded rollback) must be in the log. */
async function checkHeadFile(
  trx: Kysely<Database>,
  copy: HeadCopy,
  file: string | null,
  lastId: number | null,
  report: (problem: string) => void,
  notices: string[],
): Promise<void> {
  for (const rollback of copy.rollbacks) {
    notices.push(
      `restored from a backup on ${rollback.at}: the log went back from entry ${rollback.from} to ${rollback.to ?? 'none'} (recorded in ${file})`,
    );
  }
  if (copy.unreadable > 0) notices.push(`${copy.unreadable} unreadable lines in ${file}`);
  for (const id of copy.conflicts) {
    report(`${file} holds two hashes for entry ${id} with no restore between them`);
  }
  const claimed = [...copy.heads.entries()].sort(([a], [b]) => a - b);
  const newest = claimed.at(-1)?.[0];
  if (newest !== undefined && (lastId === null || newest > lastId)) {
    report(
      `the database is older than its head copy: ${file} names entry ${newest}, the log ends at ${lastId ?? 'none'} (entries deleted, or a restore that was not recorded)`,
    );
  }
  for (let first = 0; first < claimed.length; first += BATCH) {
    const slice = claimed.slice(first, first + BATCH);
    const rows = await trx
      .selectFrom('audit_log')
      .select(['id', 'row_hash'])
      .where(
        'id',
        'in',
        slice.map(([id]) => id),
      )
      .execute();
    const stored = new Map(rows.map((row) => [row.id, row.row_hash]));
    for (const [id, hash] of slice) {
      const found = stored.get(id);
      if (found === undefined) {
        if (lastId !== null && id <= lastId) report(`entry ${id} is missing (${file} has it)`);
      } else if (found !== hash) {
        report(`entry ${id} differs from ${file}`);
      }
    }
  }
}
