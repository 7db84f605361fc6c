/**
 * Release health (@tour/shared's releaseHealth contract), for canary releases: the browsers'
 * beacon (POST /release-health/views), the render server's report (POST /release-health/renders)
 * and the sums per version over a window (GET /release-health). What is stored names nobody: a
 * remote, a version, a minute and counts (release-health/store.ts).
 *
 * It cannot hurt the site: a report is added to counts in memory (release-health/tally.ts) and
 * answered at once; the counts reach the database once a second in one transaction
 * (release-health/flusher.ts), whatever the number of reports, and at most 256 rows of them.
 * A read answers one remote's 20 versions at most.
 *
 * Who can write what:
 * - The render server (X-Render-Token, RENDER_API_TOKEN) writes renders and render failures of
 *   any remote and version: it is trusted, as it is with every call it makes.
 * - A browser writes only under a page token the render server put in the page it answered
 *   (PAGE_HEALTH_TOKEN_META): views of the remotes the token names, at the token's versions,
 *   within 30 minutes of the render. So nobody can invent a remote or a version, nor write
 *   figures without the render server having rendered a page. Without RENDER_API_TOKEN no token
 *   can be checked, and every beacon is refused.
 * - Anyone can still fetch pages and keep their tokens. With real tokens a client can report a
 *   real version's slots as failed, or add page views to it. Each token counts at most
 *   MAX_VIEWS_PER_PAGE_TOKEN (30) views and its first view once, in each API process; one address
 *   (an IPv6 /64) at most 120 views a minute, whatever tokens it holds; each remote's version
 *   takes at most 3,000 browser views a minute per process
 *   (release-health/browser-views.ts); every page fetched to get a token is a render the render
 *   server counts too; and beacons stay under the per-IP limit. So such a client can move a
 *   version's figures by a bounded amount a minute, not at will: the figures steer a release,
 *   they are not proof, and the release tools show renders and page views apart.
 * - Reading needs the render server's token or a staff session: the figures tell which canary is
 *   live and how it fares, nothing a visitor needs.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  RELEASE_HEALTH_PATHS,
  browserReportSchema,
  releaseHealthReportSchema,
  remoteKeySchema,
  type BrowserReport,
  type ReleaseHealthReport,
} from '@tour/shared/contracts';
import type { Database } from '../../db/schema';
import {
  beaconCountsSchema,
  failureEnvelope,
  releaseHealthSchema,
} from '../../docs/response-schemas';
import { documented, ok, withExamples, type DocumentedResponse } from '../../docs/route-docs';
import { RENDER_TOKEN_HEADER, isRenderServer } from '../../rate-limit';
import { BrowserViewCounter } from '../browser-views';
import { createHealthFlusher } from '../flusher';
import { checkPageToken, pageTokenKey } from '../page-token';
import { RELEASE_HEALTH_KEPT_MS, minuteOf, readHealth } from '../store';
import { HealthTally, tallyRenders } from '../tally';
import { failure, success } from '../../routes/envelope';
import { staffDocs, staffGuards, type StaffAccessOptions } from '../../staff/routes/staff-guards';

/** A report holds at most 50 small views (MAX_VIEWS_PER_REPORT): a few KB. */
const RELEASE_HEALTH_BODY_LIMIT_BYTES = 16 * 1024;
/** The window GET /release-health sums when not told where to start. */
const DEFAULT_WINDOW_MS = 24 * 60 * 60_000;
const RENDER_SERVER_ONLY = 'Only the render server may call this.';

const renderExample: ReleaseHealthReport = {
  views: [
    { versions: { blog: '0.1.0-20261128123456-0123abcdef', catalogue: 'dist' }, failed: [] },
    { versions: { blog: '0.1.0-20261128123456-0123abcdef' }, failed: ['blog'] },
  ],
};
const beaconExample: BrowserReport = {
  token:
    'eyJsIjoiIiwidiI6eyJibG9nIjoiZGlzdCJ9LCJ1IjpbImJsb2ciXSwiZiI6W10sInQiOjE3OTYwMDAwMDAwMDAsIm4iOiIwMTIzNDU2Nzg5YWJjZGVmIn0.3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  views: [
    { remotes: ['blog', 'catalogue'], failed: ['catalogue'], first: true },
    { remotes: ['blog'], failed: [] },
  ],
};

const tooLarge: DocumentedResponse = { description: 'Body over 16 KB.', schema: failureEnvelope() };

const viewsSchema = {
  ...documented({
    operationId: 'reportReleaseHealthViews',
    summary: 'The browsers’ beacon: page views under the page’s token, and failures',
    description:
      'Sent by the shell with navigator.sendBeacon, which can set no header: no authCode, and the body (JSON) may come as text/plain, which a cross-origin beacon must use. `token` is the content of the page’s <meta name="gk-health">, which the render server signs: it names the remotes and versions the views may count. The first view (`first`, the page the server rendered and counted) adds only slot failures the server did not see; each later view (an in-app navigation) adds a page view for each remote at the token’s version, and a slot failure for each in `failed`. A token counts at most 30 views and its first view once; one address (an IPv6 /64) at most 120 a minute; a version takes at most 3,000 browser views a minute; views over these, or naming a remote the token does not, are dropped. Counted within a second, not before the answer. Nothing that names the visitor is stored.',
    auth: 'none',
    responses: {
      202: ok('Taken: how many views count and how many were dropped.', beaconCountsSchema),
      403: {
        description:
          'The token is not one the render server signed, has expired (30 minutes) or is not valid yet, or no RENDER_API_TOKEN is configured: nothing counted.',
        schema: failureEnvelope(),
      },
      413: tooLarge,
      415: {
        description: 'A body that is neither application/json nor text/plain, or none.',
        schema: failureEnvelope(),
      },
    },
  }),
  consumes: ['application/json', 'text/plain'],
  body: withExamples(browserReportSchema, { firstAndNext: beaconExample }),
};

const rendersSchema = {
  ...documented({
    operationId: 'reportReleaseHealthRenders',
    summary: 'The render server’s report: the pages it rendered, with their versions and failures',
    description:
      'Each view counts one render for each remote’s version, and a render failure for each remote in `failed`, within a second of the answer. Only with the render server’s token; without RENDER_API_TOKEN configured, refused to everyone.',
    auth: 'renderServer',
    responses: {
      204: { description: 'Taken, in the minute it arrived.' },
      413: tooLarge,
    },
  }),
  body: withExamples(releaseHealthReportSchema, { twoViews: renderExample }),
};

const readQuerySchema = z.object({
  remote: remoteKeySchema.describe('The remote (its key in /remotes.json, e.g. blog).'),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      'Where the window starts (ISO 8601; its minute is included). Default: 24 hours ago. Earlier than 7 days ago (figures are kept that long): 7 days ago; later than now: now.',
    ),
});

const readSchema = {
  ...staffDocs({
    operationId: 'getReleaseHealth',
    summary: 'Page views, renders and failures per version of a remote, over a window',
    description:
      'The sums over the minutes from `since` to now, for the 20 versions shown most. What `pnpm releases`, the canary watcher and the shell’s /__remotes page read. Only for the render server (X-Render-Token) or a signed-in staff member of any role; the site’s own origin (as for /staff) may call with credentials. Cache-Control: no-store.',
    responses: { 200: ok('The sums per version over the window.', releaseHealthSchema) },
  }),
  // Either will do: a staff session, or the render server's token.
  security: [{ staffSession: [] }, { renderToken: [] }] as Record<string, string[]>[],
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
  /** RateLimits.renderToken (RENDER_API_TOKEN); empty: the render route and beacons refuse all. */
  renderToken: string;
  /** How staff sessions are checked, as on /staff. */
  staffAccess: StaffAccessOptions;
  /** The origins that may read with credentials (cors.ts staffOrigins), as /staff answers. */
  staffOrigins: readonly string[];
}

export function releaseHealthRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  { renderToken, staffAccess, staffOrigins }: ReleaseHealthRouteOptions,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const tally = new HealthTally();
  const browserViews = new BrowserViewCounter(tally);
  const tokenKey = pageTokenKey(renderToken);
  const flusher = createHealthFlusher({ db, tally, log: app.log });
  app.addHook('onReady', async () => flusher.start());
  // The counts of the last second, before the caller closes the database.
  app.addHook('onClose', async () => flusher.stop());

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
        const now = new Date();
        const token = checkPageToken(request.body.token, tokenKey, now.getTime());
        if (!token.ok) return reply.status(403).send(failure(token.message));
        // The sender's address as the rate limits key it: an IPv6 client by its /64.
        const address = normalizeIP(request.ip);
        return reply
          .status(202)
          .send(success(browserViews.count(token, request.body.views, now, address)));
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
      tallyRenders(tally, request.body.views, minuteOf(new Date()));
      return reply.status(204).send();
    },
  );

  // The read in a scope of its own: the staff session cookie is read only here.
  app.register(async (untypedReader) => {
    await untypedReader.register(fastifyCookie);
    const reader = untypedReader.withTypeProvider<ZodTypeProvider>();
    const guards = staffGuards(db, staffAccess);
    /** The shell's /__remotes page reads with the staff cookie from the site's origin. */
    const credentialedCors: onRequestAsyncHookHandler = async (request, reply) => {
      const { origin } = request.headers;
      if (origin !== undefined && staffOrigins.includes(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
      }
    };
    const renderServerOrStaff: onRequestAsyncHookHandler = async (request, reply) => {
      if (isRenderServer(renderToken, request.headers[RENDER_TOKEN_HEADER])) return undefined;
      return guards.member(request, reply);
    };
    reader.get(
      RELEASE_HEALTH_PATHS.read,
      { schema: readSchema, onRequest: [credentialedCors, renderServerOrStaff] },
      async (request, reply) => {
        const now = Date.now();
        const asked = request.query.since
          ? Date.parse(request.query.since)
          : now - DEFAULT_WINDOW_MS;
        const since = Math.min(Math.max(asked, now - RELEASE_HEALTH_KEPT_MS), now);
        // Figures that change every minute: no cache may keep them.
        reply.header('cache-control', 'no-store');
        return success(
          await readHealth(db, {
            remote: request.query.remote,
            since: new Date(since),
            until: new Date(now),
          }),
        );
      },
    );
  });
}
