/** Which browser origins may call the API, and with which headers. */
import type { FastifyCorsOptions } from '@fastify/cors';

/** Local development servers on any port. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** allowed: exact origins ("*" allows any), or null for local development origins only. */
export function isAllowedOrigin(origin: string, allowed: string[] | null): boolean {
  if (allowed === null) return LOCAL_ORIGIN.test(origin);
  return allowed.includes('*') || allowed.includes(origin);
}

export function corsOptions(allowed: string[] | null): FastifyCorsOptions {
  return {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && isAllowedOrigin(origin, allowed)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  };
}
