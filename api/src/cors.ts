/**
 * Which browser origins may call the API, and with which headers. The staff inbox's /staff
 * routes are called with credentials (the session cookie), so they answer only the site's own
 * origins: those CORS_ORIGINS names exactly, or without it the origin of PUBLIC_SITE_URL, never
 * "*" nor any local port; with neither set, no origin gets credentials. The public routes carry
 * no credentials and keep the local development default (any localhost port) for convenience.
 */
import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';

/** Local development servers on any port. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** allowed: exact origins ("*" allows any), or null for local development origins only. */
export function isAllowedOrigin(origin: string, allowed: string[] | null): boolean {
  if (allowed === null) return LOCAL_ORIGIN.test(origin);
  return allowed.includes('*') || allowed.includes(origin);
}

/**
 * The origins that may call /staff with credentials: CORS_ORIGINS when set ("*" names nobody),
 * else the site's own origin (of PUBLIC_SITE_URL), else none.
 */
export function staffOrigins(allowed: string[] | null, publicSiteUrl: string | null): string[] {
  if (allowed !== null) return allowed.filter((origin) => origin !== '*');
  return publicSiteUrl ? [new URL(publicSiteUrl).origin] : [];
}

/** Whether a request URL is one of the staff inbox's routes. */
export function isStaffPath(url: string): boolean {
  return url === '/staff' || url.startsWith('/staff/') || url.startsWith('/staff?');
}

function publicOptions(allowed: string[] | null): FastifyCorsOptions {
  return {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && isAllowedOrigin(origin, allowed)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  };
}

function staffOptions(origins: string[]): FastifyCorsOptions {
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  };
}

/** allowed: CORS_ORIGINS (null when unset); publicSiteUrl: PUBLIC_SITE_URL. */
export function corsOptions(
  allowed: string[] | null,
  publicSiteUrl: string | null,
): FastifyCorsOptions {
  const forPublic = publicOptions(allowed);
  const forStaff = staffOptions(staffOrigins(allowed, publicSiteUrl));
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) =>
    callback(null, isStaffPath(request.url ?? '') ? forStaff : forPublic);
  return { delegator };
}
