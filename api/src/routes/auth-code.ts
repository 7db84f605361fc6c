/**
 * The spec's fixed authCode: a query parameter on every call, which one booking form sends in
 * its JSON body instead. The code ships in the public front-end bundle, so it gates casual use
 * rather than guarding secrets; a plain comparison is enough.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

const MESSAGE = 'Missing or invalid authCode.';

export function requireAuthCode(expected: string) {
  const refuse = (reply: FastifyReply) => reply.status(401).send(failure(MESSAGE));
  const queryCode = (request: FastifyRequest) => (request.query as { authCode?: unknown }).authCode;

  return {
    /** Settles the query code before any body is read; only a JSON POST may defer to its body. */
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const code = queryCode(request);
      if (code === expected) return;
      if (code === undefined && request.method === 'POST' && isJson(request)) return;
      return refuse(reply);
    },
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (queryCode(request) === expected) return;
      const body = request.body as { authCode?: unknown } | null | undefined;
      if (typeof body !== 'object' || body === null || body.authCode !== expected) {
        return refuse(reply);
      }
    },
  };
}

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}
