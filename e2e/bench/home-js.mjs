/**
 * Benchmark (not a test): how much JavaScript the home page costs. Starts the built site on its
 * own ports, loads / in Chromium, and prints every JS response from the network log with its
 * transferred size (as the browser got it, brotli) and its gzip size, grouped by app. With the
 * source maps it also splits the bytes by origin: MF runtime, React, @tour/shared, app code.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { decode } from '@jridgewell/sourcemap-codec';
import { startSite } from '../../scripts/site.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';

const PORTS = {
  shell: 3200,
  'mf-catalogue': 3201,
  'mf-blog': 3202,
  'mf-booking': 3203,
  'mf-assistant': 3204,
  api: 4200,
};
const APP_BY_PORT = Object.fromEntries(
  Object.entries(PORTS).map(([app, port]) => [String(port), app]),
);

function originOf(source) {
  if (source.includes('@module-federation')) return 'MF runtime';
  if (/node_modules\/(\.pnpm\/)?(react|react-dom|scheduler)[@/]/.test(source)) return 'React';
  if (source.includes('node_modules')) return 'other libraries';
  if (source.includes('/shared/src/') || source.startsWith('../shared/')) return '@tour/shared';
  if (source.startsWith('webpack/') || source.includes('rspack')) return 'bundler runtime';
  return 'app code';
}

/** Minified bytes of one file, attributed to the origin of each mapped segment. */
function bytesByOrigin(jsPath) {
  const code = readFileSync(jsPath, 'utf8');
  const map = JSON.parse(readFileSync(`${jsPath}.map`, 'utf8'));
  const lines = code.split('\n');
  const totals = {};
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const origin =
        segment.length > 1 ? originOf(map.sources[segment[1]] ?? '') : 'bundler runtime';
      totals[origin] = (totals[origin] ?? 0) + (end - segment[0]);
    });
  });
  return totals;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-'));
const site = await startSite({
  ports: PORTS,
  apiEnv: { SQLITE_FILE: path.join(dataDir, 'bench.sqlite'), LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) responses.push(response);
  });
  await page.goto(`${site.siteUrl}/`, { waitUntil: 'networkidle' });

  const rows = [];
  for (const response of responses) {
    const url = new URL(response.url());
    const app = APP_BY_PORT[url.port] ?? url.host;
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    const file = path.join(REPO_ROOT, app, 'dist', url.pathname);
    rows.push({
      app,
      file: url.pathname.slice(1),
      transferred: responseBodySize,
      gzip: gzipSync(body).length,
      raw: body.length,
      origins: bytesByOrigin(file),
    });
  }
  rows.sort((a, b) => a.app.localeCompare(b.app) || b.gzip - a.gzip);
  console.log(
    'app            file                                        raw KB   gzip KB  transferred KB',
  );
  for (const r of rows) {
    console.log(
      `${r.app.padEnd(14)} ${r.file.padEnd(42)} ${kb(r.raw).padStart(7)} ${kb(r.gzip).padStart(9)} ${kb(r.transferred).padStart(15)}`,
    );
  }
  const sum = (key) => rows.reduce((total, r) => total + r[key], 0);
  console.log(
    `\n${rows.length} JS files: ${kb(sum('raw'))} KB raw, ${kb(sum('gzip'))} KB gzip, ${kb(sum('transferred'))} KB transferred`,
  );

  // Share of each origin in the minified bytes, applied to the gzip total of each file.
  const gzipByOrigin = {};
  for (const r of rows) {
    const mapped = Object.values(r.origins).reduce((a, b) => a + b, 0) || 1;
    for (const [origin, bytes] of Object.entries(r.origins)) {
      gzipByOrigin[origin] = (gzipByOrigin[origin] ?? 0) + (r.gzip * bytes) / mapped;
    }
  }
  console.log('\ngzip KB by origin (estimated from source maps):');
  for (const [origin, bytes] of Object.entries(gzipByOrigin).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${origin.padEnd(18)} ${kb(bytes).padStart(7)}`);
  }
  const entries = rows.filter((r) => r.file === 'remoteEntry.js');
  console.log(
    `\nremote entries loaded: ${entries.length}, ${kb(entries.reduce((t, r) => t + r.gzip, 0))} KB gzip`,
  );
} finally {
  await browser.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
