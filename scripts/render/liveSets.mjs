/**
 * Where the render server learns which versions are live: asked on every request, answered from
 * memory, so a release or rollback reaches the next page once the site has followed it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { liveIndexHtml } from '../release/cdn.mjs';
import { remotesJson } from '../release/history.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';

/** `catalogue@0.1.0-2026…` from `/mf-catalogue/0.1.0-2026…/remoteEntry.js`. */
function versionTag(key, entry) {
  const parts = entry.split('/');
  return `${key}@${parts.at(-2) ?? entry}`;
}

function liveSetOf(shellTag, shellDir, remotes) {
  const tags = [shellTag, ...Object.entries(remotes).map(([key, entry]) => versionTag(key, entry))];
  return { key: tags.join(', '), shellDir, remotes };
}

/**
 * The version of each app live before the live one: a site server keeps it on its disk too, for
 * visitors who loaded a page before the last release or rollback and still fetch its files.
 */
function versionsBefore(history) {
  return Object.entries(history.apps).flatMap(([app, { live }]) => {
    const before = history.log.findLast((entry) => entry.app === app)?.previous;
    return before && before !== live ? [[app, before]] : [];
  });
}

/**
 * Follows a release registry (releases.json or PostgreSQL): asks for its revision every
 * `intervalMs` and, when it changed, reads the history, makes sure every live version is on
 * local disk (a download from an S3 store, once per version), and only then serves the new set.
 * A registry or store that cannot be reached leaves the last good set serving, and is reported
 * once per distinct problem. `current()` is what a request reads: no I/O.
 * @param {object} options
 * @param {import('../release/registry/types.d.mts').Registry} options.registry
 * @param {import('../release/artifacts/types.d.mts').ArtifactStore} options.store
 * @param {string} options.cacheDir where an S3 store's versions are copied to
 * @param {string} [options.publicUrl] origin of the CDN when it is not the site's own
 */
export async function followRegistry({
  registry,
  store,
  cacheDir,
  publicUrl = '',
  intervalMs = 250,
}) {
  let current = null;
  let seen = null;
  let lastProblem = '';
  let timer;
  let closed = false;

  async function refresh() {
    const revision = await registry.revision();
    if (revision === seen) return;
    const history = await registry.read();
    const shellVersion = history.apps.shell?.live;
    if (!shellVersion) throw new Error(`no live shell in ${registry.describe()}`);
    const remotes = remotesJson(history, publicUrl);
    const shellDir = await store.localCopy('shell', shellVersion, cacheDir);
    for (const [app, { live }] of Object.entries(history.apps)) {
      if (app !== 'shell' && live) await store.localCopy(app, live, cacheDir);
    }
    for (const [app, version] of versionsBefore(history)) {
      await store.localCopy(app, version, cacheDir).catch((error) => {
        console.error(`[releases] ${app} ${version}, live before, is not served: ${error.message}`);
      });
    }
    current = {
      ...liveSetOf(`shell@${shellVersion}`, shellDir, remotes),
      indexHtml: liveIndexHtml(shellDir, shellVersion, remotes, publicUrl),
    };
    seen = revision;
  }

  // One refresh at a time: a poll and a `sync` must not download the same version together.
  let running = null;
  const refreshOnce = () => (running ??= refresh().finally(() => (running = null)));

  async function poll() {
    try {
      await refreshOnce();
      lastProblem = '';
    } catch (error) {
      if (error.message !== lastProblem) {
        lastProblem = error.message;
        console.error(`[releases] could not follow ${registry.describe()}: ${error.message}`);
      }
    }
    if (!closed) timer = setTimeout(poll, intervalMs);
  }

  await refresh();
  timer = setTimeout(poll, intervalMs);
  return {
    /** The live set now: the render server's `liveSet`, with the live index.html. */
    current: () => current,
    /** Follows the registry now: resolves once what was live when it was called is served. */
    async sync() {
      await running?.catch(() => {});
      await refreshOnce();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The apps' dist folders, each remote on its own server (the e2e tests' site). A rebuilt shell,
 * or a new `generation` (a remote's server stopped), is a new set for the render server.
 */
export function distLiveSet(remotes, generation = () => 0) {
  const shellDir = path.join(REPO_ROOT, 'shell/dist');
  return () => {
    const built = statSync(path.join(shellDir, 'server/main.js')).mtimeMs;
    return liveSetOf(`shell@dist-${built}-${generation()}`, shellDir, remotes());
  };
}
