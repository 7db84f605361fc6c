/** Sends catalogue answers from the AnswerCache, building and keeping them on a miss. */
import type { FastifyReply } from 'fastify';
import type { AnswerCache } from '../catalogue/answer-cache';

/** What Fastify sends for an object payload; a cached answer must look the same. */
const JSON_TYPE = 'application/json; charset=utf-8';

export interface BuiltAnswer {
  statusCode?: number;
  payload: unknown;
}

/**
 * `key` must name everything the answer depends on (route and validated, normalised input), so
 * requests differing only in ignored fields share one entry.
 *
 * A hit is sent before this returns, with no promise: route handlers are plain functions that
 * return what this returns, so only a miss makes the request asynchronous.
 */
export function sendCachedAnswer(
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  build: () => Promise<BuiltAnswer>,
): Promise<void> | undefined {
  const hit = cache.get(key);
  if (!hit) return buildAndSend(reply, cache, key, build);
  reply.status(hit.statusCode).type(JSON_TYPE).send(hit.body);
  return undefined;
}

async function buildAndSend(
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  build: () => Promise<BuiltAnswer>,
): Promise<void> {
  const version = cache.version();
  const { statusCode = 200, payload } = await build();
  const body = Buffer.from(JSON.stringify(payload));
  cache.set(key, { statusCode, body }, version);
  reply.status(statusCode).type(JSON_TYPE).send(body);
}
