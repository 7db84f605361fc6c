/** Staff accounts and their sessions. */
import type { Kysely } from 'kysely';
import type { StaffMember } from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { newSessionToken, sha256Hex } from './tokens';

/** A session lasts this long from sign-in, used or not (the cookie's Max-Age too). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The name shown when none is given: the address before the @. */
export const defaultName = (email: string) => email.split('@')[0] ?? email;

export interface SavedAccount {
  id: number;
  created: boolean;
}

/**
 * Creates the account, or resets an existing one: new password, name if given, enabled again,
 * and every session it had ended.
 */
export async function saveStaffAccount(
  db: Kysely<Database>,
  account: { email: string; name: string | null; passwordHash: string },
  now = new Date(),
): Promise<SavedAccount> {
  const email = normaliseEmail(account.email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('staff')
        .set({
          password_hash: account.passwordHash,
          disabled_at: null,
          ...(account.name ? { name: account.name } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', existing.id).execute();
      return { id: existing.id, created: false };
    }
    const inserted = await trx
      .insertInto('staff')
      .values({
        email,
        name: account.name || defaultName(email),
        password_hash: account.passwordHash,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: inserted.id, created: true };
  });
}

export interface SignInCandidate extends StaffMember {
  passwordHash: string;
}

/** The enabled account with this address, if any. */
export async function findActiveStaff(
  db: Kysely<Database>,
  email: string,
): Promise<SignInCandidate | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash };
}

export async function colleagues(db: Kysely<Database>): Promise<StaffMember[]> {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name'])
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function startSession(
  db: Kysely<Database>,
  staffId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Sessions that ran out are of no use to anyone; this account's go when it signs in again.
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: sha256Hex(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** Who the cookie's token signs in: a live session of an enabled account, else undefined. */
export async function sessionStaff(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<StaffMember | undefined> {
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff_sessions.last_seen_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { id: row.id, email: row.email, name: row.name };
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
