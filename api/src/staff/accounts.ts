/** Staff accounts (roles, enabled or not) and their sessions. */
import type { Kysely } from 'kysely';
import type {
  StaffAccount,
  StaffAccountChange,
  StaffMember,
  StaffRole,
  StaffSession,
} from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { recordAccessChange } from './access-ledger';
import { newSessionId, newSessionToken, sha256Hex } from './tokens';

/** A session lasts at most this long from sign-in, used or not (the cookie's Max-Age too). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * A session's idle end moves on with each request, written at most this often: a page that
 * makes several calls at once costs one write, not one each. The stored end may so lag the last
 * request by up to this much, which ends a session that much early, never late.
 */
const LAST_SEEN_RESOLUTION_MS = 5 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The name shown when none is given: the address before the @. */
export const defaultName = (email: string) => email.split('@')[0] ?? email;

/** Opens a transaction unless the caller is already in one (Kysely does not nest them). */
function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Whether another enabled owner than this account is left. A no-op write to the owners' rows
 * first: PostgreSQL then holds their row locks until the transaction ends, so two owners who
 * demote each other at once take turns, and the second sees the first's change (SQLite runs one
 * writer at a time anyway). (SQLite has no SELECT … FOR UPDATE.)
 */
async function anotherOwnerLeft(trx: Kysely<Database>, staffId: number): Promise<boolean> {
  await trx
    .updateTable('staff')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'owner')
    .execute();
  const other = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '!=', staffId)
    .executeTakeFirst();
  return other !== undefined;
}

export interface AccountSaving {
  email: string;
  name: string | null;
  passwordHash: string;
  /** Left out: an existing account keeps its role; a new one is an agent, the first an owner. */
  role?: StaffRole;
  /** Enable a disabled account again (a reset alone leaves it disabled). */
  enable?: boolean;
  /** Remove an existing account's second factor and recovery codes. */
  resetTwoFactor?: boolean;
}

export interface SavedAccount {
  outcome: 'created' | 'reset';
  id: number;
  email: string;
  role: StaffRole;
  /** False: reset, but still disabled (enable was not asked for). */
  enabled: boolean;
  /** A reset's changes in words, for the audit log. */
  changes: string[];
}

/** The change would leave the agency without an enabled owner. */
export class LastOwnerError extends Error {
  constructor() {
    super('This is the last enabled owner; make another account an owner first.');
  }
}

/**
 * Creates the account, or resets an existing one: new password, name and role if given, enabled
 * again and rid of its second factor only when asked, and every session it had ended. Throws
 * LastOwnerError rather than make the last enabled owner an agent.
 */
export async function saveStaffAccount(
  db: Kysely<Database>,
  account: AccountSaving,
  now = new Date(),
): Promise<SavedAccount> {
  const email = normaliseEmail(account.email);
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('staff')
      .select(['id', 'name', 'role', 'disabled_at', 'reset_required_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      const role = account.role ?? existing.role;
      const enabled = existing.disabled_at === null || account.enable === true;
      const wasOwner = existing.role === 'owner' && existing.disabled_at === null;
      const stillOwner = role === 'owner' && enabled;
      if (wasOwner && !stillOwner && !(await anotherOwnerLeft(trx, existing.id))) {
        throw new LastOwnerError();
      }
      await trx
        .updateTable('staff')
        .set({
          password_hash: account.passwordHash,
          // The new password is the reset a restore asked for (backup/reapply.ts).
          reset_required_at: null,
          role,
          ...(account.enable ? { disabled_at: null } : {}),
          ...(account.name ? { name: account.name } : {}),
          ...(account.resetTwoFactor
            ? { totp_secret: null, totp_pending_secret: null, totp_last_step: null }
            : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      if (account.resetTwoFactor) {
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', existing.id).execute();
      }
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', existing.id).execute();
      const reEnabled = existing.disabled_at !== null && enabled;
      await recordAccessChange(trx, existing.id, 'password', now);
      if (role !== existing.role) {
        await recordAccessChange(
          trx,
          existing.id,
          role === 'owner' ? 'made-owner' : 'made-agent',
          now,
        );
      }
      if (reEnabled) await recordAccessChange(trx, existing.id, 'enabled', now);
      if (account.resetTwoFactor) await recordAccessChange(trx, existing.id, 'two-factor', now);
      const changes = [
        'new password',
        ...(existing.reset_required_at !== null ? ['the reset a restore asked for'] : []),
        ...(role !== existing.role ? [`role ${existing.role} → ${role}`] : []),
        ...(reEnabled ? ['enabled'] : []),
        ...(account.name && account.name !== existing.name ? ['new name'] : []),
        ...(account.resetTwoFactor ? ['two-factor sign-in removed'] : []),
        'sessions ended',
      ];
      return { outcome: 'reset' as const, id: existing.id, email, role, enabled, changes };
    }
    const anyAccount = await trx.selectFrom('staff').select('id').executeTakeFirst();
    const role = account.role ?? (anyAccount ? 'agent' : 'owner');
    const inserted = await trx
      .insertInto('staff')
      .values({
        email,
        name: account.name || defaultName(email),
        password_hash: account.passwordHash,
        role,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      outcome: 'created' as const,
      id: inserted.id,
      email,
      role,
      enabled: true,
      changes: [],
    };
  });
}

/** A new account made by an owner; 'exists' when the address already has one. */
export async function createStaffAccount(
  db: Kysely<Database>,
  account: { email: string; name: string | null; role: StaffRole; passwordHash: string },
  now = new Date(),
): Promise<StaffAccount | 'exists'> {
  const email = normaliseEmail(account.email);
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) return 'exists' as const;
    const inserted = await trx
      .insertInto('staff')
      .values({
        email,
        name: account.name || defaultName(email),
        password_hash: account.passwordHash,
        role: account.role,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await findAccount(trx, inserted.id);
    if (!created) throw new Error('The new staff account is missing');
    return created;
  });
}

const accountColumns = [
  'id',
  'email',
  'name',
  'role',
  'created_at',
  'disabled_at',
  'totp_secret',
  'last_sign_in_at',
] as const;

function toAccount(row: {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  created_at: string;
  disabled_at: string | null;
  totp_secret: string | null;
  last_sign_in_at: string | null;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    twoFactorEnabled: row.totp_secret !== null,
    lastSignInAt: row.last_sign_in_at,
  };
}

/** Every account, enabled or not, by name. */
export async function listStaffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('staff')
    .select(accountColumns)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toAccount);
}

async function findAccount(
  db: Kysely<Database>,
  staffId: number,
): Promise<StaffAccount | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(accountColumns)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row && toAccount(row);
}

export type AccountChangeOutcome =
  | { outcome: 'changed' | 'unchanged'; account: StaffAccount; changes: string[] }
  | { outcome: 'not-found' | 'self' | 'last-owner' };

/**
 * An owner's change of another account's role or state. Disabling ends the account's sessions
 * at once. Nobody changes their own account here (so no owner locks themselves out), and the
 * last enabled owner is neither disabled nor made an agent.
 */
export async function changeStaffAccount(
  db: Kysely<Database>,
  ownerId: number,
  staffId: number,
  change: StaffAccountChange,
  now = new Date(),
): Promise<AccountChangeOutcome> {
  return inTransaction(db, async (trx) => {
    const current = await findAccount(trx, staffId);
    if (!current) return { outcome: 'not-found' as const };
    const role = change.role ?? current.role;
    const disabled = change.disabled ?? current.disabledAt !== null;
    const changes: string[] = [];
    if (role !== current.role) changes.push(`role ${current.role} → ${role}`);
    if (disabled !== (current.disabledAt !== null)) changes.push(disabled ? 'disabled' : 'enabled');
    if (changes.length === 0) return { outcome: 'unchanged' as const, account: current, changes };
    if (staffId === ownerId) return { outcome: 'self' as const };
    const wasOwner = current.role === 'owner' && current.disabledAt === null;
    const staysOwner = role === 'owner' && !disabled;
    if (wasOwner && !staysOwner && !(await anotherOwnerLeft(trx, staffId))) {
      return { outcome: 'last-owner' as const };
    }
    await trx
      .updateTable('staff')
      .set({
        role,
        disabled_at: disabled ? (current.disabledAt ?? now.toISOString()) : null,
      })
      .where('id', '=', staffId)
      .execute();
    if (disabled) await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    if (role !== current.role) {
      await recordAccessChange(trx, staffId, role === 'owner' ? 'made-owner' : 'made-agent', now);
    }
    if (disabled !== (current.disabledAt !== null)) {
      await recordAccessChange(trx, staffId, disabled ? 'disabled' : 'enabled', now);
    }
    const account = await findAccount(trx, staffId);
    if (!account) throw new Error('The changed staff account is missing');
    return { outcome: 'changed' as const, account, changes };
  });
}

export interface SignInCandidate extends StaffMember {
  passwordHash: string;
  /** The stored (maybe sealed) TOTP secret; null: no second factor. */
  totpSecret: string | null;
  totpLastStep: number | null;
}

const candidateColumns = [
  'id',
  'email',
  'name',
  'role',
  'password_hash',
  'totp_secret',
  'totp_last_step',
] as const;

function toCandidate(row: {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
}): SignInCandidate {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

/**
 * The enabled account with this address, if any. One a restore left waiting for a reset
 * (reset_required_at) is not: its stored password and second factor are the backup's, stale.
 */
export async function findActiveStaff(
  db: Kysely<Database>,
  email: string,
): Promise<SignInCandidate | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(candidateColumns)
    .where('email', '=', normaliseEmail(email))
    .where('disabled_at', 'is', null)
    .where('reset_required_at', 'is', null)
    .executeTakeFirst();
  return row && toCandidate(row);
}

/** The enabled account of this id, with what checking its password and code needs. */
export async function activeStaffById(
  db: Kysely<Database>,
  staffId: number,
): Promise<SignInCandidate | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(candidateColumns)
    .where('id', '=', staffId)
    .where('disabled_at', 'is', null)
    .where('reset_required_at', 'is', null)
    .executeTakeFirst();
  return row && toCandidate(row);
}

export async function colleagues(db: Kysely<Database>): Promise<StaffMember[]> {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role'])
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Stores a new password hash; every session of the account but `keep` ends. */
export async function setStaffPassword(
  db: Kysely<Database>,
  staffId: number,
  passwordHash: string,
  keep: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await recordAccessChange(trx, staffId, 'password', now);
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash })
      .where('id', '=', staffId)
      .execute();
    await trx
      .deleteFrom('staff_sessions')
      .where('staff_id', '=', staffId)
      .where('id', '!=', keep)
      .execute();
  });
}

export interface SessionTimes {
  /** How long an unused session lives (STAFF_SESSION_IDLE_MINUTES). */
  idleMs: number;
}

/**
 * Starts a session and notes the sign-in; returns the token for the cookie (only its hash is
 * stored) and the session's public id.
 */
export async function startSession(
  db: Kysely<Database>,
  staffId: number,
  { idleMs, device }: SessionTimes & { device: string | null },
  now = new Date(),
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newSessionToken();
  const id = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    // Sessions that ran out are of no use to anyone; this account's go when it signs in again.
    await trx
      .deleteFrom('staff_sessions')
      .where('staff_id', '=', staffId)
      .where((eb) => eb.or([eb('expires_at', '<=', at), eb('idle_expires_at', '<=', at)]))
      .execute();
    await trx
      .insertInto('staff_sessions')
      .values({
        id,
        token_hash: sha256Hex(token),
        staff_id: staffId,
        created_at: at,
        expires_at: expiresAt.toISOString(),
        last_seen_at: at,
        idle_expires_at: new Date(now.getTime() + idleMs).toISOString(),
        device,
      })
      .execute();
    await trx.updateTable('staff').set({ last_sign_in_at: at }).where('id', '=', staffId).execute();
  });
  return { token, id, expiresAt };
}

/** Who a live session signs in, and which session it is. */
export interface LiveSession {
  member: StaffMember;
  sessionId: string;
  twoFactorEnabled: boolean;
}

/**
 * The live session of the cookie's token (of an enabled account, neither past its end nor idle
 * too long), else undefined. Using it moves its idle end on.
 */
export async function sessionStaff(
  db: Kysely<Database>,
  token: string,
  { idleMs }: SessionTimes,
  now = new Date(),
): Promise<LiveSession | undefined> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.totp_secret',
      'staff_sessions.id as session_id',
      'staff_sessions.last_seen_at',
    ])
    .where('staff_sessions.token_hash', '=', sha256Hex(token))
    .where('staff_sessions.expires_at', '>', at)
    .where('staff_sessions.idle_expires_at', '>', at)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: at, idle_expires_at: new Date(now.getTime() + idleMs).toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    member: { id: row.id, email: row.email, name: row.name, role: row.role },
    sessionId: row.session_id,
    twoFactorEnabled: row.totp_secret !== null,
  };
}

/** Ends the session of this token; the staff member it belonged to, if it was live. */
export async function endSession(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const ended = await db
    .deleteFrom('staff_sessions')
    .where('token_hash', '=', sha256Hex(token))
    .returning('staff_id')
    .executeTakeFirst();
  return ended?.staff_id;
}

/** One account's live sessions, newest first. */
export async function listSessions(
  db: Kysely<Database>,
  staffId: number,
  currentId: string,
  now = new Date(),
): Promise<StaffSession[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'idle_expires_at', 'device'])
    .where('staff_id', '=', staffId)
    .where('expires_at', '>', at)
    .where('idle_expires_at', '>', at)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    idleExpiresAt: row.idle_expires_at,
    current: row.id === currentId,
    device: row.device,
  }));
}

/** Ends one of the account's own sessions; false when it has none of this id. */
export async function endSessionById(
  db: Kysely<Database>,
  staffId: number,
  sessionId: string,
): Promise<boolean> {
  const ended = await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}
