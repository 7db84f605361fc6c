/**
 * Which browser origins may call the API, and with which headers. The staff inbox's /staff
 * routes are called with credentials (the session cookie), so they answer only origins named
 * exactly (or, without CORS_ORIGINS, the local development ones), never "*", and the
 * credentials header only to those.
 */
import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';

/** Local development servers on any port. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** allowed: exact origins ("*" allows any), or null for local development origins only. */
export function isAllowedOrigin(origin: string, allowed: string[] | null): boolean {
  if (allowed === null) return LOCAL_ORIGIN.test(origin);
  return allowed.includes('*') || allowed.includes(origin);
}

/** Origins that may call /staff with credentials: named exactly; "*" names nobody. */
export function isAllowedStaffOrigin(origin: string, allowed: string[] | null): boolean {
  if (allowed === null) return LOCAL_ORIGIN.test(origin);
  return allowed.includes(origin);
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

function staffOptions(allowed: string[] | null): FastifyCorsOptions {
  return {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && isAllowedStaffOrigin(origin, allowed)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  };
}

export function corsOptions(allowed: string[] | null): FastifyCorsOptions {
  const forPublic = publicOptions(allowed);
  const forStaff = staffOptions(allowed);
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) =>
    callback(null, isStaffPath(request.url ?? '') ? forStaff : forPublic);
  return { delegator };
}
