/**
 * Staff passwords: argon2id with the library's defaults (@node-rs/argon2: 19 MiB, 2 passes), and
 * a check that takes as long for an unknown address as for a known one.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase; short enough that hashing it costs nothing unusual. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a password cannot be used, or null when it can. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False, never an error, for a hash that is not an argon2 PHC string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password against the account's hash, or against a throwaway hash when there is no
 * (usable) account, so that an unknown address answers no sooner than a wrong password.
 */
export async function checkPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash !== null) return verifyPassword(passwordHash, password);
  dummyHash ??= hash(randomBytes(18).toString('base64'));
  await verifyPassword(await dummyHash, password);
  return false;
}
