/**
 * The session cookie, read and written by hand: its value is base64url (nothing to encode), and
 * @fastify/cookie loads its parser with a dynamic import() that Jest's CommonJS runtime cannot run.
 *
 * Over HTTPS it is `__Host-gk_staff`: browsers take a cookie of that prefix only when it is Secure,
 * has Path=/ and no Domain, so neither a plain-http page nor a sibling subdomain can set or
 * replace it. Plain-http development cannot keep a Secure cookie, so there it is `gk_staff`.
 */
export const STAFF_COOKIE = 'gk_staff';
export const SECURE_STAFF_COOKIE = '__Host-gk_staff';

/** The cookie's name in this mode; only that name is read, so the other one signs nobody in. */
export const staffCookieName = (secure: boolean) => (secure ? SECURE_STAFF_COOKIE : STAFF_COOKIE);

/** The value of one cookie in a Cookie header; the first one wins, as browsers send it first. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    return value;
  }
  return undefined;
}

export interface SessionCookieOptions {
  /** Seconds; 0 tells the browser to drop the cookie. */
  maxAge: number;
  /** HTTPS: the __Host- name, and Secure. */
  secure: boolean;
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it). */
export function sessionCookie(value: string, { maxAge, secure }: SessionCookieOptions): string {
  if (!/^[\w-]*$/.test(value)) throw new Error('A session token must be base64url');
  const attributes = [
    `${staffCookieName(secure)}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    ...(maxAge <= 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}
