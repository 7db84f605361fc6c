/**
 * The site server's Prometheus metrics (prom-client), on a port of their own that is not the
 * site's (SITE_METRICS_PORT, on METRICS_HOST, loopback by default): what an operator watches and
 * alerts on during a launch or a release. Requests by kind and status, and how long pages took;
 * the render server's queue, render time, pages shed or past their deadline, stuck threads
 * stopped, and where pages came from (the cache, a render, a stale copy); the versions each lane
 * serves, and how long since the release registry last answered. Counters the render service
 * keeps itself are read at each scrape, so nothing on the page path waits for metrics.
 */
import { createServer } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Page answers' times, in seconds: a cached page takes milliseconds; the deadline is 2.8 s. */
const PAGE_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

/** A counter that follows a total kept elsewhere, by label: increased by what it grew since. */
function followedCounter(registry, { name, help, labelName, totals }) {
  const seen = new Map();
  return new Counter({
    name,
    help,
    labelNames: labelName ? [labelName] : [],
    registers: [registry],
    collect() {
      for (const [label, total] of Object.entries(totals())) {
        const grew = total - (seen.get(label) ?? 0);
        if (grew > 0) this.inc(labelName ? { [labelName]: label } : {}, grew);
        seen.set(label, total);
      }
    },
  });
}

/**
 * @param {object} sources
 * @param {() => ReturnType<import('./renderService.mjs').createRenderService>['stats'] extends () => infer S ? S : never} sources.renderStats
 * @param {() => { versions: Record<string, string>, canaries: Record<string, { canary: string }>, registry: { silentForMs: number } }} sources.status
 *   the live sets' status (liveSets.mjs)
 */
export function createSiteMetrics({ renderStats, status }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ghumakkad_site_' });
  const requests = new Counter({
    name: 'ghumakkad_site_requests_total',
    help: 'Requests answered, by kind (page, form, file) and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
  });
  const pageSeconds = new Histogram({
    name: 'ghumakkad_site_page_seconds',
    help: 'Time to answer a page request, queue and render included',
    buckets: PAGE_SECONDS_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'ghumakkad_render_queue_depth',
    help: 'Pages waiting for a render thread (the live lane)',
    registers: [registry],
    collect() {
      this.set(renderStats().queued);
    },
  });
  new Gauge({
    name: 'ghumakkad_render_time_ms',
    help: "The live pool's recent render time per page (moving average), from which admission estimates waits",
    registers: [registry],
    collect() {
      this.set(renderStats().renderMs);
    },
  });
  followedCounter(registry, {
    name: 'ghumakkad_render_unanswered_total',
    help: 'Pages answered 503 by the render server, by reason (shed, deadline, starting, failed)',
    labelName: 'reason',
    totals: () => renderStats().unanswered,
  });
  followedCounter(registry, {
    name: 'ghumakkad_render_pages_total',
    help: 'Pages answered, by source: cached, rendered, stale (kept, served while data cannot be read)',
    labelName: 'source',
    totals: () => renderStats().pages,
  });
  followedCounter(registry, {
    name: 'ghumakkad_render_threads_stopped_total',
    help: 'Render threads stopped while stuck on a page past its deadline',
    totals: () => ({ stopped: renderStats().threadsStopped }),
  });
  new Gauge({
    name: 'ghumakkad_site_version_info',
    help: 'The versions served: 1 for each app and version, by lane (live, or canary)',
    labelNames: ['app', 'version', 'lane'],
    registers: [registry],
    collect() {
      const { versions, canaries } = status();
      this.reset();
      for (const [app, version] of Object.entries(versions)) {
        this.set({ app, version, lane: 'live' }, 1);
      }
      for (const [app, { canary }] of Object.entries(canaries)) {
        this.set({ app, version: canary, lane: 'canary' }, 1);
      }
    },
  });
  new Gauge({
    name: 'ghumakkad_release_registry_silent_seconds',
    help: 'Seconds since the release registry last answered this server',
    registers: [registry],
    collect() {
      this.set(status().registry.silentForMs / 1000);
    },
  });

  return {
    registry,
    /** Counts one answer; `seconds` for pages. */
    answered(kind, statusCode, seconds) {
      requests.inc({ kind, status: String(statusCode) });
      if (kind === 'page') pageSeconds.observe(seconds);
    },
  };
}

/**
 * Serves `registry` at GET /metrics on `port` (and nothing else), for a scraper on this host or
 * network, never through the site's own port.
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveMetrics(registry, { port, host = '127.0.0.1' }) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
