/**
 * The admin routes' bearer token. Without ADMIN_TOKEN they stay closed (503), never open; the
 * comparison takes the same time whatever the guess, so it leaks nothing about the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { failure } from './envelope';

/** Wrong tokens allowed per IP in each window; then every call from it waits out the window. */
export const ADMIN_FAILURE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireAdminToken(app: FastifyInstance, token: string | null) {
  // Comparing fixed-length digests hides the token's length as well as its content.
  const expected = token === null ? null : digest(token);
  // Failures are counted by the rate-limit plugin (in Redis when configured, so across
  // processes); an IP over the limit is locked out here, the right token included, so that a
  // guesser cannot tell a hit by its 200 among the 429s.
  const failures = app.createRateLimit({
    ...ADMIN_FAILURE_LIMIT,
    keyGenerator: (request) => `admin-token:ip:${request.ip}`,
    allowList: () => false,
  });
  const lockedUntil = new LRUCache<string, number>({
    max: 10_000,
    ttl: ADMIN_FAILURE_LIMIT.timeWindow,
  });
  const refuse = (reply: FastifyReply, until: number) => {
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    return reply
      .status(429)
      .header('retry-after', String(seconds))
      .send(failure(`Too many wrong admin tokens. Please try again in ${seconds} seconds.`));
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected === null) {
      return reply.status(503).send(failure('Admin access is not configured on this server.'));
    }
    const locked = lockedUntil.get(request.ip);
    if (locked !== undefined && locked > Date.now()) return refuse(reply, locked);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      // Logged without what was sent: a near miss would give the token away.
      request.log.warn({ reason: match ? 'wrong token' : 'no bearer token' }, 'admin auth failed');
      const verdict = await failures(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const until = Date.now() + verdict.ttl;
        lockedUntil.set(request.ip, until, { ttl: verdict.ttl });
        return refuse(reply, until);
      }
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(failure('Missing or invalid admin token.'));
    }
  };
}
