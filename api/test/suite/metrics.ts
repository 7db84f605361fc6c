/**
 * The API's metrics (src/metrics.ts): every answer counted by its route's pattern, leads stored
 * by kind (a replay not counted again), the outbox's backlog read from the database, and the
 * metrics served on a port of their own, not the API's.
 */
import { buildApp } from '../../src/app';
import { createApiMetrics, serveApiMetrics } from '../../src/metrics';
import { AUTH_CODE, validEnquiry, withAuth, type Suite } from './context';

/** The value of the series `line` (name and labels as Prometheus writes them), or undefined. */
function seriesValue(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

export function describeMetrics(suite: Suite): void {
  describe('metrics', () => {
    it('count answers by route pattern, leads stored by kind once, and the outbox backlog', async () => {
      const metrics = createApiMetrics(suite().database.db);
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        metrics,
        leadChannels: () => ['webhook'],
      });
      try {
        await app.inject({
          method: 'GET',
          url: withAuth('/package/get-package-detail-and-itinerary/no-such-package-1'),
        });
        await app.inject({
          method: 'GET',
          url: withAuth('/package/get-package-detail-and-itinerary/no-such-package-2'),
        });
        const headers = { 'content-type': 'application/json', 'idempotency-key': 'metrics-1' };
        const lead = () =>
          app.inject({
            method: 'POST',
            url: withAuth('/request-book/add'),
            headers,
            payload: JSON.stringify(validEnquiry()),
          });
        expect((await lead()).statusCode).toBe(200);
        expect((await lead()).statusCode).toBe(200); // a replay: stored once
        const text = await metrics.registry.metrics();
        const byPattern = text
          .split('\n')
          .filter((row) =>
            row.startsWith(
              'ghumakkad_api_requests_total{route="/package/get-package-detail-and-itinerary/:packageName"',
            ),
          );
        // Two URLs, one series.
        expect(byPattern).toHaveLength(1);
        expect(byPattern[0]).toMatch(/ 2$/);
        expect(
          seriesValue(
            text,
            'ghumakkad_api_requests_total{route="/request-book/add",method="POST",status="200"}',
          ),
        ).toBe(2);
        expect(seriesValue(text, 'ghumakkad_leads_stored_total{kind="enquiry"}')).toBe(1);
        const backlog = await suite()
          .database.db.selectFrom('lead_outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('delivered_at', 'is', null)
          .executeTakeFirstOrThrow();
        expect(Number(backlog.count)).toBeGreaterThan(0);
        expect(seriesValue(text, 'ghumakkad_lead_outbox_backlog')).toBe(Number(backlog.count));
      } finally {
        await app.close();
      }
    });

    it('are served at /metrics on their own port only', async () => {
      const metrics = createApiMetrics(suite().database.db);
      const server = await serveApiMetrics(metrics, { port: 0, host: '127.0.0.1' });
      try {
        const address = server.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toMatch(/ghumakkad_api_process_cpu_seconds_total/);
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(404);
      } finally {
        await server.close();
      }
    });
  });
}
