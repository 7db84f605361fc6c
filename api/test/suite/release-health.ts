/**
 * Release health (release-health/): the browsers' beacon as sendBeacon
 * sends it (text/plain, cross-origin, no authCode) under the page token the render server signs,
 * the render server's report behind its token, the reads for the render server and staff, and
 * counts that reach the database a second later without losing any. Writes go through apps of
 * their own, whose close flushes their counts; each test counts under remote keys of its own.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  MAX_VIEWS_PER_PAGE_TOKEN,
  PAGE_HEALTH_TOKEN_TTL_MS,
  RELEASE_HEALTH_PATHS,
  type BrowserReport,
  type PageHealthTokenPayload,
  type ReleaseHealthReport,
} from '@tour/shared/contracts';
import { buildApp, type AppOptions } from '../../src/app';
import { openDatabase } from '../../src/open-database';
import { MAX_HELD_ROWS } from '../../src/release-health/tally';
import {
  RELEASE_HEALTH_KEPT_MS,
  addCounts,
  minuteOf,
  readHealth,
} from '../../src/release-health/store';
import { mintPageToken, pagePayload } from '../../src/release-health/test-page-token';
import { saveStaffAccount } from '../../src/staff/accounts';
import { hashPassword } from '../../src/staff/passwords';
import { AUTH_CODE, FROM_SITE, RENDER_TOKEN, requests, type Suite } from './context';

const SITE = 'http://localhost:5173';
/** What navigator.sendBeacon puts on a string body. */
const BEACON_TYPE = 'text/plain;charset=UTF-8';
const UNLIMITED = {
  perIp: 1_000_000,
  leads: 1_000_000,
  namespace: 'unused:',
  renderToken: RENDER_TOKEN,
};
const STAFF_EMAIL = 'release-health@agency.example';
const STAFF_PASSWORD = 'release health password';

interface Figures {
  since: string;
  until: string;
  versions: { remote: string; version: string; [figure: string]: unknown }[];
}

export function describeReleaseHealth(suite: Suite): void {
  describe('release health', () => {
    const { inject, get } = requests(suite);
    const asRenderServer = { 'x-render-token': RENDER_TOKEN };

    /** An app of the test's own on the suite's database: closing it flushes its counts. */
    const ownApp = (options: Partial<AppOptions> = {}) =>
      buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: UNLIMITED,
        ...options,
      });
    const beaconTo = (
      app: FastifyInstance,
      body: string | Buffer,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method: 'POST',
        url: RELEASE_HEALTH_PATHS.views,
        headers: { 'content-type': BEACON_TYPE, origin: SITE, ...headers },
        payload: body,
      });
    const rendersTo = (
      app: FastifyInstance,
      body: ReleaseHealthReport,
      headers: Record<string, string> = asRenderServer,
    ) =>
      app.inject({
        method: 'POST',
        url: RELEASE_HEALTH_PATHS.renders,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    /** The page token the render server would put in a page with these versions. */
    const tokenFor = (
      versions: Record<string, string>,
      fields: Partial<PageHealthTokenPayload> = {},
    ) => mintPageToken(pagePayload(versions, fields), RENDER_TOKEN);
    const report = (token: string, ...views: BrowserReport['views']) =>
      JSON.stringify({ token, views } satisfies BrowserReport);
    const healthOf = async (remote: string, query = '') => {
      const response = await get(
        `${RELEASE_HEALTH_PATHS.read}?remote=${remote}${query}`,
        asRenderServer,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as Figures;
    };
    /** The figures a version would have, with none counted. */
    const figures = (remote: string, version: string, counts: Record<string, unknown>) => ({
      remote,
      version,
      pageViews: 0,
      slotFailures: 0,
      renders: 0,
      renderFailures: 0,
      failureRate: null,
      ...counts,
    });

    it('counts a beacon sent as text/plain, as sendBeacon sends it, and one sent as JSON', async () => {
      const app = ownApp();
      const token = tokenFor({ 'rh-beacon': '1.0.0', 'rh-other': 'dist' });
      try {
        const sent = await beaconTo(app, report(token, { remotes: ['rh-beacon', 'rh-other'] }));
        expect(sent.statusCode).toBe(202);
        expect(sent.json()).toEqual({
          code: 1,
          message: 'Success',
          data: { counted: 1, dropped: 0 },
        });
        // A simple request gets no preflight: its own answer carries the origin.
        expect(sent.headers['access-control-allow-origin']).toBe(SITE);

        const json = await beaconTo(
          app,
          report(token, { remotes: ['rh-beacon'], failed: ['rh-beacon'] }),
          { 'content-type': 'application/json' },
        );
        expect(json.statusCode).toBe(202);
        expect(json.headers['access-control-allow-origin']).toBe(SITE);
      } finally {
        await app.close();
      }

      const response = await get(`${RELEASE_HEALTH_PATHS.read}?remote=rh-beacon`, asRenderServer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ code: 1, message: 'Success' });
      expect(response.json().data.versions).toEqual([
        figures('rh-beacon', '1.0.0', { pageViews: 2, slotFailures: 1, failureRate: 0.5 }),
      ]);
    });

    it('answers without the database: the counts reach it within a second', async () => {
      // With its database gone, the reports are still answered at once: nothing waits for it.
      const gone = openDatabase(suite().target.config);
      const withoutDatabase = ownApp({ database: gone });
      await withoutDatabase.ready();
      await gone.close();
      try {
        const sent = await beaconTo(
          withoutDatabase,
          report(tokenFor({ 'rh-gone': '1' }), { remotes: ['rh-gone'] }),
        );
        expect(sent.statusCode).toBe(202);
        const rendered = await rendersTo(withoutDatabase, {
          views: [{ versions: { 'rh-gone': '1' } }],
        });
        expect(rendered.statusCode).toBe(204);
      } finally {
        await withoutDatabase.close();
      }

      const app = ownApp();
      try {
        await beaconTo(app, report(tokenFor({ 'rh-later': '1' }), { remotes: ['rh-later'] }));
        const deadline = Date.now() + 3_000;
        while ((await healthOf('rh-later')).versions.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect((await healthOf('rh-later')).versions).toEqual([
          figures('rh-later', '1', { pageViews: 1, failureRate: 0 }),
        ]);
      } finally {
        await app.close();
      }
    });

    it('needs no authCode, and answers a preflight for a JSON beacon from the site', async () => {
      const preflight = await inject({
        method: 'OPTIONS',
        url: RELEASE_HEALTH_PATHS.views,
        headers: {
          origin: SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    });

    it('refuses a token the render server did not sign as it is, or out of its time, with 403', async () => {
      const versions = { 'rh-forged': '1.0.0' };
      const real = tokenFor(versions);
      const [encoded, signature] = real.split('.') as [string, string];
      const now = Date.now();
      const refusals: [string, RegExp][] = [
        [`${encoded}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, /not valid/],
        [mintPageToken(pagePayload(versions), 'another-render-token'), /not valid/],
        [
          `${Buffer.from(JSON.stringify(pagePayload({ 'rh-forged': '6.6.6' }))).toString('base64url')}.${signature}`,
          /not valid/,
        ],
        [tokenFor(versions, { t: now - PAGE_HEALTH_TOKEN_TTL_MS - 60_000 }), /expired/],
        [tokenFor(versions, { t: now + 5 * 60_000 }), /not valid yet/],
        [tokenFor({ 'rh-forged': 'not a version' }), /not valid/],
        ['not-a-token', /not valid/],
      ];
      for (const [token, message] of refusals) {
        const response = await inject({
          method: 'POST',
          url: RELEASE_HEALTH_PATHS.views,
          headers: { 'content-type': BEACON_TYPE, origin: SITE },
          payload: report(token, { remotes: ['rh-forged'], failed: ['rh-forged'] }),
        });
        expect([token, response.statusCode]).toEqual([token, 403]);
        expect(response.json()).toEqual({
          code: 0,
          message: expect.stringMatching(message),
          data: null,
        });
        // The refusal carries the origin too, so the site could read why.
        expect(response.headers['access-control-allow-origin']).toBe(SITE);
      }
      expect(
        await readHealth(suite().database.db, {
          remote: 'rh-forged',
          since: new Date(now - 60 * 60_000),
          until: new Date(),
        }),
      ).toMatchObject({ versions: [] });
    });

    it('drops views of remotes the token does not name, and refuses malformed ones', async () => {
      const app = ownApp();
      const token = tokenFor({ 'rh-junk': '1.0.0' });
      try {
        const sent = await beaconTo(
          app,
          report(
            token,
            { remotes: ['rh-junk', 'rh-invented'] },
            { remotes: ['rh-invented'], failed: ['rh-invented'] },
            { remotes: ['rh-junk'] },
          ),
        );
        expect(sent.json().data).toEqual({ counted: 1, dropped: 2 });

        const malformed = await beaconTo(
          app,
          report(token, { remotes: ['rh-junk'], failed: ['rh-elsewhere'] }),
        );
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({
          code: 0,
          data: { errors: [{ field: 'views.0.failed' }] },
        });
      } finally {
        await app.close();
      }
      expect((await healthOf('rh-junk')).versions).toEqual([
        figures('rh-junk', '1.0.0', { pageViews: 1, failureRate: 0 }),
      ]);
      expect((await healthOf('rh-invented')).versions).toEqual([]);
    });

    it('counts a token’s first view once and at most 30 views, over all its reports', async () => {
      const app = ownApp();
      const token = tokenFor({ 'rh-replay': '1.0.0' });
      const first = { remotes: ['rh-replay'], failed: ['rh-replay'], first: true };
      const next = { remotes: ['rh-replay'] };
      try {
        const answers = [
          await beaconTo(app, report(token, first, next)),
          // The same report again: its first view is a replay.
          await beaconTo(app, report(token, first, next)),
          await beaconTo(app, report(token, ...Array(20).fill(next))),
          await beaconTo(app, report(token, ...Array(20).fill(next))),
        ];
        expect(answers.map((answer) => answer.json().data)).toEqual([
          { counted: 2, dropped: 0 },
          { counted: 1, dropped: 1 },
          { counted: 20, dropped: 0 },
          { counted: MAX_VIEWS_PER_PAGE_TOKEN - 23, dropped: 20 - (MAX_VIEWS_PER_PAGE_TOKEN - 23) },
        ]);
      } finally {
        await app.close();
      }
      expect((await healthOf('rh-replay')).versions).toEqual([
        figures('rh-replay', '1.0.0', {
          pageViews: MAX_VIEWS_PER_PAGE_TOKEN - 1,
          slotFailures: 1,
          failureRate: 1 / (MAX_VIEWS_PER_PAGE_TOKEN - 1),
        }),
      ]);
    });

    it('counts a failure of the first view the server already reported once', async () => {
      const app = ownApp();
      const versions = { 'rh-twice': '2.0.0', 'rh-twice-b': '1.0.0' };
      try {
        // The server rendered both, rh-twice failing there; in the browser both failed.
        await rendersTo(app, { views: [{ versions, failed: ['rh-twice'] }] });
        const token = tokenFor(versions, { f: ['rh-twice'] });
        const sent = await beaconTo(
          app,
          report(token, {
            remotes: ['rh-twice', 'rh-twice-b'],
            failed: ['rh-twice', 'rh-twice-b'],
            first: true,
          }),
        );
        expect(sent.json().data).toEqual({ counted: 1, dropped: 0 });
      } finally {
        await app.close();
      }
      expect((await healthOf('rh-twice')).versions).toEqual([
        figures('rh-twice', '2.0.0', { renders: 1, renderFailures: 1, failureRate: 1 }),
      ]);
      // rh-twice-b rendered fine on the server and then failed in the browser: one failure.
      expect((await healthOf('rh-twice-b')).versions).toEqual([
        figures('rh-twice-b', '1.0.0', { renders: 1, slotFailures: 1, failureRate: 1 }),
      ]);
    });

    it(`holds at most ${MAX_HELD_ROWS} rows between flushes; more are dropped`, async () => {
      const app = ownApp();
      const versions = Array.from({ length: MAX_HELD_ROWS + 44 }, (_, i) => `1.0.${i}`);
      try {
        for (let at = 0; at < versions.length; at += 50) {
          const views = versions
            .slice(at, at + 50)
            .map((version) => ({ versions: { 'rh-many': version } }));
          expect((await rendersTo(app, { views })).statusCode).toBe(204);
        }
      } finally {
        await app.close();
      }
      const rows = await suite()
        .database.db.selectFrom('release_health')
        .select('version')
        .where('remote', '=', 'rh-many')
        .execute();
      expect(rows).toHaveLength(MAX_HELD_ROWS);
    });

    it('refuses every beacon and render report when no render token is configured', async () => {
      const app = ownApp({ rateLimits: { ...UNLIMITED, renderToken: '' } });
      try {
        const beacon = await beaconTo(
          app,
          report(tokenFor({ 'rh-untokened': '1' }), { remotes: ['rh-untokened'] }),
        );
        expect(beacon.statusCode).toBe(403);
        expect(beacon.json()).toEqual({
          code: 0,
          message: 'Release health takes no beacons here: no render token is configured.',
          data: null,
        });
        for (const token of [undefined, '', RENDER_TOKEN]) {
          const response = await rendersTo(
            app,
            { views: [{ versions: { 'rh-untokened': '1' } }] },
            token === undefined ? {} : { 'x-render-token': token },
          );
          expect([token, response.statusCode]).toEqual([token, 403]);
        }
      } finally {
        await app.close();
      }
      expect((await healthOf('rh-untokened')).versions).toEqual([]);
    });

    it('refuses a report over 16 KB with 413', async () => {
      // Valid JSON throughout, so only its size is wrong.
      const big = { views: [{ versions: { 'rh-big': 'x'.repeat(17 * 1024) } }] };
      const bigBeacon = report('x'.repeat(17 * 1024), { remotes: ['rh-big'] });
      for (const response of [
        await inject({
          method: 'POST',
          url: RELEASE_HEALTH_PATHS.views,
          headers: { 'content-type': BEACON_TYPE },
          payload: bigBeacon,
        }),
        await inject({
          method: 'POST',
          url: RELEASE_HEALTH_PATHS.views,
          headers: { 'content-type': 'application/json' },
          payload: bigBeacon,
        }),
        await rendersTo(suite().app, big),
      ]) {
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          code: 0,
          message: 'Request body is too large (the limit is 16 KB).',
          data: null,
        });
      }
    });

    it('answers garbage with a 4xx envelope, never a 5xx', async () => {
      const token = tokenFor({ 'rh-garbage': '1' });
      const garbage: (string | Buffer)[] = [
        '',
        'null',
        '[]',
        '{"views":',
        `{"token":"${token}","views":[]}`,
        `{"token":"${token}","views":[{"remotes":[]}]}`,
        `{"token":"${token}","views":[{"remotes":["Blog"]}]}`,
        `{"token":"","views":[{"remotes":["rh-garbage"]}]}`,
        `{"views":[{"remotes":["rh-garbage"]}]}`,
        '{"__proto__":{"views":[]}}',
        report(token, ...Array(21).fill({ remotes: ['rh-garbage'] })),
        Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x22]),
      ];
      for (const body of garbage) {
        for (const type of [BEACON_TYPE, 'application/json']) {
          const response = await beaconTo(suite().app, body, { 'content-type': type });
          expect([String(body), type, response.statusCode]).toEqual([String(body), type, 400]);
          expect(response.json()).toMatchObject({ code: 0 });
        }
      }
      const form = await beaconTo(suite().app, 'views=1', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.statusCode).toBe(415);
      expect((await healthOf('rh-garbage')).versions).toEqual([]);
    });

    it('takes the render server’s report only with its token, as JSON', async () => {
      const body: ReleaseHealthReport = {
        views: [
          { versions: { 'rh-render': '2.0.0' }, failed: ['rh-render'] },
          { versions: { 'rh-render': '2.0.0' } },
        ],
      };
      const app = ownApp();
      try {
        const refusedHeaders: Record<string, string>[] = [
          {},
          { 'x-render-token': 'wrong' },
          { 'x-render-token': '' },
        ];
        for (const headers of refusedHeaders) {
          const refused = await rendersTo(app, body, headers);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            code: 0,
            message: 'Only the render server may call this.',
            data: null,
          });
        }
        const asText = await app.inject({
          method: 'POST',
          url: RELEASE_HEALTH_PATHS.renders,
          headers: { 'content-type': 'text/plain', ...asRenderServer },
          payload: JSON.stringify(body),
        });
        expect(asText.statusCode).toBe(415);
        expect((await rendersTo(app, body)).statusCode).toBe(204);
      } finally {
        await app.close();
      }
      expect((await healthOf('rh-render')).versions).toEqual([
        figures('rh-render', '2.0.0', { renders: 2, renderFailures: 1, failureRate: 0.5 }),
      ]);
    });

    describe('reading', () => {
      let staffCookie = '';
      beforeAll(async () => {
        await saveStaffAccount(suite().database.db, {
          email: STAFF_EMAIL,
          name: 'Release manager',
          passwordHash: await hashPassword(STAFF_PASSWORD),
          role: 'agent',
        });
        const signedIn = await inject({
          method: 'POST',
          url: '/staff/sign-in',
          headers: { 'content-type': 'application/json', ...FROM_SITE },
          payload: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
        });
        expect(signedIn.statusCode).toBe(200);
        const cookie = signedIn.cookies.find(({ name }) => name.endsWith('gk_staff'));
        staffCookie = `${cookie?.name}=${cookie?.value}`;
      });

      beforeAll(async () => {
        await addCounts(
          suite().database.db,
          Array.from({ length: 25 }, (_, i) => ({
            remote: 'rh-read',
            version: `1.0.${i}`,
            minute: minuteOf(new Date()),
            page_views: i,
            slot_failures: 0,
            renders: 0,
            render_failures: 0,
          })),
        );
      });

      it('refuses anyone but the render server and signed-in staff with 401', async () => {
        const refusedHeaders: Record<string, string>[] = [
          {},
          { 'x-render-token': 'wrong' },
          { cookie: 'gk_staff=not-a-session' },
        ];
        for (const headers of refusedHeaders) {
          const response = await get(`${RELEASE_HEALTH_PATHS.read}?remote=rh-read`, headers);
          expect([headers, response.statusCode]).toEqual([headers, 401]);
          expect(response.json()).toEqual({ code: 0, message: 'Please sign in.', data: null });
        }
        // Nor does the authCode open it.
        const withAuthCode = await get(
          `${RELEASE_HEALTH_PATHS.read}?remote=rh-read&authCode=${AUTH_CODE}`,
        );
        expect(withAuthCode.statusCode).toBe(401);
      });

      it('answers the render server and staff the 20 versions shown most, not to be kept', async () => {
        const readers: Record<string, string>[] = [asRenderServer, { cookie: staffCookie }];
        for (const headers of readers) {
          const response = await get(`${RELEASE_HEALTH_PATHS.read}?remote=rh-read`, headers);
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-store');
          const { versions } = response.json().data as Figures;
          // 1.0.5 to 1.0.24, in version order (as text).
          expect(versions.map(({ version }) => version)).toEqual(
            Array.from({ length: 20 }, (_, i) => `1.0.${i + 5}`).sort(),
          );
        }
      });

      it('answers the site’s origin with credentials, as /staff does', async () => {
        const app = ownApp({ publicSiteUrl: 'https://www.ghumakkad.example' });
        try {
          const read = (origin: string) =>
            app.inject({
              method: 'GET',
              url: `${RELEASE_HEALTH_PATHS.read}?remote=rh-read`,
              headers: { origin },
            });
          const fromSite = await read('https://www.ghumakkad.example');
          expect(fromSite.statusCode).toBe(401);
          expect(fromSite.headers['access-control-allow-origin']).toBe(
            'https://www.ghumakkad.example',
          );
          expect(fromSite.headers['access-control-allow-credentials']).toBe('true');
          const fromElsewhere = await read('https://elsewhere.example');
          expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
          expect(fromElsewhere.headers['access-control-allow-credentials']).toBeUndefined();
        } finally {
          await app.close();
        }
      });

      it('needs the remote, and refuses a since or remote it cannot read', async () => {
        for (const query of [
          '',
          'since=2026-01-01T00:00:00Z',
          'remote=rh-read&since=yesterday',
          'remote=rh-read&since=2026-02-30T00:00:00Z',
          'remote=rh-read&since=1700000000000',
          'remote=Blog',
          'remote=blog&remote=catalogue',
        ]) {
          const response = await get(`${RELEASE_HEALTH_PATHS.read}?${query}`, asRenderServer);
          expect([query, response.statusCode]).toEqual([query, 400]);
          expect(response.json()).toMatchObject({ code: 0 });
        }
      });
    });

    it('sums over the window asked for: since 24 hours by default, at most 7 days', async () => {
      const now = Date.now();
      const at = (msAgo: number) => minuteOf(new Date(now - msAgo));
      const hour = 60 * 60_000;
      const row = (minute: string, page_views: number, slot_failures: number) => ({
        remote: 'rh-window',
        version: '3.0.0',
        minute,
        page_views,
        slot_failures,
      });
      await suite()
        .database.db.insertInto('release_health')
        .values([
          row(at(10 * 60_000), 4, 1),
          row(at(2 * hour), 6, 3),
          row(at(30 * hour), 10, 0),
          // Older than the week figures are kept (the purge has not run yet): never counted.
          row(at(RELEASE_HEALTH_KEPT_MS + hour), 1000, 1000),
        ])
        .execute();
      const windowOf = async (query: string) => {
        const data = await healthOf('rh-window', query);
        const [version] = data.versions;
        return { ...data, version };
      };

      const lastDay = await windowOf('');
      expect(lastDay.version).toMatchObject({ pageViews: 10, slotFailures: 4, failureRate: 0.4 });
      // The default window starts 24 hours before the answer, to the minute.
      const spanOf = ({ since, until }: { since: string; until: string }) =>
        Date.parse(until) - Date.parse(since);
      expect(spanOf(lastDay)).toBe(24 * hour);
      expect(lastDay.until).toBe(minuteOf(new Date(Date.parse(lastDay.until))));

      const lastHour = await windowOf(`&since=${new Date(now - hour).toISOString()}`);
      expect(lastHour.version).toMatchObject({ pageViews: 4, slotFailures: 1, failureRate: 0.25 });

      // The same moment written with an offset.
      const inIndia = new Date(now - 3 * hour + 5.5 * hour).toISOString().replace('Z', '+05:30');
      expect((await windowOf(`&since=${encodeURIComponent(inIndia)}`)).version).toMatchObject({
        pageViews: 10,
      });

      const longAgo = await windowOf(`&since=${new Date(now - 30 * 24 * hour).toISOString()}`);
      expect(longAgo.version).toMatchObject({ pageViews: 20, slotFailures: 4 });
      expect(spanOf(longAgo)).toBe(RELEASE_HEALTH_KEPT_MS);

      const future = await windowOf(`&since=${new Date(now + 24 * hour).toISOString()}`);
      expect(future.since).toBe(future.until);
      expect(future.versions).toEqual([]);
    });

    it('loses no count to reports arriving at once, from one process or two', async () => {
      const versions = { 'rh-parallel': '4.0.0', 'rh-parallel-b': '1.0.0' };
      const view = { versions };
      const failing = { versions, failed: ['rh-parallel'] };
      const app = ownApp();
      const other = openDatabase(suite().target.config);
      const minute = minuteOf(new Date());
      try {
        const [answers] = await Promise.all([
          Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              i % 2 === 0
                ? beaconTo(
                    app,
                    report(
                      tokenFor(versions),
                      { remotes: ['rh-parallel', 'rh-parallel-b'] },
                      { remotes: ['rh-parallel', 'rh-parallel-b'], failed: ['rh-parallel'] },
                      { remotes: ['rh-parallel', 'rh-parallel-b'] },
                    ),
                  )
                : rendersTo(app, { views: [failing, view] }),
            ),
          ),
          // Another API process writing the same rows through its own connection.
          Promise.all(
            Array.from({ length: 10 }, () =>
              addCounts(other.db, [
                {
                  remote: 'rh-parallel',
                  version: '4.0.0',
                  minute,
                  page_views: 2,
                  slot_failures: 1,
                  renders: 0,
                  render_failures: 0,
                },
              ]),
            ),
          ),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
          ...Array(10).fill(202),
          ...Array(10).fill(204),
        ]);
      } finally {
        await app.close();
        await other.close();
      }
      expect((await healthOf('rh-parallel')).versions).toEqual([
        figures('rh-parallel', '4.0.0', {
          pageViews: 10 * 3 + 10 * 2,
          slotFailures: 10 + 10,
          renders: 10 * 2,
          renderFailures: 10,
          failureRate: 30 / 70,
        }),
      ]);
      expect((await healthOf('rh-parallel-b')).versions).toEqual([
        figures('rh-parallel-b', '1.0.0', { pageViews: 30, renders: 20, failureRate: 0 }),
      ]);
    });

    it('purges figures older than a week when it flushes', async () => {
      // A connection of its own, as a freshly started API process has: it purges on its first flush.
      const fresh = openDatabase(suite().target.config);
      const app = buildApp({
        database: fresh,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: UNLIMITED,
      });
      try {
        const old = minuteOf(new Date(Date.now() - RELEASE_HEALTH_KEPT_MS - 60 * 60_000));
        await fresh.db
          .insertInto('release_health')
          .values({ remote: 'rh-purged', version: '1', minute: old, page_views: 1 })
          .execute();
        const sent = await beaconTo(
          app,
          report(tokenFor({ 'rh-purging': '1' }), { remotes: ['rh-purging'] }),
        );
        expect(sent.statusCode).toBe(202);
      } finally {
        await app.close();
      }
      try {
        const left = await fresh.db
          .selectFrom('release_health')
          .select('remote')
          .where('remote', 'like', 'rh-purg%')
          .execute();
        expect(left).toEqual([{ remote: 'rh-purging' }]);
      } finally {
        await fresh.close();
      }
    });

    it('stores no address or anything else about the visitor: only these columns', async () => {
      const { database } = suite();
      const columns =
        database.dialect === 'sqlite'
          ? await sql<{ name: string }>`
              select name from pragma_table_info('release_health') order by cid`.execute(
              database.db,
            )
          : await sql<{ name: string }>`
              select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = 'release_health'
              order by ordinal_position`.execute(database.db);
      expect(columns.rows.map(({ name }) => name)).toEqual([
        'remote',
        'version',
        'minute',
        'page_views',
        'slot_failures',
        'renders',
        'render_failures',
      ]);
    });

    it('counts beacons against the per-IP limit', async () => {
      const app = ownApp({ rateLimits: { ...UNLIMITED, perIp: 2 } });
      const token = tokenFor({ 'rh-limited': '1' });
      try {
        const send = () =>
          app.inject({
            method: 'POST',
            url: RELEASE_HEALTH_PATHS.views,
            remoteAddress: '203.0.113.9',
            headers: { 'content-type': BEACON_TYPE },
            payload: report(token, { remotes: ['rh-limited'] }),
          });
        expect((await send()).statusCode).toBe(202);
        expect((await send()).statusCode).toBe(202);
        const third = await send();
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ code: 0 });
      } finally {
        await app.close();
      }
    });
  });
}
