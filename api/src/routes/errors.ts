/** JSON envelopes for every failure, without stack traces or internal messages. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { schemaValidationFailure } from './validation';

/** Plain wording for the request errors Fastify raises itself. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send the body as application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A request its route's zod schema refused: the 400 naming each bad field.
  if (error.validation) return reply.status(400).send(schemaValidationFailure(error));
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure('Something went wrong. Please try again later.'));
  }
  return reply.status(status).send(failure(clientMessage(error, request)));
}

function clientMessage(error: FastifyError, request: FastifyRequest): string {
  // The limit of the route asked: some take less than the app's 64 KB.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `Request body is too large (the limit is ${request.routeOptions.bodyLimit / 1024} KB).`;
  }
  return CLIENT_MESSAGES[error.code] ?? error.message;
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(failure(`Not found: ${request.method} ${request.url.split('?')[0]}`));
}

/** Errors Fastify's router meets before any route (a malformed or overlong URL), as envelopes. */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply
    .status(error.statusCode ?? 400)
    .send(failure(CLIENT_MESSAGES[error.code] ?? 'Bad request.'));
}
