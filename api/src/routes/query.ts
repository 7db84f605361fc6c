/**
 * The original client sends a cleared search field as an empty or "null" value; treat those as
 * absent so they mean "no filter" rather than failing validation.
 */
import type { preValidationHookHandler } from 'fastify';

/** Runs before the route's query schema, which then sees only the fields that were filled. */
export const dropBlankQueryValues: preValidationHookHandler = (request, _reply, done) => {
  const entries = Object.entries((request.query ?? {}) as Record<string, unknown>);
  request.query = Object.fromEntries(
    entries.filter(([, value]) => value !== '' && value !== 'null'),
  );
  done();
};
