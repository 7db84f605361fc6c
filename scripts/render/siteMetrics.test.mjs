import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSiteMetrics, serveMetrics } from './siteMetrics.mjs';

/** A render service's and live sets' figures the test moves on. */
function sources() {
  const stats = {
    queued: 3,
    renderMs: 42,
    unanswered: { shed: 5, deadline: 1, starting: 0, failed: 0 },
    pages: { cached: 10, rendered: 4, stale: 0 },
    threadsStopped: 0,
  };
  const live = {
    versions: { shell: '0.1.0-a', blog: '0.1.0-b' },
    canaries: { blog: { canary: '0.1.0-c', share: 10 } },
    registry: { silentForMs: 2500 },
  };
  return { stats, live, renderStats: () => stats, status: () => live };
}

const value = (text, line) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  assert.ok(found, `no ${line} in\n${text}`);
  return Number(found.slice(line.length + 1));
};

test('the site server’s metrics: answers, the render queue and what it refused, the versions served', async (t) => {
  const source = sources();
  const metrics = createSiteMetrics(source);
  const server = await serveMetrics(metrics.registry, { port: 0 });
  t.after(() => server.close());
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/metrics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/plain/);
    return response.text();
  };

  metrics.answered('page', 200, 0.02);
  metrics.answered('page', 503, 0.001);
  metrics.answered('file', 200, 0.001);
  let text = await scrape();
  assert.equal(value(text, 'ghumakkad_site_requests_total{kind="page",status="200"}'), 1);
  assert.equal(value(text, 'ghumakkad_site_requests_total{kind="page",status="503"}'), 1);
  assert.equal(value(text, 'ghumakkad_site_page_seconds_count'), 2);
  assert.equal(value(text, 'ghumakkad_render_queue_depth'), 3);
  assert.equal(value(text, 'ghumakkad_render_unanswered_total{reason="shed"}'), 5);
  assert.equal(value(text, 'ghumakkad_render_pages_total{source="cached"}'), 10);
  assert.equal(value(text, 'ghumakkad_release_registry_silent_seconds'), 2.5);
  assert.equal(
    value(text, 'ghumakkad_site_version_info{app="blog",version="0.1.0-c",lane="canary"}'),
    1,
  );

  // Totals the render service keeps are followed, never counted twice; a version that stopped
  // being served is gone.
  source.stats.unanswered.shed = 7;
  source.live.canaries = {};
  text = await scrape();
  assert.equal(value(text, 'ghumakkad_render_unanswered_total{reason="shed"}'), 7);
  assert.doesNotMatch(text, /lane="canary"/);
});

test('the metrics port answers /metrics only', async (t) => {
  const server = await serveMetrics(createSiteMetrics(sources()).registry, { port: 0 });
  t.after(() => server.close());
  const base = `http://127.0.0.1:${server.address().port}`;
  assert.equal((await fetch(`${base}/`)).status, 404);
  assert.equal((await fetch(`${base}/metrics`, { method: 'POST' })).status, 404);
  assert.equal((await fetch(`${base}/metrics/../metrics?x`)).status, 404);
});
