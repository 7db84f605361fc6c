/**
 * Random values of staff access: session tokens (256 random bits in the cookie, only their sha256
 * in the database), sessions' public ids, and recovery codes.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A session's name in the API: random, so it tells nothing about the token. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i): 31 of them. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 6;

/**
 * A recovery code: 24 characters of 31 (118 bits), written in groups of 6 for copying. With more
 * than 112 bits a plain sha256 is enough to store it (ASVS 6.5.2): no one can guess back to it.
 */
export function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < RECOVERY_GROUPS; group += 1) {
    let text = '';
    for (let i = 0; i < RECOVERY_GROUP_LENGTH; i += 1) {
      text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    }
    groups.push(text);
  }
  return groups.join('-');
}

/** A code as typed (any case, spaces or dashes anywhere) in the form its hash was taken of. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}
