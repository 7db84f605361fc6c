/** Builds the HTTP API: every call of spec §7, the documented additions, health and images. */
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AnswerCache, DEFAULT_CATALOGUE_CACHE_TTL_MS } from './catalogue/answer-cache';
import { catalogueCacheControl } from './catalogue/routes/cached-answer';
import { catalogueVersionRoutes } from './catalogue/routes/catalogue-version';
import { staffAccessConfig, type StaffAccessConfig, type TrustProxy } from './config';
import { corsOptions, staffOrigins } from './cors';
import type { AppDatabase } from './db/connect';
import { OPENAPI_OPTIONS } from './docs/openapi';
import { createLeadRecorder } from './leads/record-lead';
import type { ChannelSelector } from './notifications/channels';
import { DEFAULT_RATE_LIMITS, rateLimitOptions, type RateLimits } from './rate-limit';
import { assistantRoutes } from './assistant/routes/assistant';
import { requireAuthCode } from './routes/auth-code';
import { blogRoutes } from './catalogue/routes/blogs';
import { cityRoutes } from './catalogue/routes/cities';
import { sitemapRoutes } from './catalogue/routes/sitemap';
import { siteProfileRoutes } from './catalogue/routes/site-profile';
import { homeRoutes } from './catalogue/routes/home';
import { sitePageRoutes } from './catalogue/routes/site-pages';
import { docsRoutes } from './health/routes/docs';
import { handleError, handleFrameworkError, handleNotFound } from './routes/errors';
import { healthRoutes } from './health/routes/health';
import { imageRoutes } from './images/routes/images';
import { previewImageRoutes } from './images/routes/preview-images';
import { photoRoutes } from './images/routes/photos';
import { requireJsonBody } from './routes/json-body';
import { refuseNulCharacters, useZodRouteSchemas } from './routes/validation';
import { OneLineRequestLog, pinoOptions, type LogSettings } from './logging';
import { leadCheckRoute, leadRoutes } from './leads/routes/leads';
import type { ApiMetrics } from './metrics';
import { newsletterRoutes } from './newsletter/routes/newsletter';
import { packageRoutes } from './catalogue/routes/packages';
import { redirectRoutes } from './catalogue/routes/redirects';
import { releaseHealthRoutes } from './release-health/routes/release-health';
import { staffRoutes } from './staff/routes/staff';
import { SESSION_TTL_MS } from './staff/accounts';
import { HELMET_OPTIONS, strictTransportSecurity } from './security-headers';

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

  // Registered after the plugins above so their hooks apply to every route.
  app.register(async (open) => {
    healthRoutes(open, database, contentProblems);
    catalogueVersionRoutes(open, database);
    docsRoutes(open);
    leadCheckRoute(open, rateLimits);
    imageRoutes(open);
    previewImageRoutes(open, database.db);
    photoRoutes(open, database.db);
    assistantRoutes(
      open,
      database.db,
      rateLimits.assistant === undefined ? {} : { perIpPerMinute: rateLimits.assistant },
    );
    // No authCode: a beacon cannot add one (it carries the page's token), the render server has
    // its own token, and staff read with their session, checked as on /staff.
    const access = staffAccess ?? staffAccessConfig({});
    releaseHealthRoutes(open, database.db, {
      renderToken: rateLimits.renderToken ?? '',
      staffAccess: {
        publicSiteUrl,
        requireTwoFactor: access.requireTwoFactor,
        sessionIdleMs: access.sessionIdleMs,
        sessionTtlMs: SESSION_TTL_MS,
        now: staffClock ?? (() => new Date()),
      },
      staffOrigins: staffOrigins(corsOrigins, publicSiteUrl),
    });
  });
  // Catalogue writes by other processes (the import's, another API's) reach the cache's version
  // within a second; stopped when the caller closes the database.
  database.followCatalogueVersion();
  const answers = new AnswerCache({
    maxEntries: ANSWER_CACHE_MAX_ENTRIES,
    maxBytes: ANSWER_CACHE_MAX_BYTES,
    ttlMs: catalogueCacheTtlMs,
    version: database.catalogueVersion,
  });
  app.register(async (spec) => {
    const authCodeHooks = requireAuthCode(authCode);
    spec.addHook('onRequest', authCodeHooks.onRequest);
    spec.addHook('preValidation', authCodeHooks.preValidation);
    // Catalogue reads: an ETag (a repeat read of an unchanged answer costs a 304) and a
    // Cache-Control a CDN may act on; lead routes get neither.
    spec.register(async (reads) => {
      await reads.register(etag);
      reads.addHook('onSend', catalogueCacheControl);
      cityRoutes(reads, database.db, answers);
      sitemapRoutes(reads, database.db, answers);
      packageRoutes(reads, database.db, answers);
      redirectRoutes(reads, database.db, answers);
      blogRoutes(reads, database.db, answers);
      siteProfileRoutes(reads, database.db, answers);
      homeRoutes(reads, database.db, answers);
      sitePageRoutes(reads, database.db, answers);
    });
    leadRoutes(spec, createLeadRecorder(database, { channelsFor: leadChannels }), rateLimits, {
      onStored: metrics?.leadStored,
    });
  });
  // The newsletter's mail links: no authCode (the token is the key), form bodies for one-click.
  app.register(async (links) => newsletterRoutes(links, database.db, { publicSiteUrl }));
  // The staff inbox: its own session cookie, no authCode (routes/staff.ts).
  app.register(async (staff) =>
    staffRoutes(staff, database, {
      redis,
      redisNamespace: rateLimits.namespace,
      publicSiteUrl,
      ...(staffAccess ? { access: staffAccess } : {}),
      ...(staffClock ? { now: staffClock } : {}),
    }),
  );
  return app;
}
