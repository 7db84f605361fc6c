/**
 * How routes validate: with the zod schemas in their Fastify `schema`, a refusal being the 400
 * envelope, a message naming each bad field plus the list.
 */
import type { FastifyError, FastifyInstance, preHandlerHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failure } from './envelope';

/** Compiles route schemas as zod; any app (or test) that mounts our routes calls this first. */
export function useZodRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out as the handlers build them: their zod schemas document them, the contract
  // test holds the handlers to them, and re-parsing every answer would cost every request and
  // turn a drift into a 500 for the visitor.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

export interface FieldError {
  field: string;
  message: string;
}

/** A field as a dotted path (`travellers.0.name`); a problem with the whole body is `body`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : 'body';
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: fieldName(issue.path), message: issue.message }));
}

export function validationFailure(errors: FieldError[]) {
  const message = errors.map(({ field, message }) => `${field}: ${message}`).join('; ');
  return failure(message, { errors });
}

/**
 * The same envelope for a request that its route's schema refused before the handler ran:
 * fastify-type-provider-zod reports each zod issue with its path as a JSON pointer.
 */
export function schemaValidationFailure(error: FastifyError) {
  const issues = error.validation ?? [];
  return validationFailure(
    issues.map(({ instancePath, message }) => ({
      field: fieldName(instancePath.split('/').filter(Boolean)),
      message: message ?? 'Invalid',
    })),
  );
}

/** A value in a body or query, and how it was reached (its path is built only when needed). */
interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.unshift(at.key);
  }
  return path;
}

/** Where U+0000 sits in a value: its field path, or undefined when it has none. */
function nulCharacterAt(value: unknown): string | undefined {
  // A loop, not recursion: a 64 KB body can nest thousands of levels deep.
  const pending: Visit[] = [{ value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return fieldName(pathOf(next));
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({ value: child, key, parent: next });
      }
    }
  }
  return undefined;
}

/**
 * No text with U+0000 gets past validation: PostgreSQL cannot store it in text or jsonb (a lead
 * holding one would break every inbox list it appears in), and no form has a use for it. Looks at
 * what the route's schemas let through (and the lead routes' bodies, checked in their handler).
 */
export const refuseNulCharacters: preHandlerHookHandler = (request, reply, done) => {
  // A route that takes invalid input itself (attachValidation) says what was wrong its own way.
  if (request.validationError) return done();
  const schema = request.routeOptions.schema ?? {};
  const parts = [
    schema.querystring ? request.query : undefined,
    schema.params ? request.params : undefined,
    schema.body ? request.body : undefined,
  ];
  for (const part of parts) {
    const field = nulCharacterAt(part);
    if (field !== undefined) {
      reply
        .status(400)
        .send(validationFailure([{ field, message: 'Must not contain the character U+0000' }]));
      return;
    }
  }
  done();
};
