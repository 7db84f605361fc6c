/**
 * Builds the HTTP API: framework options, the cross-cutting hooks and plugins (security headers,
 * CORS, rate limits, errors, OpenAPI), then one encapsulated plugin per domain (api/README.md,
 * Layout).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { assistantPlugin } from './assistant/plugin';
import { AnswerCache, DEFAULT_CATALOGUE_CACHE_TTL_MS } from './catalogue/answer-cache';
import { cataloguePlugin } from './catalogue/plugin';
import { staffAccessConfig, type StaffAccessConfig, type TrustProxy } from './config';
import { corsOptions, staffOrigins } from './cors';
import type { AppDatabase } from './db/connect';
import { OPENAPI_OPTIONS } from './docs/openapi';
import { healthPlugin } from './health/plugin';
import { siteMediaPlugin } from './images/plugin';
import { leadsPlugin } from './leads/plugin';
import { createLeadRecorder } from './leads/record-lead';
import { OneLineRequestLog, pinoOptions, type LogSettings } from './logging';
import type { ApiMetrics } from './metrics';
import { newsletterPlugin } from './newsletter/plugin';
import type { ChannelSelector } from './notifications/channels';
import { DEFAULT_RATE_LIMITS, rateLimitOptions, type RateLimits } from './rate-limit';
import { releaseHealthPlugin } from './release-health/plugin';
import { handleError, handleFrameworkError, handleNotFound } from './routes/errors';
import { requireJsonBody } from './routes/json-body';
import { refuseNulCharacters, useZodRouteSchemas } from './routes/validation';
import { HELMET_OPTIONS, strictTransportSecurity } from './security-headers';
import { staffPlugin } from './staff/plugin';

const BODY_LIMIT_BYTES = 64 * 1024;
const MAX_PATH_PARAMETER_LENGTH = 1_000;

/**
 * How long a client may take. Every answer of this API takes well under a second, and a 64 KB
 * body arrives in a few seconds even on a slow phone; a client that sends its headers or body a
 * byte at a time (slowloris) is cut off instead of holding a socket. Node checks the headers and
 * request deadlines every `checkEveryMs`.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  /** An idle keep-alive socket is closed after this; behind a load balancer, keep it above the balancer's idle timeout or set that lower. */
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
};
/** Every catalogue answer of today's catalogue fits many times over; floods of odd keys do not. */
const ANSWER_CACHE_MAX_ENTRIES = 5_000;
const ANSWER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface AppOptions {
  /** Opened and migrated by the caller, who also closes it. */
  database: AppDatabase;
  authCode: string;
  /** Exact allowed origins, or null for any local development origin. */
  corsOrigins: string[] | null;
  rateLimits?: RateLimits;
  /** Shares rate-limit counters across processes; owned (and closed) by the caller. */
  redis?: Redis | null;
  /** How many proxies (or which) stand in front; their X-Forwarded-* headers are believed. */
  trustProxy?: TrustProxy;
  /** Where and from which level to log; false logs nothing. */
  logger?: LogSettings | false;
  /** How long a cached catalogue answer may be served; 0 turns the cache off. */
  catalogueCacheTtlMs?: number;
  /** The notifications (lead_outbox rows) each new lead gets; none when absent. */
  leadChannels?: ChannelSelector;
  /**
   * The site's public origin, linked from the newsletter confirm/unsubscribe pages; without
   * corsOrigins, also the one origin that may call /staff with credentials.
   */
  publicSiteUrl?: string | null;
  /** Staff sign-in and sessions (STAFF_REQUIRE_2FA, …); the defaults when absent. */
  staffAccess?: StaffAccessConfig;
  /** The clock of staff sessions and two-factor codes; tests move it on. */
  staffClock?: () => Date;
  /** Tests shorten them; see SERVER_TIMEOUTS. */
  timeouts?: typeof SERVER_TIMEOUTS;
  /**
   * Problems the content folder had when this process started (its import was refused and the
   * last good catalogue serves); /health reports the count. 0 when it was imported.
   */
  contentProblems?: number;
  /** Counts every answer and every lead stored (API_METRICS_PORT); none when absent. */
  metrics?: ApiMetrics;
}

export function buildApp({
  database,
  authCode,
  corsOrigins,
  rateLimits = DEFAULT_RATE_LIMITS,
  redis = null,
  trustProxy = false,
  logger = false,
  catalogueCacheTtlMs = DEFAULT_CATALOGUE_CACHE_TTL_MS,
  leadChannels,
  publicSiteUrl = null,
  staffAccess,
  staffClock,
  timeouts = SERVER_TIMEOUTS,
  contentProblems = 0,
  metrics,
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ? pinoOptions(logger) : false,
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Room for every path parameter the document allows (a package name of 200 characters,
    // percent-encoded); longer ones answer 414 in our envelope (handleFrameworkError).
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: handleFrameworkError,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // A hop count becomes Fastify's documented trust function: hop 0 is the socket's peer.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
  });
  // Only JSON bodies are accepted; by default Fastify would also take text/plain as a string.
  app.removeContentTypeParser('text/plain');
  useZodRouteSchemas(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  metrics?.observe(app);
  app.addHook('preValidation', requireJsonBody);
  app.addHook('preHandler', refuseNulCharacters);
  app.register(helmet, HELMET_OPTIONS);
  app.addHook('onRequest', strictTransportSecurity);
  app.register(cors, corsOptions(corsOrigins, publicSiteUrl));
  app.register(rateLimit, rateLimitOptions(rateLimits, redis));
  // Before the routes, so that it sees each of them being added.
  app.register(swagger, OPENAPI_OPTIONS);

  // Catalogue writes by other processes (the import's, another API's) reach the cache's version
  // within a second; stopped when the caller closes the database.
  database.followCatalogueVersion();
  const answers = new AnswerCache({
    maxEntries: ANSWER_CACHE_MAX_ENTRIES,
    maxBytes: ANSWER_CACHE_MAX_BYTES,
    ttlMs: catalogueCacheTtlMs,
    version: database.catalogueVersion,
  });
  const { db } = database;
  const access = staffAccess ?? staffAccessConfig({});
  const now = staffClock ?? (() => new Date());

  // One encapsulated plugin per domain, each with what it needs; registered after the plugins
  // above so that their hooks apply to every route. Only the catalogue reads and the lead routes
  // ask for the authCode.
  app.register(healthPlugin, { database, contentProblems });
  app.register(cataloguePlugin, { database, answers, authCode });
  app.register(leadsPlugin, {
    recordLead: createLeadRecorder(database, { channelsFor: leadChannels }),
    rateLimits,
    authCode,
    onStored: metrics?.leadStored,
  });
  app.register(siteMediaPlugin, { db });
  app.register(assistantPlugin, { db, perIpPerMinute: rateLimits.assistant });
  app.register(releaseHealthPlugin, {
    db,
    renderToken: rateLimits.renderToken ?? '',
    access,
    publicSiteUrl,
    now,
    staffOrigins: staffOrigins(corsOrigins, publicSiteUrl),
  });
  app.register(newsletterPlugin, { db, publicSiteUrl });
  app.register(staffPlugin, {
    database,
    redis,
    redisNamespace: rateLimits.namespace,
    publicSiteUrl,
    siteOrigins: staffOrigins(corsOrigins, publicSiteUrl),
    access,
    now,
  });
  return app;
}
