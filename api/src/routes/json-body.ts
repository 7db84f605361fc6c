/**
 * A route that takes a body takes JSON, so a cross-site HTML form (which can only send simple
 * content types) never reaches its handler. Fastify answers other content types with 415 itself;
 * a POST with no body and no content type is caught here. Routes without a body schema (sign-out,
 * send-again, the newsletter's buttons) need no body at all.
 */
import type { preValidationHookHandler } from 'fastify';
import { failure } from './envelope';

// Callback style: no promise per request.
export const requireJsonBody: preValidationHookHandler = (request, reply, done) => {
  if (request.body === undefined && request.routeOptions.schema?.body !== undefined) {
    reply.status(415).send(failure('Send the request body as application/json.'));
    return;
  }
  done();
};
