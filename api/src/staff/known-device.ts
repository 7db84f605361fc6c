/**
 * The browsers that have signed an account in before: a signed, HttpOnly cookie set after each
 * successful sign-in, naming a random device id and (by a keyed tag, never the email) the
 * accounts it signed in, at most a few. While a colleague's guessing keeps an account locked,
 * such a browser still gets the owner in through the throttle's slow lane (sign-in-throttle.ts).
 * Signed with a key derived from the privacy key, which every API process of one database has,
 * so that no client can make up a device or move one to another account.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { normaliseEmail } from './accounts';

export const DEVICE_COOKIE = 'gk_device';
export const SECURE_DEVICE_COOKIE = '__Host-gk_device';
/** How long a browser stays known without signing in again. */
export const KNOWN_DEVICE_DAYS = 180;
/** Accounts one browser is known for (a shared desk), newest first. */
const MAX_ACCOUNTS_PER_DEVICE = 5;
const ENTRY = /^([\w-]{22})\.([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;

export const deviceCookieName = (secure: boolean) =>
  secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;

export interface KnownDevices {
  /** The device id this cookie vouches for this account, or null. */
  deviceFor(cookie: string | undefined, email: string, now: Date): string | null;
  /** The cookie's new value after this account signed in from it. */
  afterSignIn(cookie: string | undefined, email: string, now: Date): string;
  /** A keyed digest of the account, for logs: lines can be matched up without naming anyone. */
  logId(email: string): string;
}

interface Entry {
  device: string;
  accountTag: string;
  expiresAt: number;
}

/** key: the privacy key (or any secret every process shares); subkeys are derived per use. */
export function knownDevices(key: Buffer): KnownDevices {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', key, 'ghumakkad', purpose, 32));
  const signingKey = derive('staff known device');
  const logKey = derive('staff sign-in log id');

  const accountTag = (email: string) =>
    createHmac('sha256', signingKey)
      .update(`account:${normaliseEmail(email)}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  const macOf = (entry: Entry) =>
    createHmac('sha256', signingKey)
      .update(`${entry.device}.${entry.accountTag}.${entry.expiresAt}`)
      .digest();

  /** The entries whose signature holds and which have not expired; anything else is dropped. */
  function validEntries(cookie: string | undefined, now: Date): Entry[] {
    if (!cookie) return [];
    const seconds = Math.floor(now.getTime() / 1000);
    return cookie
      .split('~')
      .slice(0, MAX_ACCOUNTS_PER_DEVICE)
      .flatMap((text) => {
        const match = ENTRY.exec(text);
        if (!match) return [];
        const entry = { device: match[1]!, accountTag: match[2]!, expiresAt: Number(match[3]) };
        const given = Buffer.from(match[4]!, 'base64url');
        const expected = macOf(entry);
        const genuine = given.length === expected.length && timingSafeEqual(given, expected);
        return genuine && entry.expiresAt > seconds ? [entry] : [];
      });
  }

  return {
    deviceFor(cookie, email, now) {
      const tag = accountTag(email);
      return validEntries(cookie, now).find((entry) => entry.accountTag === tag)?.device ?? null;
    },
    afterSignIn(cookie, email, now) {
      const entries = validEntries(cookie, now);
      const tag = accountTag(email);
      // One id per browser, kept across the accounts it signs in.
      const device = entries[0]?.device ?? randomBytes(16).toString('base64url');
      const fresh: Entry = {
        device,
        accountTag: tag,
        expiresAt: Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      };
      const others = entries.filter((entry) => entry.accountTag !== tag && entry.device === device);
      return [fresh, ...others]
        .slice(0, MAX_ACCOUNTS_PER_DEVICE)
        .map(
          (entry) =>
            `${entry.device}.${entry.accountTag}.${entry.expiresAt}.${macOf(entry).toString('base64url')}`,
        )
        .join('~');
    },
    logId(email) {
      return createHmac('sha256', logKey)
        .update(normaliseEmail(email))
        .digest()
        .subarray(0, 8)
        .toString('hex');
    },
  };
}

/** HttpOnly, SameSite=Strict, the whole site (as a __Host- cookie must be), for 180 days. */
export function deviceCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  };
}
