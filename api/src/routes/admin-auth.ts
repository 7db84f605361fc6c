/**
 * The admin routes' bearer token. Without ADMIN_TOKEN they stay closed (503), never open; the
 * comparison takes the same time whatever the guess, so it leaks nothing about the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireAdminToken(token: string | null) {
  // Comparing fixed-length digests hides the token's length as well as its content.
  const expected = token === null ? null : digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected === null) {
      return reply.status(503).send(failure('Admin access is not configured on this server.'));
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(failure('Missing or invalid admin token.'));
    }
  };
}
