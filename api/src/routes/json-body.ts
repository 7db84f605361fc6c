/**
 * POST bodies must be JSON, so a cross-site HTML form (which can only send simple content
 * types) never reaches a handler. Fastify answers other content types with 415 itself; a POST
 * with no body and no content type is caught here.
 */
import type { preValidationHookHandler } from 'fastify';
import { failure } from './envelope';

// Callback style: no promise per request.
export const requireJsonBody: preValidationHookHandler = (request, reply, done) => {
  if (request.method === 'POST' && request.body === undefined) {
    reply.status(415).send(failure('Send the request body as application/json.'));
    return;
  }
  done();
};
