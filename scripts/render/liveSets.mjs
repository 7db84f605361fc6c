/**
 * Where the render server learns which versions are live: asked on every request, answered from
 * memory, so a release or rollback reaches the next page once the site has followed it. During a
 * canary a visitor's set depends on their token (canary.mjs): the remotes whose canary they get
 * are their set's `onCanary`, and each such set is made once per history. A set's `lane` (the
 * render server keeps a pool of threads per lane) is '' for the live versions and the set's own
 * key, its versions, for a canary's side: a later canary of the same app is another lane, so
 * an ended canary's pool can never serve its visitors.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { getsCanary, maxCanariesFromEnv } from '../release/canary.mjs';
import { liveIndexHtml } from '../release/cdn.mjs';
import { canaryApps, remotesJson } from '../release/history.mjs';
import { remoteKey } from '../ports.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { keepVersionsLiveWithin } from './versionFiles.mjs';

/** `catalogue@0.1.0-2026…` from `/mf-catalogue/0.1.0-2026…/remoteEntry.js`. */
function versionTag(key, entry) {
  const parts = entry.split('/');
  return `${key}@${parts.at(-2) ?? entry}`;
}

/**
 * @param {string[]} [onCanary] the remotes (keys) whose canary the set carries
 * @param {string[]} [canaryRemotes] the remotes (keys) with a canary running: a page that fails
 *   whole on the live side is put down to their live versions (renderHealth.mjs)
 */
function liveSetOf(shellTag, shellDir, remotes, onCanary = [], canaryRemotes = []) {
  const tags = [shellTag, ...Object.entries(remotes).map(([key, entry]) => versionTag(key, entry))];
  const key = tags.join(', ');
  return { key, shellDir, remotes, lane: onCanary.length > 0 ? key : '', onCanary, canaryRemotes };
}

/** Every subset of `items` (a few canaries at most: 2^n sets). */
function subsets(items) {
  return items.reduce((all, item) => [...all, ...all.map((set) => [...set, item])], [[]]);
}

/**
 * The sets one history serves: the live one, and one per combination of canaries a visitor can
 * get; each made when first asked for.
 */
function setsOf(history, shellDir, publicUrl, canaries) {
  const shellVersion = history.apps.shell.live;
  const canaryRemotes = canaries.map(remoteKey).filter(Boolean);
  const made = new Map();
  const setFor = (onCanary) => {
    const name = [...onCanary].sort().join(' ');
    if (!made.has(name)) {
      const remotes = remotesJson(history, publicUrl, new Set(onCanary));
      const set = liveSetOf(
        `shell@${shellVersion}`,
        shellDir,
        remotes,
        onCanary.map(remoteKey).filter(Boolean),
        canaryRemotes,
      );
      let indexHtml;
      made.set(name, {
        ...set,
        // Read from disk when first served: a lane nobody is in costs nothing.
        get indexHtml() {
          return (indexHtml ??= liveIndexHtml(shellDir, shellVersion, remotes, publicUrl));
        },
      });
    }
    return made.get(name);
  };
  return {
    stable: setFor([]),
    /** The set of the visitor with `token` (none yet: the live one). */
    forVisitor(token) {
      if (!token || canaries.length === 0) return setFor([]);
      return setFor(canaries.filter((app) => getsCanary(token, app, history.apps[app].canary)));
    },
    all: () => subsets(canaries).map(setFor),
    /** What /canaries.json says: each canary by remote key, beside the version it may replace. */
    canaries: Object.fromEntries(
      canaries.map((app) => {
        const { live, canary } = history.apps[app];
        return [
          remoteKey(app),
          {
            stable: live,
            canary: canary.version,
            share: canary.share,
            startedAt: canary.startedAt,
            auto: canary.auto !== null,
          },
        ];
      }),
    ),
  };
}

/**
 * The canaries a site server serves: all of them up to `max`, the oldest first. The release CLI
 * refuses more (MAX_CANARIES, checked under the registry's lock), but a history written by an older
 * CLI, or with a larger MAX_CANARIES elsewhere, may hold more: each is another doubling of lanes
 * and threads, so the newest wait, on the live version, until one is decided.
 */
export function servedCanaries(history, max) {
  return canaryApps(history)
    .sort((a, b) =>
      history.apps[a].canary.startedAt.localeCompare(history.apps[b].canary.startedAt),
    )
    .slice(0, max);
}

/** `promise`, or a rejection with `message` if it has not settled within `ms`. */
function withinMs(promise, ms, message) {
  let timer;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
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
 * @param {(set: object) => Promise<void>} [options.warm] starts and warms a set's render pool; a
 *   new history is served only once every set a visitor can be routed to has been warmed (or has
 *   failed to, or not within `warmTimeoutMs`: it is served all the same, and its visitors' failed
 *   pages count against its side)
 * @param {number} [options.warmTimeoutMs] how long a new history waits for its sets to warm
 * @param {number} [options.maxCanaries] canaries served at most (MAX_CANARIES)
 * @param {number} [options.answerWithinMs] how long the registry has to answer a poll's question
 *   (its revision, its history) before the poll is given up and asked again at the next one
 * @param {number} [options.refreshWithinMs] how long taking up a new history (downloads, warming)
 *   may take before it is given up and started again: a store that never answers must not stop
 *   this server from following
 * @param {number} [options.silentAfterMs] a registry not heard from for this long is logged, once
 *   until it answers again, and shown in `status()` (what /site-server.json and `pnpm releases`
 *   tell): this server keeps serving what it had, and a rollback would not reach it
 * @param {() => number} [options.clock] the local clock, in ms (tests move it)
 */
export async function followRegistry({
  registry,
  store,
  cacheDir,
  publicUrl = '',
  intervalMs = 250,
  warm = async () => {},
  warmTimeoutMs = 30_000,
  maxCanaries = maxCanariesFromEnv(),
  answerWithinMs = 10_000,
  refreshWithinMs = 120_000,
  silentAfterMs = 30_000,
  clock = Date.now,
}) {
  let current = null;
  let seen = null;
  /** When the registry last answered, when the set served now was taken up, which sets failed to warm. */
  let heardAt = null;
  let servingSince = null;
  let coldSets = [];
  let silenceLogged = false;
  /** Refreshes started and the newest applied: one given up and finishing late changes nothing. */
  let started = 0;
  let applied = 0;
  let lastProblem = '';
  let lastCapProblem = '';
  let timer;
  let closed = false;
  const olderVersions = keepVersionsLiveWithin({ store, cacheDir });

  async function refresh() {
    const generation = (started += 1);
    const revision = await answered(registry.revision(), 'its revision');
    heardAt = clock();
    noteAnswer();
    if (revision === seen) return;
    const history = await answered(registry.read(), 'its history');
    const shellVersion = history.apps.shell?.live;
    if (!shellVersion) throw new Error(`no live shell in ${registry.describe()}`);
    const shellDir = await store.localCopy('shell', shellVersion, cacheDir);
    for (const [app, { live, canary }] of Object.entries(history.apps)) {
      if (app !== 'shell' && live) await store.localCopy(app, live, cacheDir);
      if (canary) await store.localCopy(app, canary.version, cacheDir);
    }
    // Versions visitors' open pages may still fetch from: those live within RELEASE_KEEP_DAYS
    // copied in the background, pruned ones' copies deleted (versionFiles.mjs).
    await olderVersions.follow(history);
    const canaries = servedCanaries(history, maxCanaries);
    const waiting = canaryApps(history).filter((app) => !canaries.includes(app));
    if (waiting.length > 0) {
      const problem = `${waiting.join(', ')}: more canaries than MAX_CANARIES (${maxCanaries}); served on the live version until one is decided`;
      if (problem !== lastCapProblem) console.error(`[releases] ${problem}`);
      lastCapProblem = problem;
    }
    const next = setsOf(history, shellDir, publicUrl, canaries);
    // The live index.html is read now: a shell folder that cannot serve must not replace one that can.
    void next.stable.indexHtml;
    // Every side warm before any visitor is routed to it, so a visitor's /remotes.json,
    // index.html and server-rendered pages change together. Bounded: a pool that neither starts
    // nor fails must not hold a release (or a rollback) back from every site server.
    const cold = [];
    await Promise.all(
      next.all().map((set) =>
        withinMs(warm(set), warmTimeoutMs, `not warm within ${warmTimeoutMs} ms`).catch((error) => {
          cold.push(set.key);
          console.error(
            `[releases] ${set.key} did not warm; served all the same: ${error.message}`,
          );
        }),
      ),
    );
    if (generation < applied) return;
    applied = generation;
    current = next;
    seen = revision;
    servingSince = clock();
    coldSets = cold;
  }

  /** `promise`, or a rejection naming the registry once it has not answered within the bound. */
  function answered(promise, what) {
    return withinMs(
      promise,
      answerWithinMs,
      `${registry.describe()} did not give ${what} within ${answerWithinMs / 1000} s`,
    );
  }

  /** After a silence that was logged: that it is over, once. */
  function noteAnswer() {
    if (!silenceLogged) return;
    silenceLogged = false;
    console.log(`[releases] ${registry.describe()} answers again`);
  }

  /** A registry silent for longer than allowed: logged once, until it answers again. */
  function checkSilence() {
    const silentFor = clock() - heardAt;
    if (silenceLogged || silentFor < silentAfterMs) return;
    silenceLogged = true;
    console.error(
      `[releases] not heard from ${registry.describe()} for ${Math.round(silentFor / 1000)} s: still serving ${current.stable.key} (taken up ${new Date(servingSince).toISOString()}); a release or rollback made meanwhile has not reached this server`,
    );
  }

  // One refresh at a time: a poll and a `sync` must not download the same version together.
  let running = null;
  const refreshOnce = () =>
    (running ??= withinMs(
      refresh(),
      refreshWithinMs,
      `taking up a new history took over ${refreshWithinMs / 1000} s; started again`,
    ).finally(() => (running = null)));

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
  // Its own timer: a poll that hangs must not keep the silence from being told.
  const silenceTimer = setInterval(checkSilence, Math.min(1000, silentAfterMs / 2));
  silenceTimer.unref();
  return {
    /** The live set now, with the live index.html. */
    current: () => current.stable,
    /** The set of the visitor with `token` (the render server's `liveSet`), with its index.html. */
    forVisitor: (token) => current.forVisitor(token),
    /** The history last read: the versions a request may have fetched (versionFiles.mjs). */
    history: () => olderVersions.history(),
    /** Whether a canary runs: visitors then need a token, and pages differ between them. */
    hasCanary: () => Object.keys(current.canaries).length > 0,
    /** /canaries.json: each canary by remote key, with the version it may replace. */
    canaries: () => current.canaries,
    /** Every set a visitor can get now (the live one first), to warm them all. */
    allSets: () => current.all(),
    /** Follows the registry now: resolves once what was live when it was called is served. */
    async sync() {
      await running?.catch(() => {});
      await refreshOnce();
    },
    /**
     * What this server serves and how well it follows (/site-server.json, the registry's
     * site-server reports): the live set's versions and the canaries' sides, since when, whether
     * every side warmed, and when the registry last answered.
     */
    status() {
      const silentForMs = clock() - heardAt;
      return {
        serving: current.stable.key,
        versions: Object.fromEntries(
          current.stable.key.split(', ').map((tag) => tag.split(/@(.*)/s).slice(0, 2)),
        ),
        canaries: Object.fromEntries(
          Object.entries(current.canaries).map(([key, { canary, share }]) => [
            key,
            { canary, share },
          ]),
        ),
        servingSince: new Date(servingSince).toISOString(),
        warm: coldSets.length === 0,
        coldSets,
        registry: {
          heardAt: new Date(heardAt).toISOString(),
          silentForMs,
          silent: silentForMs >= silentAfterMs,
        },
      };
    },
    close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(silenceTimer);
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
