/** The spec's fixed authCode query parameter, checked before anything else runs. */
import type { onRequestHookHandler } from 'fastify';
import { failure } from './envelope';

// The code ships in the public front-end bundle, so it gates casual use rather than guarding
// secrets; a plain comparison is enough.
export function requireAuthCode(expected: string): onRequestHookHandler {
  return async (request, reply) => {
    const { authCode } = request.query as { authCode?: unknown };
    if (authCode !== expected) {
      return reply.status(401).send(failure('Missing or invalid authCode.'));
    }
  };
}
