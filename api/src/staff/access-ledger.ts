/**
 * The access ledger (migration 0020): every change to who may sign in, written in the transaction
 * of the change, so that a restore can apply again those its backup predates (backup/reapply.ts)
 * and no access revoked after a backup comes back with it. Entries name the account by its
 * address and hold no secret: a password or a second factor is recorded as changed, never as
 * its hash or its TOTP secret. A used recovery code's sha256 is kept: the code is spent, so its
 * hash opens nothing, and it lets the restore use that one code up again.
 *
 * What a restore makes of the entries leans to less access, never more (planAccessRevocations):
 * it disables and demotes again, but never enables or promotes (an owner does that again); the
 * backup's password and second factor of an account that changed either after it are stale and
 * the new ones were never stored outside the database, so that account must be reset.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/connect';
import { hasTable } from '../db/has-table';
import type { AccessChangeName, Database } from '../db/schema';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

export const ACCESS_CHANGES: readonly AccessChangeName[] = [
  'disabled',
  'enabled',
  'made-agent',
  'made-owner',
  'password',
  'two-factor',
  'recovery-code-used',
];

/** One entry, as the table and a restore's journal hold it. */
export interface AccessEntry {
  /** Random: two changes of an account can share a time, never an id. */
  id: string;
  at: string;
  staffEmail: string;
  change: AccessChangeName;
  /** sha256 (hex) of the used recovery code, for 'recovery-code-used' only; else null. */
  codeHash: string | null;
}

/**
 * Adds an entry for the account `staffId`, in the caller's transaction (the one making the
 * change), taking the address from the account's row in the same statement.
 */
export async function recordAccessChange(
  trx: Kysely<Database>,
  staffId: number,
  change: Exclude<AccessChangeName, 'recovery-code-used'>,
  now: Date,
): Promise<void> {
  await insertEntry(trx, staffId, change, null, now);
}

/** Adds the entry of a recovery code used up by a sign-in. */
export async function recordRecoveryCodeUsed(
  trx: Kysely<Database>,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<void> {
  await insertEntry(trx, staffId, 'recovery-code-used', codeHash, now);
}

async function insertEntry(
  trx: Kysely<Database>,
  staffId: number,
  change: AccessChangeName,
  codeHash: string | null,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('access_ledger')
    .columns(['entry_id', 'at', 'staff_email', 'change', 'code_hash'])
    .expression((eb) =>
      eb
        .selectFrom('staff')
        .select([
          eb.val(randomUUID()).as('entry_id'),
          eb.val(now.toISOString()).as('at'),
          'email',
          eb.val(change).as('change'),
          eb.val(codeHash).as('code_hash'),
        ])
        .where('id', '=', staffId),
    )
    .execute();
}

const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An entry from untrusted text (a restore's journal), or null when it is not one. */
export function toAccessEntry(value: unknown): AccessEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, at, staffEmail, change, codeHash } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !ENTRY_ID.test(id)) return null;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
  if (typeof staffEmail !== 'string' || staffEmail === '') return null;
  const known = ACCESS_CHANGES.find((name) => name === change);
  if (!known) return null;
  if (known === 'recovery-code-used') {
    return typeof codeHash === 'string' && /^[0-9a-f]{64}$/.test(codeHash)
      ? { id, at, staffEmail, change: known, codeHash }
      : null;
  }
  return codeHash === null || codeHash === undefined
    ? { id, at, staffEmail, change: known, codeHash: null }
    : null;
}

/** The database's access ledger, oldest first; empty for a database older than migration 0020. */
export async function readAccessLedger(database: Db): Promise<AccessEntry[]> {
  if (!(await hasTable(database, 'access_ledger'))) return [];
  const rows = await database.db
    .selectFrom('access_ledger')
    .select(['entry_id', 'at', 'staff_email', 'change', 'code_hash'])
    .orderBy('id')
    .execute();
  return rows.flatMap(
    (row) =>
      toAccessEntry({
        id: row.entry_id,
        at: row.at,
        staffEmail: row.staff_email,
        change: row.change,
        codeHash: row.code_hash,
      }) ?? [],
  );
}

/**
 * The candidates the restored ledger does not hold, each once, in the order they were recorded
 * (not by their time: a clock set back must not put an enable after the disable that followed).
 */
export function missingAccessEntries(
  candidates: readonly AccessEntry[],
  restored: readonly AccessEntry[],
): AccessEntry[] {
  const seen = new Set(restored.map((entry) => entry.id));
  const missing: AccessEntry[] = [];
  for (const entry of candidates) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    missing.push(entry);
  }
  return missing;
}

/** What a restore does to one account, from the entries its backup predates. */
export interface AccessRevocation {
  staffEmail: string;
  /** The newest of 'disabled' and 'enabled' was 'disabled': when, so it is disabled again. */
  disabledAt: string | null;
  /** The newest role change made it an agent: an owner in the backup becomes one again. */
  demote: boolean;
  /** Its password or second factor changed: it must be reset before it signs in again. */
  resetRequired: boolean;
  /** Its second factor changed: the backup's secret and recovery codes are stale, and go. */
  removeTwoFactor: boolean;
  /** Recovery codes it used (sha256), to be used up again. */
  usedCodes: string[];
  /** The newest of 'disabled' and 'enabled' was 'enabled': not done again, a restore never grants. */
  enabledAfter: boolean;
  /** The newest role change made it an owner: not done again either. */
  promotedAfter: boolean;
}

/**
 * Folds the entries, in the order they were recorded, into one revocation per account (in order
 * of address): the last recorded of two opposite changes is the one that holds.
 */
export function planAccessRevocations(entries: readonly AccessEntry[]): AccessRevocation[] {
  const plans = new Map<string, AccessRevocation>();
  for (const entry of entries) {
    let plan = plans.get(entry.staffEmail);
    if (!plan) {
      plan = {
        staffEmail: entry.staffEmail,
        disabledAt: null,
        demote: false,
        resetRequired: false,
        removeTwoFactor: false,
        usedCodes: [],
        enabledAfter: false,
        promotedAfter: false,
      };
      plans.set(entry.staffEmail, plan);
    }
    switch (entry.change) {
      case 'disabled':
        plan.disabledAt = entry.at;
        plan.enabledAfter = false;
        break;
      case 'enabled':
        plan.disabledAt = null;
        plan.enabledAfter = true;
        break;
      case 'made-agent':
        plan.demote = true;
        plan.promotedAfter = false;
        break;
      case 'made-owner':
        plan.demote = false;
        plan.promotedAfter = true;
        break;
      case 'password':
        plan.resetRequired = true;
        break;
      case 'two-factor':
        plan.resetRequired = true;
        plan.removeTwoFactor = true;
        break;
      case 'recovery-code-used':
        if (entry.codeHash && !plan.usedCodes.includes(entry.codeHash)) {
          plan.usedCodes.push(entry.codeHash);
        }
        break;
    }
  }
  return [...plans.values()].sort((a, b) => a.staffEmail.localeCompare(b.staffEmail));
}
