/**
 * Release health (routes/release-health.ts, release-health/store.ts): the browsers' beacon as
 * sendBeacon sends it (text/plain, cross-origin, no authCode), the render server's report behind
 * its token, the sums over a window, and counts that concurrent reports never lose. Each test
 * counts under remote keys of its own: other sections (the contract fuzz) report too.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { RELEASE_HEALTH_PATHS, type ReleaseHealthReport } from '@tour/shared/contracts';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { RELEASE_HEALTH_KEPT_MS, minuteOf, recordViews } from '../../src/release-health/store';
import { AUTH_CODE, RENDER_TOKEN, requests, type Suite } from './context';

const SITE = 'http://localhost:5173';
/** What navigator.sendBeacon puts on a string body. */
const BEACON_TYPE = 'text/plain;charset=UTF-8';

export function describeReleaseHealth(suite: Suite): void {
  describe('release health', () => {
    const { inject, get, postJson } = requests(suite);
    const beacon = (body: string | Buffer, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: RELEASE_HEALTH_PATHS.views,
        headers: { 'content-type': BEACON_TYPE, origin: SITE, ...headers },
        payload: body,
      });
    const renders = (body: unknown, headers: Record<string, string> = {}) =>
      postJson(RELEASE_HEALTH_PATHS.renders, body, headers);
    const healthOf = async (query: string) => {
      const response = await get(`${RELEASE_HEALTH_PATHS.read}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        since: string;
        until: string;
        versions: { remote: string; version: string; [figure: string]: unknown }[];
      };
    };
    const report = (...views: ReleaseHealthReport['views']): ReleaseHealthReport => ({ views });

    it('counts a beacon sent as text/plain, as sendBeacon sends it, and one sent as JSON', async () => {
      const sent = await beacon(
        JSON.stringify(report({ versions: { 'rh-beacon': '1.0.0', 'rh-other': 'dist' } })),
      );
      expect(sent.statusCode).toBe(204);
      expect(sent.body).toBe('');
      // A simple request gets no preflight: its own answer carries the origin.
      expect(sent.headers['access-control-allow-origin']).toBe(SITE);

      const json = await postJson(
        RELEASE_HEALTH_PATHS.views,
        report({ versions: { 'rh-beacon': '1.0.0' }, failed: ['rh-beacon'] }),
        { origin: SITE },
      );
      expect(json.statusCode).toBe(204);
      expect(json.headers['access-control-allow-origin']).toBe(SITE);

      const response = await get(`${RELEASE_HEALTH_PATHS.read}?remote=rh-beacon`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ code: 1, message: 'Success' });
      expect(response.json().data.versions).toEqual([
        {
          remote: 'rh-beacon',
          version: '1.0.0',
          pageViews: 2,
          slotFailures: 1,
          renders: 0,
          renderFailures: 0,
          failureRate: 0.5,
        },
      ]);
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
      const read = await get(`${RELEASE_HEALTH_PATHS.read}?authCode=wrong`);
      expect(read.statusCode).toBe(200);
    });

    it('refuses a failed remote the view has no version for, and counts nothing of it', async () => {
      const response = await beacon(
        JSON.stringify(
          report(
            { versions: { 'rh-refused': '1.0.0' } },
            { versions: { 'rh-refused': '1.0.0' }, failed: ['rh-elsewhere'] },
          ),
        ),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 0,
        data: { errors: [{ field: 'views.1.failed' }] },
      });
      // The refusal carries the origin too, so the site could read why.
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      expect((await healthOf('remote=rh-refused')).versions).toEqual([]);
    });

    it('refuses a report over 16 KB with 413', async () => {
      // Valid JSON throughout, so only its size is wrong.
      const big = JSON.stringify(report({ versions: { 'rh-big': 'x'.repeat(17 * 1024) } }));
      for (const response of [
        await beacon(big),
        await postJson(RELEASE_HEALTH_PATHS.views, JSON.parse(big)),
        await renders(JSON.parse(big), { 'x-render-token': RENDER_TOKEN }),
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
      const garbage: (string | Buffer)[] = [
        '',
        'null',
        '[]',
        '{"views":',
        '{"views":[]}',
        '{"views":[{"versions":{}}]}',
        '{"views":[{"versions":{"Blog":"1"}}]}',
        '{"__proto__":{"views":[]}}',
        JSON.stringify(report(...Array(51).fill({ versions: { 'rh-garbage': '1' } }))),
        Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x22]),
      ];
      for (const body of garbage) {
        for (const type of [BEACON_TYPE, 'application/json']) {
          const response = await beacon(body, { 'content-type': type });
          expect([String(body), type, response.statusCode]).toEqual([String(body), type, 400]);
          expect(response.json()).toMatchObject({ code: 0 });
        }
      }
      const form = await beacon('views=1', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.statusCode).toBe(415);
      expect((await healthOf('remote=rh-garbage')).versions).toEqual([]);
    });

    it('takes the render server’s report only with its token, as JSON', async () => {
      const body = report(
        { versions: { 'rh-render': '2.0.0' }, failed: ['rh-render'] },
        { versions: { 'rh-render': '2.0.0' } },
      );
      const refusedHeaders: Record<string, string>[] = [
        {},
        { 'x-render-token': 'wrong' },
        { 'x-render-token': '' },
      ];
      for (const headers of refusedHeaders) {
        const refused = await renders(body, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 0,
          message: 'Only the render server may call this.',
          data: null,
        });
      }
      const asText = await inject({
        method: 'POST',
        url: RELEASE_HEALTH_PATHS.renders,
        headers: { 'content-type': 'text/plain', 'x-render-token': RENDER_TOKEN },
        payload: JSON.stringify(body),
      });
      expect(asText.statusCode).toBe(415);
      expect((await healthOf('remote=rh-render')).versions).toEqual([]);

      expect((await renders(body, { 'x-render-token': RENDER_TOKEN })).statusCode).toBe(204);
      expect((await healthOf('remote=rh-render')).versions).toEqual([
        {
          remote: 'rh-render',
          version: '2.0.0',
          pageViews: 0,
          slotFailures: 0,
          renders: 2,
          renderFailures: 1,
          failureRate: 0.5,
        },
      ]);
    });

    it('refuses every render report when no render token is configured', async () => {
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:', renderToken: '' },
      });
      try {
        for (const token of [undefined, '', RENDER_TOKEN]) {
          const response = await app.inject({
            method: 'POST',
            url: RELEASE_HEALTH_PATHS.renders,
            headers: {
              'content-type': 'application/json',
              ...(token === undefined ? {} : { 'x-render-token': token }),
            },
            payload: JSON.stringify(report({ versions: { 'rh-untokened': '1' } })),
          });
          expect([token, response.statusCode]).toEqual([token, 403]);
        }
      } finally {
        await app.close();
      }
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
      const figures = async (query: string) => {
        const data = await healthOf(`remote=rh-window${query}`);
        const [version] = data.versions;
        return { ...data, version };
      };

      const lastDay = await figures('');
      expect(lastDay.version).toMatchObject({ pageViews: 10, slotFailures: 4, failureRate: 0.4 });
      // The default window starts 24 hours before the answer, to the minute.
      const spanOf = ({ since, until }: { since: string; until: string }) =>
        Date.parse(until) - Date.parse(since);
      expect(spanOf(lastDay)).toBe(24 * hour);
      expect(lastDay.until).toBe(minuteOf(new Date(Date.parse(lastDay.until))));

      const lastHour = await figures(`&since=${new Date(now - hour).toISOString()}`);
      expect(lastHour.version).toMatchObject({ pageViews: 4, slotFailures: 1, failureRate: 0.25 });

      // The same moment written with an offset.
      const inIndia = new Date(now - 3 * hour + 5.5 * hour).toISOString().replace('Z', '+05:30');
      expect((await figures(`&since=${encodeURIComponent(inIndia)}`)).version).toMatchObject({
        pageViews: 10,
      });

      const longAgo = await figures(`&since=${new Date(now - 30 * 24 * hour).toISOString()}`);
      expect(longAgo.version).toMatchObject({ pageViews: 20, slotFailures: 4 });
      expect(spanOf(longAgo)).toBe(RELEASE_HEALTH_KEPT_MS);

      const future = await figures(`&since=${new Date(now + 24 * hour).toISOString()}`);
      expect(future.since).toBe(future.until);
      expect(future.versions).toEqual([]);

      // Every remote's versions without `remote`.
      const all = await healthOf('');
      expect(all.versions).toContainEqual(
        expect.objectContaining({ remote: 'rh-window', pageViews: 10 }),
      );
    });

    it('refuses a since or remote it cannot read', async () => {
      for (const query of [
        'since=yesterday',
        'since=2026-02-30T00:00:00Z',
        'since=1700000000000',
        'remote=Blog',
        'remote=blog&remote=catalogue',
      ]) {
        const response = await get(`${RELEASE_HEALTH_PATHS.read}?${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect(response.json()).toMatchObject({ code: 0 });
      }
    });

    it('loses no count to reports arriving at once, from one process or two', async () => {
      const view = { versions: { 'rh-parallel': '4.0.0', 'rh-parallel-b': '1.0.0' } };
      const failing = { ...view, failed: ['rh-parallel'] };
      const other = openDatabase(suite().target.config);
      try {
        const [answers] = await Promise.all([
          Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              i % 2 === 0
                ? beacon(JSON.stringify(report(view, failing, view)))
                : renders(report(failing, view), { 'x-render-token': RENDER_TOKEN }),
            ),
          ),
          // Another API process writing the same rows through its own connection.
          Promise.all(
            Array.from({ length: 10 }, () =>
              recordViews(other.db, [view, failing], 'browser', new Date()),
            ),
          ),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
      } finally {
        await other.close();
      }
      const { versions } = await healthOf('');
      expect(versions.filter(({ remote }) => remote.startsWith('rh-parallel'))).toEqual([
        {
          remote: 'rh-parallel',
          version: '4.0.0',
          pageViews: 10 * 3 + 10 * 2,
          slotFailures: 10 + 10,
          renders: 10 * 2,
          renderFailures: 10,
          failureRate: 30 / 70,
        },
        {
          remote: 'rh-parallel-b',
          version: '1.0.0',
          pageViews: 50,
          slotFailures: 0,
          renders: 20,
          renderFailures: 0,
          failureRate: 0,
        },
      ]);
    });

    it('purges figures older than a week when a report is written', async () => {
      // A connection of its own, as a freshly started API process has: it purges on its first write.
      const fresh = openDatabase(suite().target.config);
      const app = buildApp({
        database: fresh,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' },
      });
      try {
        const old = minuteOf(new Date(Date.now() - RELEASE_HEALTH_KEPT_MS - 60 * 60_000));
        await fresh.db
          .insertInto('release_health')
          .values({ remote: 'rh-purged', version: '1', minute: old, page_views: 1 })
          .execute();
        const sent = await app.inject({
          method: 'POST',
          url: RELEASE_HEALTH_PATHS.views,
          headers: { 'content-type': BEACON_TYPE },
          payload: JSON.stringify(report({ versions: { 'rh-purging': '1' } })),
        });
        expect(sent.statusCode).toBe(204);
        const left = await fresh.db
          .selectFrom('release_health')
          .select('remote')
          .where('remote', 'like', 'rh-purg%')
          .execute();
        expect(left).toEqual([{ remote: 'rh-purging' }]);
      } finally {
        await app.close();
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
      const app: FastifyInstance = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: { perIp: 2, leads: 10, namespace: 'unused:' },
      });
      try {
        const send = () =>
          app.inject({
            method: 'POST',
            url: RELEASE_HEALTH_PATHS.views,
            remoteAddress: '203.0.113.9',
            headers: { 'content-type': BEACON_TYPE },
            payload: JSON.stringify(report({ versions: { 'rh-limited': '1' } })),
          });
        expect((await send()).statusCode).toBe(204);
        expect((await send()).statusCode).toBe(204);
        const third = await send();
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ code: 0 });
      } finally {
        await app.close();
      }
    });
  });
}
