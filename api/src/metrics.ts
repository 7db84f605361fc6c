/**
 * The API's Prometheus metrics (prom-client), served on a port of their own (API_METRICS_PORT, on
 * METRICS_HOST, loopback by default), never on the API's public port: requests and their times by
 * route (the route's pattern, so the labels stay few), leads stored by kind, and the lead outbox's
 * backlog (notifications not yet delivered), read from the database at each scrape.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, LeadKind } from './db/schema';

/** Answers' times, in seconds: a cached catalogue read takes a millisecond, a lead tens. */
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export interface ApiMetrics {
  registry: Registry;
  /** Counts and times every answer `app` sends. */
  observe(app: FastifyInstance): void;
  /** A lead stored (not a replay). */
  leadStored(kind: LeadKind): void;
}

export function createApiMetrics(db: Kysely<Database>): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ghumakkad_api_' });
  const requests = new Counter({
    name: 'ghumakkad_api_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'ghumakkad_api_request_seconds',
    help: 'Time to answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const leads = new Counter({
    name: 'ghumakkad_leads_stored_total',
    help: 'Leads stored, by kind (a retried request that was already stored is not counted)',
    labelNames: ['kind'],
    registers: [registry],
  });
  new Gauge({
    name: 'ghumakkad_lead_outbox_backlog',
    help: 'Lead notifications not yet delivered (webhook, mail)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('lead_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      this.set(Number(row?.count ?? 0));
    },
  });
  return {
    registry,
    observe(app) {
      app.addHook('onResponse', async (request, reply) => {
        // The pattern (/packages/:slug), not the URL: one series per route, not per visitor.
        const route = request.routeOptions.url ?? 'unmatched';
        requests.inc({ route, method: request.method, status: String(reply.statusCode) });
        seconds.observe({ route, method: request.method }, reply.elapsedTime / 1000);
      });
    },
    leadStored(kind) {
      leads.inc({ kind });
    },
  };
}

/** GET /metrics on `port` and `host`, and nothing else; closed with the returned server. */
export async function serveApiMetrics(
  metrics: ApiMetrics,
  { port, host }: { port: number; host: string },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  await server.listen({ port, host });
  return server;
}
