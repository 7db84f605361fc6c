/**
 * `pnpm --filter e2e bench:render` (a benchmark, not a test): what server rendering costs on this
 * machine. A listing page rendered by the render server (the production build on a CDN folder,
 * as `pnpm start` serves it) beside the static server answering the shell's plain index.html, the
 * way every route was answered before server rendering: requests per second, p50 and p95 latency,
 * under the same load in the same run. Then the process's memory after 10,000 renders and after
 * 20 releases of a remote (each release starts a new render worker and retires the old one).
 *
 * Run `pnpm build` first. RENDER_SECONDS (default 10) per measurement, RENDER_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCdnSite } from '../../scripts/site.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { release } from '../../scripts/release/commands.mjs';
import { readHistory, releaseDir } from '../../scripts/release/cdn.mjs';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';
import { publishBuild } from './publishBuild.mjs';

const PORTS = { shell: 3950, api: 4950, plain: 3951 };
const SECONDS = Number(process.env.RENDER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.RENDER_CONNECTIONS ?? 10);
const PAGE = '/goa-tour-packages';
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** autocannon against one URL; latency percentiles from every answer's own time. */
async function load(url) {
  const times = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html' },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    non2xx: result.non2xx,
    count: times.length,
  };
}

async function renderMany(url, count) {
  const batch = 20;
  for (let done = 0; done < count; done += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - done) }, () => fetch(url).then((r) => r.text())),
    );
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-render-'));
const cdnDir = path.join(workDir, 'cdn');
console.log('Publishing the build to a temporary CDN folder…');
publishBuild(cdnDir);
const site = await startCdnSite({
  cdnDir,
  ports: { shell: PORTS.shell, api: PORTS.api },
  apiEnv: { SQLITE_FILE: path.join(workDir, 'bench.sqlite'), LOG_LEVEL: 'warn' },
});
const shellDir = releaseDir(cdnDir, 'shell', readHistory(cdnDir).apps.shell.live);
const plain = await startStaticServer({ root: shellDir, port: PORTS.plain, spa: true });
try {
  const rendered = `${site.siteUrl}${PAGE}`;
  const plainUrl = `http://localhost:${PORTS.plain}${PAGE}`;
  const first = await fetch(rendered);
  console.log(`${PAGE}: ${first.status}, ${(await first.text()).length} bytes of HTML`);
  await renderMany(rendered, 200); // warm: the worker has loaded the remotes and the data path

  const memoryAtStart = process.memoryUsage().rss;
  const ssr = await load(rendered);
  const baseline = await load(plainUrl);
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${PAGE}:\n`);
  console.log('server                         req/s    p50 ms   p95 ms   answers   non-2xx');
  for (const [label, r] of [
    ['render server (SSR)', ssr],
    ['static index.html (before)', baseline],
  ]) {
    console.log(
      `${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${String(r.count).padStart(9)} ${String(r.non2xx).padStart(9)}`,
    );
  }

  const rendersSoFar = 200 + ssr.count;
  if (rendersSoFar < 10_000) await renderMany(rendered, 10_000 - rendersSoFar);
  global.gc?.();
  const after10k = process.memoryUsage().rss;

  for (let i = 1; i <= 20; i += 1) {
    release({
      app: 'mf-catalogue',
      cdnDir,
      from: path.join(REPO_ROOT, 'mf-catalogue/dist'),
      now: new Date(Date.now() + i * 1000),
    });
    const response = await fetch(rendered);
    if (response.status !== 200) throw new Error(`release ${i}: ${response.status}`);
    await response.text();
  }
  await renderMany(rendered, 200);
  const after20Releases = process.memoryUsage().rss;

  console.log('\nMemory of the site process (render workers included), resident:');
  console.log(`  after warm-up                 ${mb(memoryAtStart)}`);
  console.log(`  after 10,000 renders          ${mb(after10k)}`);
  console.log(`  after 20 releases of a remote ${mb(after20Releases)}`);
} finally {
  await plain.close();
  await site.close();
  rmSync(workDir, { recursive: true, force: true });
}
