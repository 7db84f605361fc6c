/**
 * POST bodies must be JSON, so a cross-site HTML form (which can only send simple content
 * types) never reaches a handler. Fastify answers other content types with 415 itself; a POST
 * with no body and no content type is caught here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

export async function requireJsonBody(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'POST' && request.body === undefined) {
    return reply.status(415).send(failure('Send the request body as application/json.'));
  }
}
