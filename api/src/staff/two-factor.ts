/**
 * The second factor of staff sign-in: a TOTP authenticator (RFC 6238: 6 digits, 30 seconds,
 * SHA-1, as every authenticator app reads the otpauth URL) and ten one-time recovery codes.
 *
 * The database holds each account's TOTP secret, since checking a code needs it, always sealed
 * (AES-256-GCM, bound to its account) with a key kept outside the database (totp-key.ts), so a
 * copy of the database alone gives no one the codes. Secrets stored in plain by an earlier
 * version are sealed as the API starts (sealStoredTotpSecrets). A code is taken once:
 * the time step of the last accepted code is kept and that step and older ones are refused.
 * Recovery codes are stored only as sha256 (they carry 118 random bits) and deleted when used.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCode } from 'qrcode';
import type { Kysely } from 'kysely';
import type { StaffTwoFactorSetup } from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { recordAccessChange, recordRecoveryCodeUsed } from './access-ledger';
import { findActiveStaff, type SignInCandidate } from './accounts';
import { checkPassword } from './passwords';
import { newRecoveryCode, normaliseRecoveryCode, sha256Hex } from './tokens';

/** The name an authenticator app shows beside the account. */
const TOTP_ISSUER = 'Ghumakkad';
const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code (spaces allowed, as apps show "123 456"). */
const TOTP_CODE = /^\d{6}$/;
const SEALED = /^v1\.([\w-]+)\.([\w-]+)\.([\w-]+)$/;

/** Seals TOTP secrets for the database and opens them again. */
export interface SecretBox {
  seal(secret: string, staffId: number): string;
  open(stored: string, staffId: number): string;
}

/** key: STAFF_TOTP_KEY or the key file's (totp-key.ts). */
export function secretBox(key: string): SecretBox {
  const aesKey = Buffer.from(hkdfSync('sha256', key, 'ghumakkad', 'staff totp secret', 32));
  // The account's id is the associated data: a sealed secret copied to another row won't open.
  const boundTo = (staffId: number) => Buffer.from(`staff:${staffId}`);
  return {
    seal(secret, staffId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv).setAAD(boundTo(staffId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(stored, staffId) {
      const match = SEALED.exec(stored);
      // Never taken as it is: a secret written into the row by hand (or by an attacker with the
      // database) would otherwise be believed.
      if (!match) {
        throw new Error(
          'A two-factor secret is not sealed; the API seals stored ones as it starts',
        );
      }
      const [iv, tag, sealed] = match.slice(1).map((part) => Buffer.from(part!, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv!).setAAD(boundTo(staffId));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    },
  };
}

export const isSealedSecret = (stored: string) => SEALED.test(stored);

export interface SecretSealing {
  /** Secrets (current or pending) found in plain and sealed now. */
  sealed: number;
  /** Sealed secrets this key does not open: sealed with another key (another machine's file?). */
  unreadable: number;
}

/**
 * Seals every TOTP secret still stored in plain (an earlier version kept them so without
 * STAFF_TOTP_KEY), and counts the sealed ones this key cannot open. Idempotent: a sealed secret
 * is left as it is. Each row is written only if it still holds the plain text read, so a setup
 * started meanwhile is not overwritten.
 */
export async function sealStoredTotpSecrets(
  db: Kysely<Database>,
  box: SecretBox,
): Promise<SecretSealing> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) =>
      eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]),
    )
    .execute();
  const counts: SecretSealing = { sealed: 0, unreadable: 0 };
  for (const row of rows) {
    for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
      const stored = row[column];
      if (stored === null) continue;
      if (isSealedSecret(stored)) {
        if (!opens(box, stored, row.id)) counts.unreadable += 1;
        continue;
      }
      const written = await db
        .updateTable('staff')
        .set({ [column]: box.seal(stored, row.id) })
        .where('id', '=', row.id)
        .where(column, '=', stored)
        .executeTakeFirst();
      counts.sealed += Number(written.numUpdatedRows);
    }
  }
  return counts;
}

function opens(box: SecretBox, stored: string, staffId: number): boolean {
  try {
    box.open(stored, staffId);
    return true;
  } catch {
    return false;
  }
}

/** A new secret for the account, its otpauth URL, and that URL as an SVG QR code. */
export async function newTotpSetup(email: string): Promise<StaffTwoFactorSetup> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrSvg = await qrCode(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step of the code if it is right now and newer than lastStep; else null. */
export async function acceptedTotpStep(
  secret: string,
  typed: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  const token = typed.replace(/\s/g, '');
  if (!TOTP_CODE.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // A TOTP check's result names its time step (an HOTP one, which this never is, would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Starts (or starts again) setting up an authenticator: the new secret waits for a code. */
export async function beginTwoFactorSetup(
  db: Kysely<Database>,
  box: SecretBox,
  staff: { id: number; email: string },
): Promise<StaffTwoFactorSetup> {
  const setup = await newTotpSetup(staff.email);
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: box.seal(setup.secret, staff.id) })
    .where('id', '=', staff.id)
    .execute();
  return setup;
}

export type TwoFactorConfirmation =
  | { outcome: 'enabled'; recoveryCodes: string[] }
  | { outcome: 'no-setup' }
  | { outcome: 'wrong-code' };

/**
 * Ends every session of the account but `keep` (the one that made the change): whoever holds
 * another, a stolen cookie say, signs in again under the account's new second factor.
 */
async function endOtherSessions(
  trx: Kysely<Database>,
  staffId: number,
  keep: string,
): Promise<void> {
  await trx
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('id', '!=', keep)
    .execute();
}

/**
 * Turns the pending secret on when the code is right for it, makes new recovery codes (the only
 * time they exist in clear: the caller shows them once) and ends the account's other sessions.
 */
export async function confirmTwoFactor(
  db: Kysely<Database>,
  box: SecretBox,
  { staffId, keepSession }: { staffId: number; keepSession: string },
  code: string,
  now: Date,
): Promise<TwoFactorConfirmation> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff')
      .select('totp_pending_secret')
      .where('id', '=', staffId)
      .executeTakeFirst();
    if (!row?.totp_pending_secret) return { outcome: 'no-setup' };
    const secret = box.open(row.totp_pending_secret, staffId);
    const step = await acceptedTotpStep(secret, code, null, now);
    if (step === null) return { outcome: 'wrong-code' };
    await trx
      .updateTable('staff')
      .set({
        totp_secret: row.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
      })
      .where('id', '=', staffId)
      .execute();
    await recordAccessChange(trx, staffId, 'two-factor', now);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(
        recoveryCodes.map((recoveryCode) => ({
          staff_id: staffId,
          code_hash: sha256Hex(normaliseRecoveryCode(recoveryCode)),
        })),
      )
      .execute();
    await endOtherSessions(trx, staffId, keepSession);
    return { outcome: 'enabled', recoveryCodes };
  });
}

/**
 * Turns the second factor off: its secret, any pending one and the recovery codes go, and so do
 * the account's other sessions.
 */
export async function removeTwoFactor(
  db: Kysely<Database>,
  { staffId, keepSession }: { staffId: number; keepSession: string },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordAccessChange(trx, staffId, 'two-factor', now);
    await trx
      .updateTable('staff')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('id', '=', staffId)
      .execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await endOtherSessions(trx, staffId, keepSession);
  });
}

/** How a sign-in's second factor was given, or null when the code was not right. */
export type SecondFactorUsed = 'authenticator' | 'recovery code' | null;

/**
 * Checks a sign-in code: an authenticator code newer than the last one taken, or an unused
 * recovery code, which is used up by this. Either way, the same code never works twice, not
 * even when two requests bring it at once (the write that takes it is conditional).
 */
export async function useSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  account: { id: number; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<SecondFactorUsed> {
  const secret = box.open(account.totpSecret, account.id);
  const step = await acceptedTotpStep(secret, code, account.totpLastStep, now);
  if (step !== null) {
    const taken = await db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', account.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? 'authenticator' : null;
  }
  const codeHash = sha256Hex(normaliseRecoveryCode(code));
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom('staff_recovery_codes')
      .where('staff_id', '=', account.id)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    if (Number(used.numDeletedRows) !== 1) return null;
    // In the ledger too: a restore of an older backup uses it up again.
    await recordRecoveryCodeUsed(trx, account.id, codeHash, now);
    return 'recovery code';
  });
}

export type SignInCheck =
  | { outcome: 'signed-in'; account: SignInCandidate; secondFactor: SecondFactorUsed }
  /** The password was right; the account has a second factor and no code came. */
  | { outcome: 'code-needed' }
  | {
      outcome: 'wrong-password' | 'wrong-code';
      /** The enabled account of the address, if there is one. */
      staffId: number | null;
    };

/**
 * Checks a sign-in's password, then its code when the account has a second factor. A wrong
 * password takes as long for an unknown address as for a known one (checkPassword), and a code
 * is looked at only after the password was right.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  box: SecretBox,
  credentials: { email: string; password: string; code?: string | undefined },
  now: Date,
): Promise<SignInCheck> {
  const account = await findActiveStaff(db, credentials.email);
  const passwordRight = await checkPassword(account?.passwordHash ?? null, credentials.password);
  if (!account || !passwordRight) {
    return { outcome: 'wrong-password', staffId: account?.id ?? null };
  }
  if (account.totpSecret === null) return { outcome: 'signed-in', account, secondFactor: null };
  if (credentials.code === undefined) return { outcome: 'code-needed' };
  const used = await useSecondFactor(
    db,
    box,
    { id: account.id, totpSecret: account.totpSecret, totpLastStep: account.totpLastStep },
    credentials.code,
    now,
  );
  return used
    ? { outcome: 'signed-in', account, secondFactor: used }
    : { outcome: 'wrong-code', staffId: account.id };
}
