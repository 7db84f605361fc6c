/**
 * `pnpm bench:render` (a benchmark, not a test): what the render server does on this machine,
 * beside a static file answered by the same server in the same run. The production build on a
 * CDN folder, as `pnpm start` serves it; the API runs beside it, as it does there.
 *
 * 1. A static file (`/remotes.json`), the ceiling.
 * 2. Cached pages: nine pages (one a 404), asked for again and again (the render cache answers).
 * 3. Uncached pages: the same nine, each request with a query of its own (a new cache key, so
 *    every one is rendered).
 * 4. Goodput under overload: uncached pages at 10, 20, 50, 100 and 200 connections, the pages
 *    served per second at each (served, not shed: 2xx and the 404 page), against the best of
 *    20–50 connections in the same run (the target: at least 80 % at 100 and 200, p99 ≤ 3 s).
 * 5. Campaign links: the plain cached pages, then 200 connections on the same pages each with a
 *    unique `fbclid` (every click on a Facebook ad is one), which must answer from the cache too
 *    (the target: at least half the plain rate).
 * Each with requests per second, p50/p99/max latency, answers by status, and the process's
 * resident memory (the render threads are in it; the API is not).
 *
 * RENDER_SOAK_MINUTES=10 adds a soak: 20 connections on uncached pages for that long, memory
 * sampled every 10 s, with the slope of its second half.
 *
 * Run `pnpm build` first. RENDER_SECONDS (default 20) per measurement, RENDER_CONNECTIONS (20).
 * RENDER_THREADS and RENDER_CACHE_MB are the site's own settings (scripts/site.mjs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startCdnSite } from '../../scripts/site.mjs';
import { publishBuild } from './publishBuild.mjs';

const PORTS = { shell: 3950, api: 4950 };
const SECONDS = Number(process.env.RENDER_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.RENDER_CONNECTIONS ?? 20);
const SOAK_MINUTES = Number(process.env.RENDER_SOAK_MINUTES ?? 0);
const mb = (bytes) => bytes / 1024 / 1024;

/** The nine pages: one of each kind the site has, found in its sitemap, and a 404. */
async function pagesOf(siteUrl) {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) =>
      new URL(match[1].replaceAll('&amp;', '&')).pathname +
      new URL(match[1].replaceAll('&amp;', '&')).search,
  );
  const first = (pattern) => {
    const route = routes.find((candidate) => pattern.test(candidate));
    if (!route) throw new Error(`no page like ${pattern} in the sitemap`);
    return route;
  };
  return [
    '/',
    first(/^\/[a-z-]+-tour-packages$/),
    first(/-tour-packages-details\//),
    '/blogs',
    first(/^\/blog-details\?id=/),
    '/about-us',
    first(/^\/themes\?/),
    '/tours',
    '/no-such-page',
  ];
}

/** autocannon over `pages`, in turn, from a process of its own (renderLoad.mjs). */
async function load(siteUrl, pages, { connections, seconds, unique = false, uniqueParam }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('./renderLoad.mjs', import.meta.url)),
      JSON.stringify({ url: siteUrl, pages, connections, seconds, unique, uniqueParam }),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return { ...JSON.parse(stdout), rssMb: mb(process.memoryUsage().rss) };
}

function printRow(label, r) {
  console.log(
    `${label.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)} ${r.rssMb.toFixed(0).padStart(7)}   ${r.statuses}`,
  );
}

/** Least squares slope of (minute, MB) points: MB per minute. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxy / sxx;
}

async function soak(siteUrl, pages, minutes) {
  const samples = [];
  const started = Date.now();
  const timer = setInterval(() => {
    samples.push([(Date.now() - started) / 60_000, mb(process.memoryUsage().rss)]);
  }, 10_000);
  const result = await load(siteUrl, pages, {
    connections: 20,
    seconds: minutes * 60,
    unique: true,
  });
  clearInterval(timer);
  const secondHalf = samples.filter(([minute]) => minute >= minutes / 2);
  console.log(`\nSoak: 20 connections, uncached pages, ${minutes} min`);
  printRow('uncached pages (soak)', result);
  console.log('  minute   RSS MB');
  for (const [minute, rss] of samples.filter((_, i) => i % 6 === 5)) {
    console.log(`  ${minute.toFixed(1).padStart(6)} ${rss.toFixed(0).padStart(8)}`);
  }
  console.log(
    `  max ${Math.max(...samples.map(([, rss]) => rss)).toFixed(0)} MB; second half: ${secondHalf[0][1].toFixed(0)} → ${secondHalf.at(-1)[1].toFixed(0)} MB, slope ${slope(secondHalf).toFixed(2)} MB/min`,
  );
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-render-'));
const cdnDir = path.join(workDir, 'cdn');
console.log('Publishing the build to a temporary CDN folder…');
await publishBuild(cdnDir);
const site = await startCdnSite({
  cdnDir,
  ports: PORTS,
  apiEnv: { SQLITE_FILE: path.join(workDir, 'bench.sqlite'), LOG_LEVEL: 'warn' },
});
try {
  const pages = await pagesOf(site.siteUrl);
  console.log(`Pages: ${pages.join('  ')}`);
  // Warm: the API's answer cache, and every page once in the render cache.
  for (let round = 0; round < 3; round += 1) {
    for (const page of pages) await (await fetch(`${site.siteUrl}${page}`)).text();
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each (latency in ms, RSS in MB):\n`);
  console.log('                             req/s     p50     p99     max     RSS   answers');
  printRow(
    'static file',
    await load(site.siteUrl, ['/remotes.json'], { connections: CONNECTIONS, seconds: SECONDS }),
  );
  printRow(
    'cached pages',
    await load(site.siteUrl, pages, { connections: CONNECTIONS, seconds: SECONDS }),
  );
  printRow(
    'uncached pages',
    await load(site.siteUrl, pages, { connections: CONNECTIONS, seconds: SECONDS, unique: true }),
  );

  console.log(
    '\nGoodput under overload: uncached pages (pages served per second, shed not counted)\n',
  );
  console.log('                             req/s     p50     p99     max     RSS   answers');
  const curve = [];
  for (const connections of [10, 20, 50, 100, 200]) {
    const result = await load(site.siteUrl, pages, { connections, seconds: SECONDS, unique: true });
    curve.push({ connections, ...result });
    printRow(`uncached, ${connections} conns (${result.goodput.toFixed(0)}/s served)`, result);
  }
  const best = Math.max(
    ...curve.filter((c) => c.connections >= 20 && c.connections <= 50).map((c) => c.goodput),
  );
  for (const { connections, goodput, p99 } of curve.filter((c) => c.connections >= 100)) {
    console.log(
      `  at ${connections}: ${goodput.toFixed(0)} pages/s served = ${((goodput / best) * 100).toFixed(0)} % of the best at 20–50 (${best.toFixed(0)}/s); p99 ${p99} ms (targets: ≥ 80 %, ≤ 3000 ms)`,
    );
  }

  console.log('\nCampaign links: the cached pages, plain and with a unique fbclid each\n');
  const plain = await load(site.siteUrl, pages, { connections: 200, seconds: SECONDS });
  printRow('cached, 200 connections', plain);
  const campaign = await load(site.siteUrl, pages, {
    connections: 200,
    seconds: SECONDS,
    unique: true,
    uniqueParam: 'fbclid',
  });
  printRow('unique fbclid, 200 conns', campaign);
  console.log(
    `  unique fbclid at ${((campaign.goodput / plain.goodput) * 100).toFixed(0)} % of the plain pages' rate (target: ≥ 50 %)`,
  );
  console.log(`\nRender server: ${JSON.stringify(site.renderStats())}`);
  if (SOAK_MINUTES > 0) await soak(site.siteUrl, pages, SOAK_MINUTES);
} finally {
  await site.close();
  rmSync(workDir, { recursive: true, force: true });
}
