/**
 * A restore must not bring back what was erased or purged after its backup was taken, nor access
 * revoked after it. Before the live database is replaced, its privacy ledger and access ledger
 * are read (plus PRIVACY_LEDGER_FILE, when set, and an interrupted restore's journal); every
 * entry the restored database's own ledgers lack is applied to it again, in one transaction:
 * the leads whose email or phone has an erased digest are deleted, so are the leads older than
 * the latest purge cutoff; accounts are disabled, demoted, made to wait for a reset and rid of
 * used recovery codes again (staff/access-ledger.ts: towards less access, never more); every
 * staff session ends, whatever the ledgers hold, so no cookie from before the restore works.
 * The entries are added to the restored ledgers (keeping their time), audited as the system.
 *
 * The limit: entries are found only where they survive. If the live database is lost and no
 * ledger file was kept, erasures made after the newest backup cannot be applied again; access
 * changes have no file of their own, but the sessions still all end.
 */
import fs from 'node:fs';
import type { Kysely, Updateable } from 'kysely';
import type { AppDatabase } from '../db/connect';
import { hasTable } from '../db/has-table';
import type { Database, StaffTable } from '../db/schema';
import {
  missingAccessEntries,
  planAccessRevocations,
  readAccessLedger,
  type AccessEntry,
  type AccessRevocation,
} from '../staff/access-ledger';
import { recordAudit } from '../staff/audit';
import { compactAfterDeletion } from '../staff/compaction';
import { hasLeadOutbox } from '../staff/lead-queries';
import {
  deleteLeadRows,
  eraseLeadsAndMentions,
  expiredLeadIds,
  leadIdsWithDigests,
  recordLedgerEntry,
  serialiseLeadDeletions,
  type LedgerEntry,
} from '../staff/privacy';
import { BackupError } from './files';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

/** The database's ledger, oldest first; empty for a database older than migration 0013. */
export async function readLedger(database: Db): Promise<LedgerEntry[]> {
  if (!(await hasTable(database, 'privacy_ledger'))) return [];
  const rows = await database.db
    .selectFrom('privacy_ledger')
    .select(['at', 'kind', 'subject_digest', 'cutoff'])
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => toEntry(row.at, row.kind, row.subject_digest, row.cutoff) ?? []);
}

/** A privacy ledger entry from untrusted text (a restore's journal), or null when it is not one. */
export function toLedgerEntry(value: unknown): LedgerEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, kind, subjectDigest, cutoff } = value as Record<string, unknown>;
  return toEntry(at, kind, subjectDigest, cutoff);
}

function toEntry(
  at: unknown,
  kind: unknown,
  subjectDigest: unknown,
  cutoff: unknown,
): LedgerEntry | null {
  if (typeof at !== 'string') return null;
  if (kind === 'erase' && typeof subjectDigest === 'string') {
    return { at, kind, subjectDigest, cutoff: null };
  }
  if (kind === 'purge' && typeof cutoff === 'string') {
    return { at, kind, subjectDigest: null, cutoff };
  }
  return null;
}

export interface LedgerFile {
  entries: LedgerEntry[];
  /** Lines that are not an entry (say, one cut short by a crash), left out. */
  unreadable: number;
}

/** PRIVACY_LEDGER_FILE's entries; none when the file does not exist yet. */
export function readLedgerFile(file: string): LedgerFile {
  if (!fs.existsSync(file)) return { entries: [], unreadable: 0 };
  const entries: LedgerEntry[] = [];
  let unreadable = 0;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let entry: LedgerEntry | null = null;
    try {
      entry = toLedgerEntry(JSON.parse(line));
    } catch {
      entry = null;
    }
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return { entries, unreadable };
}

const identity = (entry: LedgerEntry) =>
  `${entry.kind}\n${entry.at}\n${entry.subjectDigest ?? ''}\n${entry.cutoff ?? ''}`;

/** The candidates the restored ledger does not hold, each once, oldest first. */
export function missingEntries(
  candidates: readonly LedgerEntry[],
  restored: readonly LedgerEntry[],
): LedgerEntry[] {
  const seen = new Set(restored.map(identity));
  const missing: LedgerEntry[] = [];
  for (const entry of candidates) {
    const key = identity(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    missing.push(entry);
  }
  return missing.sort((a, b) => a.at.localeCompare(b.at));
}

/** What a restore did to staff access. */
export interface AccessReapplication {
  /** The access ledger entries applied again (and added to the restored ledger). */
  entries: AccessEntry[];
  /** Staff sessions of the restored database ended: all of them. */
  sessionsEnded: number;
  /** Each account the entries name, with what was done to it, in words. */
  accounts: Array<{ email: string; changes: string[] }>;
  /** No enabled owner able to sign in is left: `pnpm staff:add` must make or reset one. */
  noOwnerCanSignIn: boolean;
}

export interface Reapplication {
  /** The privacy ledger entries applied again (and added to the restored ledger). */
  entries: LedgerEntry[];
  /** Leads (and their notifications) deleted because their person was erased. */
  erased: { leads: number; outbox: number };
  /** Leads (and their notifications) deleted as older than the latest purge cutoff. */
  purged: { leads: number; outbox: number };
  access: AccessReapplication;
}

export interface ReapplyOptions {
  /** Erasures and purges recorded elsewhere: the replaced database's ledger, the ledger file. */
  candidates: readonly LedgerEntry[];
  /** Access changes recorded elsewhere: the replaced database's access ledger, the journal. */
  accessCandidates: readonly AccessEntry[];
  /** The privacy key the erasures' digests were made with; asked for only when there are some. */
  privacyKey: () => Buffer;
  /** Brings the restored database's schema up to date (it has the access ledger after). */
  migrate: () => Promise<void>;
  now?: Date;
}

/**
 * Applies to the restored database the entries its ledgers lack and ends every staff session,
 * in one transaction; applied twice, the second run finds the entries in the ledgers and only
 * ends the sessions (none) again.
 */
export async function reapplyLedger(
  database: Db,
  { candidates, accessCandidates, privacyKey, migrate, now = new Date() }: ReapplyOptions,
): Promise<Reapplication> {
  await migrate();
  const entries = missingEntries(candidates, await readLedger(database));
  const accessEntries = missingAccessEntries(accessCandidates, await readAccessLedger(database));
  const { db, dialect } = database;
  const digests = new Set(entries.flatMap((entry) => entry.subjectDigest ?? []));
  const erasedIds =
    digests.size > 0 ? await leadIdsWithDigests(database, privacyKey(), digests) : [];
  const cutoffs = entries.flatMap((entry) => entry.cutoff ?? []).sort();
  const latestCutoff = cutoffs.at(-1);
  const erasedSet = new Set(erasedIds);
  const purgedIds = latestCutoff
    ? (await expiredLeadIds(db, latestCutoff)).filter((id) => !erasedSet.has(id))
    : [];
  const withOutbox = await hasLeadOutbox(database);
  const reapplied = await db.transaction().execute(async (trx) => {
    let erased = { leads: 0, outbox: 0 };
    let purged = { leads: 0, outbox: 0 };
    if (entries.length > 0) {
      await serialiseLeadDeletions(trx, dialect);
      for (const entry of entries) await recordLedgerEntry(trx, entry);
      // As the erasure did: the staff notes naming the erased people are struck out again.
      const done = await eraseLeadsAndMentions(trx, dialect, erasedIds, withOutbox);
      erased = { leads: done.leads, outbox: done.outbox };
      purged = await deleteLeadRows(trx, purgedIds, withOutbox);
      await auditReapplication(trx, entries, erasedIds, erased, purged, latestCutoff);
    }
    const access = await reapplyAccess(trx, accessEntries, now);
    return { entries, erased, purged, access };
  });
  // The restored database must not keep the re-erased rows in its free space either.
  await compactAfterDeletion(database, ['leads', 'lead_outbox'], { rewrite: true });
  return reapplied;
}

/** The access entries, applied again towards less access; then every session ends. */
async function reapplyAccess(
  trx: Kysely<Database>,
  entries: readonly AccessEntry[],
  now: Date,
): Promise<AccessReapplication> {
  for (const entry of entries) {
    await trx
      .insertInto('access_ledger')
      .values({
        entry_id: entry.id,
        at: entry.at,
        staff_email: entry.staffEmail,
        change: entry.change,
        code_hash: entry.codeHash,
      })
      .execute();
  }
  const accounts: AccessReapplication['accounts'] = [];
  for (const plan of planAccessRevocations(entries)) {
    const changes = await revokeAccess(trx, plan, now);
    accounts.push({ email: plan.staffEmail, changes });
    await recordAudit(
      trx,
      {
        staffId: null,
        action: 'account',
        detail: `a restore applied again the access changes to ${plan.staffEmail} recorded after its backup: ${changes.join('; ')}`,
      },
      now,
    );
  }
  const ended = await trx.deleteFrom('staff_sessions').executeTakeFirst();
  const sessionsEnded = Number(ended.numDeletedRows);
  await recordAudit(
    trx,
    {
      staffId: null,
      action: 'account',
      detail: `a restore ended every staff session (${sessionsEnded}): everyone signs in again`,
    },
    now,
  );
  const owner = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('reset_required_at', 'is', null)
    .executeTakeFirst();
  return { entries: [...entries], sessionsEnded, accounts, noOwnerCanSignIn: owner === undefined };
}

/** Applies one account's revocation; what was done, in words. */
async function revokeAccess(
  trx: Kysely<Database>,
  plan: AccessRevocation,
  now: Date,
): Promise<string[]> {
  const account = await trx
    .selectFrom('staff')
    .select([
      'id',
      'role',
      'disabled_at',
      'reset_required_at',
      'totp_secret',
      'totp_pending_secret',
    ])
    .where('email', '=', plan.staffEmail)
    .executeTakeFirst();
  // Made after the backup: the restore has taken it away altogether.
  if (!account) return ['not in the backup, so gone'];
  const changes: string[] = [];
  const update: Updateable<StaffTable> = {};
  if (plan.disabledAt !== null && account.disabled_at === null) {
    update.disabled_at = plan.disabledAt;
    changes.push('disabled again');
  }
  if (plan.enabledAfter && account.disabled_at !== null) {
    changes.push('left disabled: it was enabled after the backup, which a restore never does');
  }
  if (plan.demote && account.role === 'owner') {
    update.role = 'agent';
    changes.push('made an agent again');
  }
  if (plan.promotedAfter && account.role === 'agent') {
    changes.push(
      'left an agent: it was made an owner after the backup, which a restore never does',
    );
  }
  if (plan.removeTwoFactor) {
    // The backup's authenticator secret and recovery codes are not the ones in use any more.
    update.totp_secret = null;
    update.totp_pending_secret = null;
    update.totp_last_step = null;
    const codes = await trx
      .deleteFrom('staff_recovery_codes')
      .where('staff_id', '=', account.id)
      .executeTakeFirst();
    if (account.totp_secret !== null || account.totp_pending_secret !== null) {
      changes.push("the backup's two-factor secret removed");
    }
    if (Number(codes.numDeletedRows) > 0) {
      changes.push(`the backup's ${Number(codes.numDeletedRows)} recovery codes removed`);
    }
  }
  if (plan.resetRequired && account.reset_required_at === null) {
    update.reset_required_at = now.toISOString();
    changes.push(
      'cannot sign in until reset with `pnpm staff:add` (its password or second factor changed after the backup)',
    );
  }
  if (plan.usedCodes.length > 0 && !plan.removeTwoFactor) {
    const used = await trx
      .deleteFrom('staff_recovery_codes')
      .where('staff_id', '=', account.id)
      .where('code_hash', 'in', plan.usedCodes)
      .executeTakeFirst();
    changes.push(
      `${Number(used.numDeletedRows)} recovery codes used after the backup used up again`,
    );
  }
  if (Object.keys(update).length > 0) {
    await trx.updateTable('staff').set(update).where('id', '=', account.id).execute();
  }
  return changes.length > 0 ? changes : ['already as the changes left it'];
}

async function auditReapplication(
  trx: Kysely<Database>,
  entries: readonly LedgerEntry[],
  erasedIds: number[],
  erased: Reapplication['erased'],
  purged: Reapplication['purged'],
  latestCutoff: string | undefined,
): Promise<void> {
  const erasures = entries.filter((entry) => entry.kind === 'erase').length;
  if (erasures > 0) {
    await recordAudit(trx, {
      staffId: null,
      action: 'erase',
      leadIds: erasedIds,
      detail: `after a restore, applied again ${erasures} erasures recorded after the backup: erased ${erased.leads} leads and ${erased.outbox} notifications`,
    });
  }
  if (latestCutoff) {
    await recordAudit(trx, {
      staffId: null,
      action: 'purge',
      detail: `after a restore, applied again the purges recorded after the backup: purged ${purged.leads} leads (and ${purged.outbox} notifications) stored before ${latestCutoff}`,
    });
  }
}

/** What the restore prints: a line for the privacy ledger, then staff access. */
export function describeReapplication(reapplication: Reapplication): string {
  const { entries, erased, purged, access } = reapplication;
  const erasures = entries.filter((entry) => entry.kind === 'erase').length;
  const lines = [
    entries.length === 0
      ? 'No erasure or purge was recorded after this backup was taken.'
      : `Applied again ${erasures} erasures and ${entries.length - erasures} purges recorded after ` +
        `the backup was taken: erased ${erased.leads} leads (${erased.outbox} notifications), ` +
        `purged ${purged.leads} leads (${purged.outbox} notifications).`,
    `Ended every staff session (${access.sessionsEnded}): everyone signs in again.`,
    access.entries.length === 0
      ? 'No access change was recorded after this backup was taken.'
      : `Applied again ${access.entries.length} access changes recorded after the backup was taken:`,
    ...access.accounts.map(({ email, changes }) => `  ${email}: ${changes.join('; ')}`),
  ];
  if (access.noOwnerCanSignIn) {
    lines.push(
      'No enabled owner can sign in now: run `pnpm staff:add <email> --role owner --enable` to reset one.',
    );
  }
  return lines.join('\n');
}

/**
 * The message for a PostgreSQL restore whose re-application failed after pg_restore succeeded:
 * its entries wait in the journal (restore-journal.ts), applied by restoring again.
 */
export function reapplicationFailure(journalFile: string, cause: unknown): BackupError {
  return new BackupError(
    `The backup was restored, but the erasures, purges and access changes recorded after it ` +
      `could not be applied again, nor the staff sessions ended ` +
      `(${cause instanceof Error ? cause.message : String(cause)}). Do not start the API (it ` +
      `refuses while ${journalFile} is there): restore the same backup again, which applies them.`,
    { cause },
  );
}
