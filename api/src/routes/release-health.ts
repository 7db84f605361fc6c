/**
 * Release health (@tour/shared's releaseHealth contract), for canary releases: the browsers'
 * beacon (POST /release-health/views), the render server's report (POST /release-health/renders)
 * and the sums per version over a window (GET /release-health). None takes the authCode: a
 * beacon cannot add it and the release tools read without it. What is stored names nobody: a
 * remote, a version, a minute and counts (release-health/store.ts).
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  RELEASE_HEALTH_PATHS,
  releaseHealthReportSchema,
  remoteKeySchema,
  type ReleaseHealthReport,
} from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { failureEnvelope, releaseHealthSchema } from '../docs/response-schemas';
import { documented, ok, withExamples, type DocumentedResponse } from '../docs/route-docs';
import { RENDER_TOKEN_HEADER, isRenderServer } from '../rate-limit';
import {
  RELEASE_HEALTH_KEPT_MS,
  purgeOldHealth,
  readHealth,
  recordViews,
  type ReportSource,
} from '../release-health/store';
import { failure, success } from './envelope';

/** A report holds at most 50 small views (MAX_VIEWS_PER_REPORT): a few KB. */
const RELEASE_HEALTH_BODY_LIMIT_BYTES = 16 * 1024;
/** The window GET /release-health sums when not told where to start. */
const DEFAULT_WINDOW_MS = 24 * 60 * 60_000;
const RENDER_SERVER_ONLY = 'Only the render server may call this.';

const example: ReleaseHealthReport = {
  views: [
    { versions: { blog: '0.1.0-20261128123456-0123abcdef', catalogue: 'dist' }, failed: [] },
    { versions: { blog: '0.1.0-20261128123456-0123abcdef' }, failed: ['blog'] },
  ],
};
const reportBody = withExamples(releaseHealthReportSchema, { twoViews: example });

const reportResponses = (tooLarge: string): Record<number, DocumentedResponse> => ({
  204: { description: 'Counted, in the minute it arrived.' },
  413: { description: tooLarge, schema: failureEnvelope() },
});

const viewsSchema = {
  ...documented({
    operationId: 'reportReleaseHealthViews',
    summary: 'The browsers’ beacon: page views with the versions of their remotes, and failures',
    description:
      'Sent by the shell with navigator.sendBeacon, which can set no header: no authCode, and the body (JSON) may come as text/plain, which a cross-origin beacon must use. Each view counts one page view for each remote’s version, and a slot failure for each remote in `failed`. Nothing that names the visitor is stored.',
    auth: 'none',
    responses: {
      ...reportResponses('Body over 16 KB.'),
      415: {
        description: 'A body that is neither application/json nor text/plain, or none.',
        schema: failureEnvelope(),
      },
    },
  }),
  consumes: ['application/json', 'text/plain'],
  body: reportBody,
};

const rendersSchema = {
  ...documented({
    operationId: 'reportReleaseHealthRenders',
    summary: 'The render server’s report: the pages it rendered, with their versions and failures',
    description:
      'Each view counts one render for each remote’s version, and a render failure for each remote in `failed`. Only with the render server’s token; without RENDER_API_TOKEN configured, refused to everyone.',
    auth: 'renderServer',
    responses: reportResponses('Body over 16 KB.'),
  }),
  body: reportBody,
};

const readQuerySchema = z.object({
  remote: remoteKeySchema
    .optional()
    .describe(
      'Only this remote’s versions (its key in /remotes.json, e.g. blog); all when absent.',
    ),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      'Where the window starts (ISO 8601; its minute is included). Default: 24 hours ago. Earlier than 7 days ago (figures are kept that long): 7 days ago; later than now: now.',
    ),
});

const readSchema = {
  ...documented({
    operationId: 'getReleaseHealth',
    summary: 'Page views, renders and failures per version of each remote, over a window',
    description:
      'The sums over the minutes from `since` to now. What `pnpm releases` shows and the canary watcher decides on. No authCode; Cache-Control: no-store.',
    auth: 'none',
    responses: { 200: ok('The sums per version over the window.', releaseHealthSchema) },
  }),
  querystring: readQuerySchema,
};

/** Refuses, before the body is read, a call without the render server's token (callback style). */
function requireRenderServer(renderToken: string): onRequestHookHandler {
  return (request, reply, done) => {
    if (isRenderServer(renderToken, request.headers[RENDER_TOKEN_HEADER])) return done();
    reply.status(403).send(failure(RENDER_SERVER_ONLY));
  };
}

export interface ReleaseHealthRouteOptions {
  /** RateLimits.renderToken (RENDER_API_TOKEN); empty: the render route refuses every call. */
  renderToken: string;
}

export function releaseHealthRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  { renderToken }: ReleaseHealthRouteOptions,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  const count = async (
    request: FastifyRequest,
    views: ReleaseHealthReport['views'],
    source: ReportSource,
  ) => {
    const now = new Date();
    await recordViews(db, views, source, now);
    // The counts are in whatever the purge does; it is tried again on a later write.
    await purgeOldHealth(db, now).catch((error: unknown) =>
      request.log.error({ err: error }, 'release health: purging old figures failed'),
    );
  };

  // The beacon in a scope of its own: only here is a text/plain body read (as JSON); every other
  // route still takes application/json alone (app.ts).
  app.register(async (untypedBeacon) => {
    const beacon = untypedBeacon.withTypeProvider<ZodTypeProvider>();
    beacon.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      beacon.getDefaultJsonParser('error', 'error'),
    );
    beacon.post(
      RELEASE_HEALTH_PATHS.views,
      { schema: viewsSchema, bodyLimit: RELEASE_HEALTH_BODY_LIMIT_BYTES },
      async (request, reply) => {
        await count(request, request.body.views, 'browser');
        return reply.status(204).send();
      },
    );
  });

  app.post(
    RELEASE_HEALTH_PATHS.renders,
    {
      schema: rendersSchema,
      bodyLimit: RELEASE_HEALTH_BODY_LIMIT_BYTES,
      onRequest: requireRenderServer(renderToken),
      // Sent every few seconds while pages are rendered: logged only when it goes wrong.
      logLevel: 'warn',
    },
    async (request, reply) => {
      await count(request, request.body.views, 'server');
      return reply.status(204).send();
    },
  );

  app.get(RELEASE_HEALTH_PATHS.read, { schema: readSchema }, async (request, reply) => {
    const now = Date.now();
    const asked = request.query.since ? Date.parse(request.query.since) : now - DEFAULT_WINDOW_MS;
    const since = Math.min(Math.max(asked, now - RELEASE_HEALTH_KEPT_MS), now);
    // Figures that change every minute: no cache may keep them.
    reply.header('cache-control', 'no-store');
    return success(
      await readHealth(db, {
        ...(request.query.remote ? { remote: request.query.remote } : {}),
        since: new Date(since),
        until: new Date(now),
      }),
    );
  });
}
