/**
 * `pnpm bench:release-health` (a benchmark, not a test): whether release health can hurt the
 * site. The production build on a CDN folder, as `pnpm start` serves it, measured twice: quiet,
 * then while four clients attack release health at once:
 *
 * - forged beacons: junk tokens, made-up remotes and versions, every one saying `blog` failed;
 * - a real page's token replayed: every view says `blog` failed (the token's cap holds it);
 * - anonymous reads of GET /release-health (refused);
 * - reads with the render token, the most a holder of it can ask for.
 *
 * Each side is autocannon in a process of its own (renderLoad.mjs). It prints the API's
 * `/catalogue/version` (what every page render asks first) and cached pages, quiet and under
 * attack, each attacker's answers, and what the attack changed in the figures.
 *
 * Run `pnpm build` first. HEALTH_SECONDS (default 15) per measurement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startCdnSite } from '../../scripts/site.mjs';
import { publishBuild } from './publishBuild.mjs';

const PORTS = { shell: 3960, api: 4960 };
const SECONDS = Number(process.env.HEALTH_SECONDS ?? 15);
const PAGES = ['/', '/blogs', '/about-us', '/tours'];

/** autocannon from a process of its own (renderLoad.mjs). */
async function load(url, options) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('./renderLoad.mjs', import.meta.url)),
      JSON.stringify({ url, seconds: SECONDS, ...options }),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

function printRow(label, r) {
  console.log(
    `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.max).padStart(6)}   ${r.statuses}`,
  );
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-health-'));
const cdnDir = path.join(workDir, 'cdn');
// Known here, so the bench can read the figures as the canary watcher does.
process.env.RENDER_API_TOKEN = randomBytes(24).toString('hex');
const renderToken = process.env.RENDER_API_TOKEN;
console.log('Publishing the build to a temporary CDN folder…');
await publishBuild(cdnDir);
const site = await startCdnSite({
  cdnDir,
  ports: PORTS,
  apiEnv: { SQLITE_FILE: path.join(workDir, 'bench.sqlite'), LOG_LEVEL: 'warn' },
});

async function blogFigures() {
  const response = await fetch(`${site.apiUrl}/release-health?remote=blog`, {
    headers: { 'x-render-token': renderToken },
  });
  const text = await response.text();
  const { data } = JSON.parse(text);
  return { bytes: text.length, versions: data.versions };
}

try {
  for (let round = 0; round < 3; round += 1) {
    for (const page of PAGES) await (await fetch(`${site.siteUrl}${page}`)).text();
  }
  const html = await (await fetch(`${site.siteUrl}/blogs`)).text();
  const token = /<meta name="gk-health" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page carries no release-health token');
  await site.flushRenderHealth();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = await blogFigures();

  const victims = () => [
    load(site.apiUrl, { pages: ['/catalogue/version'], connections: 4, headers: {} }),
    load(site.siteUrl, { pages: PAGES, connections: 4 }),
  ];
  console.log(`\n${SECONDS} s each (latency in ms)\n`);
  console.log('                                     req/s    p50    p99    max   answers');
  const quiet = await Promise.all(victims());
  printRow('quiet: /catalogue/version', quiet[0]);
  printRow('quiet: cached pages', quiet[1]);

  const beacon = (views, tokenText) => JSON.stringify({ token: tokenText, views });
  const forgedViews = Array.from({ length: 20 }, (_, i) => ({
    remotes: [`junk${i}`, 'blog'],
    failed: ['blog'],
  }));
  const forged = `${Buffer.from(JSON.stringify({ l: '', v: { blog: 'x' }, u: [], f: [], t: Date.now(), n: '0'.repeat(16) })).toString('base64url')}.${'A'.repeat(43)}`;
  const views = '/release-health/views';
  const attackers = [
    load(site.apiUrl, {
      pages: [views],
      connections: 4,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: beacon(forgedViews, forged),
    }),
    load(site.apiUrl, {
      pages: [views],
      connections: 4,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: beacon(
        Array.from({ length: 20 }, () => ({ remotes: ['blog'], failed: ['blog'] })),
        token,
      ),
    }),
    load(site.apiUrl, { pages: ['/release-health?remote=blog'], connections: 2, headers: {} }),
    load(site.apiUrl, {
      pages: ['/release-health?remote=blog'],
      connections: 2,
      headers: { 'x-render-token': renderToken },
    }),
  ];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const attacked = await Promise.all(victims());
  const [forgedLoad, replayLoad, anonymousLoad, tokenLoad] = await Promise.all(attackers);
  printRow('attacked: /catalogue/version', attacked[0]);
  printRow('attacked: cached pages', attacked[1]);
  console.log('\nThe attackers:');
  printRow('forged beacons', forgedLoad);
  printRow("a real token's beacons, replayed", replayLoad);
  printRow('anonymous reads', anonymousLoad);
  printRow('reads with the render token', tokenLoad);

  await site.flushRenderHealth();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const after = await blogFigures();
  const sum = (figures, field) =>
    figures.versions.reduce((total, version) => total + version[field], 0);
  console.log(
    `\nblog's figures: ${before.versions.length} → ${after.versions.length} version(s); slot failures ${sum(before, 'slotFailures')} → ${sum(after, 'slotFailures')}; page views ${sum(before, 'pageViews')} → ${sum(after, 'pageViews')}; GET /release-health?remote=blog answers ${after.bytes} bytes`,
  );
} finally {
  await site.close();
  rmSync(workDir, { recursive: true, force: true });
}
