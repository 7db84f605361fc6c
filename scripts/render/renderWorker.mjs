/**
 * One render thread of a live set's pool (renderService.mjs, run by piscina): loads one shell
 * version's Node build and registers one set of remote versions with Module Federation's Node
 * runtime, then renders pages on request. A release or rollback starts a new pool rather than
 * swapping modules inside this one, so the versions it loaded are freed with it (memory stays
 * bounded however many versions come and go).
 *
 * The thread is set up before it takes its first task (top-level await): piscina hands a thread
 * work only once its module has loaded, so a set whose first task answered is warm.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { workerData } from 'piscina';
import { pageEtag } from './pageHeaders.mjs';

const require = createRequire(import.meta.url);
/** How long warming one remote module may take before the worker serves without it. */
const WARM_TIMEOUT_MS = 3000;

/** @type {{ shellDir: string, remotes: Record<string, string>, origin: string, config: object, apiBaseUrl: string, apiHeaders: Record<string, string>, versions: string }} */
const { shellDir, remotes, origin, config, apiBaseUrl, apiHeaders, versions } = workerData;

/**
 * The shell's own browser files: what its index.html loads, its named chunk groups, and the
 * stylesheets of the modules it shares (its mf-manifest.json): `@tour/shared`'s components are in
 * every page's HTML, so their CSS is linked with it rather than arriving with their script and
 * moving what was already painted.
 */
function shellAssets() {
  const html = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]);
  const groups = JSON.parse(readFileSync(path.join(shellDir, 'client-assets.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(shellDir, 'mf-manifest.json'), 'utf8'));
  const sharedStyles = manifest.shared
    .flatMap((shared) => shared.assets.css.sync)
    .map((file) => manifest.metaData.publicPath + file);
  return { scripts, styles: [...new Set([...styles, ...sharedStyles])], groups };
}

/** A remote's browser entry → its folder's absolute URL, for fetching from this process. */
const folderOf = (webEntry) => new URL(webEntry.slice(0, webEntry.lastIndexOf('/') + 1), origin);

async function fetchManifest(webEntry) {
  try {
    const response = await fetch(new URL('mf-manifest.json', folderOf(webEntry)));
    return response.ok ? await response.json() : { exposes: [] };
  } catch {
    // A remote that is down renders as its slot's fallback; its stylesheets are not needed.
    return { exposes: [] };
  }
}

// The shell's server bundle starts asynchronously (its shared modules first).
const shell = await require(path.join(shellDir, 'server/main.js'));
const manifests = Object.fromEntries(
  await Promise.all(
    Object.entries(remotes).map(async ([key, entry]) => [key, await fetchManifest(entry)]),
  ),
);
shell.initServer({
  remotes,
  nodeEntryOf: (webEntry) => new URL('server/remoteEntry.js', folderOf(webEntry)).href,
  manifests,
  config,
  apiBaseUrl,
  apiHeaders,
});
const assets = shellAssets();
// Ready once the live remotes' modules are loaded: requests wait for that rather than each
// loading them cold within its own time bound. A shell released before warmServer existed (a
// rollback) still renders, cold.
if (typeof shell.warmServer === 'function') await shell.warmServer(WARM_TIMEOUT_MS);

const encoder = new TextEncoder();

/** What is left of a task's time when it starts: less a margin for sending the page back. */
const SEND_MARGIN_MS = 100;

/**
 * One task: `{ warm: true }` (the set is up), `{ sitemap: true }`, or a page. Every answer carries
 * this thread's heap, which the pool watches to recycle a thread that grows.
 * @param {{ warm?: boolean, sitemap?: boolean, url?: string, nonce?: string, timeoutMs?: number, deadlineAt?: number, submission?: object }} task
 */
export default async function render(task) {
  const heapMb = () => getHeapStatistics().used_heap_size / 1024 / 1024;
  if (task.warm) return { heapMb: heapMb() };
  if (task.sitemap) return { body: await shell.renderSitemap(), heapMb: heapMb() };
  // The deadline counts from when the page was asked for: time spent waiting for a thread is
  // taken from the render's own bound.
  const timeoutMs = Math.min(task.timeoutMs, task.deadlineAt - Date.now() - SEND_MARGIN_MS);
  // Its visitor has been answered already (renderService.mjs): no render, and the thread is free.
  if (timeoutMs <= 0) return { late: true, heapMb: heapMb() };
  const started = performance.now();
  const page = await shell.renderPage({
    url: task.url,
    nonce: task.nonce,
    assets,
    timeoutMs,
    submission: task.submission,
  });
  // Handed over as bytes, not as a string (pageCache.mjs says why). Copied (a memcpy), not
  // moved: piscina moves only a task's whole answer, and this one carries the page's status too.
  const answer = {
    page: { ...page, html: null, etag: pageEtag(page.html, task.nonce, versions) },
    html: encoder.encode(page.html),
    heapMb: heapMb(),
  };
  // This thread's time on the page, which the pool's admission estimates waits from.
  return { ...answer, renderMs: performance.now() - started };
}
