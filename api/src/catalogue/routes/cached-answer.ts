/** Sends catalogue answers from the AnswerCache, building and keeping them on a miss. */
import { createHash } from 'node:crypto';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import type { AnswerCache } from '../answer-cache';

/**
 * Catalogue answers change only when the agency imports new content. Browsers ask again every
 * time (max-age=0) but with If-None-Match, so an unchanged answer costs a 304 without a body; a
 * CDN may keep one for a minute and serve it stale for five while it fetches a new one.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export const catalogueCacheControl: onSendHookHandler = (request, reply, payload, done) => {
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    [200, 304].includes(reply.statusCode)
  ) {
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
  }
  done(null, payload);
};

/** The ETag of an answer's bytes, as @fastify/etag writes it (it skips answers that have one). */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64')}"`;
}

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
  reply.status(hit.statusCode).type(JSON_TYPE).header('etag', hit.etag).send(hit.body);
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
  const etag = etagOf(body);
  cache.set(key, { statusCode, body, etag }, version);
  reply.status(statusCode).type(JSON_TYPE).header('etag', etag).send(body);
}
