import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The staff session cookie's name and attributes; @fastify/cookie (registered on the staff
 * routes) reads and writes it.
 *
 * Over HTTPS it is `__Host-gk_staff`: browsers take a cookie of that prefix only when it is Secure,
 * has Path=/ and no Domain, so neither a plain-http page nor a sibling subdomain can set or
 * replace it. Plain-http development cannot keep a Secure cookie, so there it is `gk_staff`.
 */
export const STAFF_COOKIE = 'gk_staff';
export const SECURE_STAFF_COOKIE = '__Host-gk_staff';

/** The cookie's name in this mode; only that name is read, so the other one signs nobody in. */
export const staffCookieName = (secure: boolean) => (secure ? SECURE_STAFF_COOKIE : STAFF_COOKIE);

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), the whole site. */
export function sessionCookieOptions({
  maxAgeSeconds,
  secure,
}: {
  maxAgeSeconds: number;
  secure: boolean;
}): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}
