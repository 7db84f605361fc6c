/**
 * The API's fixed authCode: a query parameter on every call, which one booking form sends in
 * its JSON body instead. The code ships in the public front-end bundle, so it gates casual use
 * rather than guarding secrets; a plain comparison is enough.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { failure } from './envelope';

const MESSAGE = 'Missing or invalid authCode.';

/** Callback-style hooks (no promise per request): they call done() or answer 401, never both. */
function requireAuthCode(expected: string): {
  onRequest: onRequestHookHandler;
  preValidation: preValidationHookHandler;
} {
  const refuse = (reply: FastifyReply) => reply.status(401).send(failure(MESSAGE));
  const queryCode = (request: FastifyRequest) => (request.query as { authCode?: unknown }).authCode;

  return {
    /** Settles the query code before any body is read; only a JSON POST may defer to its body. */
    onRequest: (request, reply, done) => {
      const code = queryCode(request);
      if (code === expected) return done();
      if (code === undefined && request.method === 'POST' && isJson(request)) return done();
      refuse(reply);
    },
    preValidation: (request, reply, done) => {
      if (queryCode(request) === expected) return done();
      const body = request.body as { authCode?: unknown } | null | undefined;
      if (typeof body !== 'object' || body === null || body.authCode !== expected) {
        refuse(reply);
        return;
      }
      done();
    },
  };
}

/** Puts the authCode check on every route of `app`'s scope (and of the scopes it registers). */
export function addAuthCodeHooks(app: FastifyInstance, expected: string): void {
  const hooks = requireAuthCode(expected);
  app.addHook('onRequest', hooks.onRequest);
  app.addHook('preValidation', hooks.preValidation);
}

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}
