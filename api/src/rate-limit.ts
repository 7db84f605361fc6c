/**
 * Per-IP rate limits: a general one over every route, and a stricter one over the lead routes.
 * With a Redis client the counters live in Redis, so every API process enforces one budget.
 */
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimits {
  /** Requests per IP per minute, all routes together (/health excepted). */
  perIp: number;
  /** Lead submissions per IP per minute, across all lead routes together. */
  leads: number;
  /** Assistant questions per IP per minute (GET /ai/package); absent: only `perIp` applies. */
  assistant?: number;
  /** Prefix of the Redis keys, so several deployments can share one Redis. */
  namespace: string;
  /**
   * A secret the site's render server sends in `X-Render-Token`: its calls skip the per-IP
   * limit, since they all come from its one address on behalf of every visitor (a crawler or a
   * busy minute would otherwise get the site's own pages refused). Empty: nobody skips it.
   * With `X-Render-Client-Ip` beside it, the call is a visitor's (a lead form posted to the
   * site's server without JavaScript) and counts against that visitor's address instead.
   */
  renderToken?: string;
}

/** The header the render server identifies itself with (scripts/render/). */
export const RENDER_TOKEN_HEADER = 'x-render-token';
/** The visitor a render server's call is made for; believed only with the render token. */
export const RENDER_CLIENT_IP_HEADER = 'x-render-client-ip';

/** Whether a request carries the render server's token, compared in constant time. */
export function isRenderServer(token: string, presented: string | string[] | undefined): boolean {
  if (!token || typeof presented !== 'string') return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * perIp: pages are rendered on the server, whose calls skip the limit, so a visitor's browser
 * calls the API only when moving between pages in the app and sending forms: 2–4 calls a page.
 * One mobile carrier's address (CGNAT) can carry hundreds of visitors; 3,000 a minute lets 200
 * of them each open a page every 15 seconds, while one client alone still cannot hold the API
 * (a catalogue read costs ~150 µs of CPU, so 50/s is under a tenth of one core). Leads stay at
 * 10 a minute: a person sends one.
 */
export const DEFAULT_RATE_LIMITS = {
  perIp: 3000,
  leads: 10,
  // A person chatting asks a few a minute; a family or office behind one address, a few dozen.
  assistant: 60,
  namespace: 'ghumakkad-rate-limit:',
} satisfies RateLimits;

const WINDOW_MS = 60_000;

/**
 * The visitor's address a render server's call names (a form posted to the site's server), or
 * null: from anyone without the render token the header is ignored, so nobody can name a fresh
 * address for each request, and a value that is not an address is not a bucket either.
 */
function renderedForClient(limits: RateLimits, request: FastifyRequest): string | null {
  const client = request.headers[RENDER_CLIENT_IP_HEADER];
  if (typeof client !== 'string' || isIP(client) === 0) return null;
  return isRenderServer(limits.renderToken ?? '', request.headers[RENDER_TOKEN_HEADER])
    ? client
    : null;
}

/** The address a request is counted against: the visitor a render server acts for, else the sender's. */
export function rateLimitKey(limits: RateLimits, request: FastifyRequest): string {
  // normalizeIP is the plugin's default key: an IPv6 visitor's /64 is one bucket either way.
  return normalizeIP(renderedForClient(limits, request) ?? request.ip);
}

/** Options of @fastify/rate-limit: one general counter per IP, for every route that does not opt out. */
export function rateLimitOptions(limits: RateLimits, redis: Redis | null): RateLimitPluginOptions {
  return {
    global: true,
    max: limits.perIp,
    timeWindow: WINDOW_MS,
    ...(redis ? { redis, nameSpace: limits.namespace } : {}),
    keyGenerator: (request) => rateLimitKey(limits, request),
    // The render server's own calls (pages) skip the limits; a call it makes for a visitor does
    // not, whatever that header says: it is counted against the visitor, or against the sender.
    allowList: (request) =>
      request.headers[RENDER_CLIENT_IP_HEADER] === undefined &&
      isRenderServer(limits.renderToken ?? '', request.headers[RENDER_TOKEN_HEADER]),
    // A Redis outage pauses the limits rather than refusing every lead.
    skipOnError: true,
    // Our own site is the only client and never reads the counters; three headers on every
    // answer cost more than the counting. A 429 still says when to retry (Retry-After).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
        { statusCode: context.statusCode },
      ),
  };
}

/** One counter per IP for all lead routes, so spreading a flood over them gains nothing. */
export function leadRateLimit(
  app: FastifyInstance,
  limits: RateLimits,
): preHandlerAsyncHookHandler {
  return app.rateLimit({ max: limits.leads, timeWindow: WINDOW_MS, groupId: 'leads' });
}
