/**
 * The render server's core: turns a URL into server-rendered HTML with the live versions.
 *
 * - **One pool per live set.** It asks `liveSet(visitor)` on every request which shell and
 *   remote versions are live for that visitor. Each set is rendered by a piscina pool of its own
 *   (renderWorker.mjs): a fixed number of threads, a bounded queue, `resourceLimits` on every
 *   thread. A new set (a release or rollback) is started and warmed while the set before it keeps
 *   serving, and takes over, once warm, at the first request for it: until the site serves the
 *   new versions (liveSets.mjs serves a history once its sets are warm), its visitors still ask
 *   for the set before, and get pages of it. A set that fails to start is tried again with
 *   backoff while the last good one serves.
 * - **One lane per side of a canary.** A set names its lane: '' for the live versions, else the
 *   versions it serves (liveSets.mjs), so a later canary of the same app is another lane and an
 *   ended canary's pool never serves again. Each lane swaps its own pools as above, so a canary's
 *   visitors get pages composed from their versions while everyone else's are untouched; a canary
 *   lane nobody has asked for in a while (the canary ended) is closed.
 * - **Counted.** Every page answered (rendered, from the cache, or waiting on the same render) is
 *   told to `onRendered` with the remotes it used and those that failed there, and so is every
 *   page that could not be answered (its side did not start, shed, past its deadline, failed):
 *   release health compares the sides on everything their visitors got (renderHealth.mjs).
 * - **Tokened.** With `mintPageToken`, each page answer carries a token of its own in a meta tag,
 *   minted after the cache and joined in with the answer's nonce (healthToken.mjs), under which
 *   the visitor's browser reports.
 * - **Bounded.** Every page has a deadline that counts from when it was asked for; time spent in
 *   the queue is taken from the render's own bound. A page is admitted to the queue only if the
 *   threads can render it before its deadline, by the pool's recent render times: one that could
 *   not is refused at once (load is shed, before any render work), as is one over a full queue,
 *   so the threads spend their time on pages visitors get. A page past its deadline is given up.
 *   The caller answers a shed page with a small fixed 503 page, and the others with the app's own
 *   page as 503 (static-server.mjs). Every page not answered is counted, and the counts are
 *   logged within OVERLOAD_REPORT_MS. A thread still busy with a task well past its deadline is stuck:
 *   piscina stops it and starts another. A pool is replaced, warm, after a number of renders or
 *   when a thread's heap grows past a limit.
 * - **Cached.** A page rendered whole (not degraded, not a form's answer) a second time is kept
 *   under its URL, the live versions and the catalogue's version (pageCache.mjs): a release, a
 *   rollback or a catalogue import is a new key. Requests for a page that is being rendered wait
 *   for that render. A campaign link's tracking parameters (`fbclid`, `utm_*`) are no part of the
 *   URL rendered or kept (shared/src/page/trackingParameters.mjs).
 * - **Stale if error.** While the catalogue's version cannot be read, or when a page's data could
 *   not be had, the page kept last for that URL and those versions is served, marked `stale`
 *   (even past its stay), rather than a 503; a page never kept is rendered, and is the honest 503
 *   if its data is missing.
 *
 * Nothing is kept between requests but the pools and the cache, so any number of copies can run
 * behind a load balancer.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Piscina } from 'piscina';
import { withoutTrackingParameters } from '../../shared/src/page/trackingParameters.mjs';
import { pageTokenTag } from './healthToken.mjs';
import { createPageCache, cutPage, joinPage, pageKey } from './pageCache.mjs';
import { versionsOf } from './renderHealth.mjs';

/**
 * @typedef {object} LiveSet
 * @property {string} key changes whenever any live version changes
 * @property {string} [lane] its pool's lane: '' (or absent) for the live versions, else its key
 * @property {string[]} [onCanary] the remotes (keys) whose canary it carries
 * @property {string[]} [canaryRemotes] the remotes (keys) with a canary running
 * @property {string} shellDir the live shell's built folder (index.html, server/main.js)
 * @property {Record<string, string>} remotes the remotes' browser entries (remotes.json)
 *
 * @typedef {object} RenderedPage
 * @property {number} status
 * @property {Buffer} html UTF-8 (pageCache.mjs says why not a string)
 * @property {string} [location] for redirects
 * @property {boolean} [degraded] rendered without its data or a part of it (renderPage.tsx)
 * @property {boolean} [incomplete] some of its data or a part failed, whatever its status (a 404
 *   page too; renderPage.tsx): never kept, never cacheable
 * @property {boolean} [stale] a kept page served because its data cannot be read now
 * @property {string} nonce the page's CSP nonce
 * @property {string} versions the live set's key the page was composed from
 * @property {string[]} remoteEntries that set's remote entries, for the page's CSP (during a
 *   release's warm-up the set before serves, and its remotes are the ones the page loads)
 * @property {string} etag the page's tag, the same for every nonce (pageHeaders.mjs)
 * @property {string[]} [remotesUsed] the remotes the render used (renderPage.tsx)
 * @property {string[]} [failedRemotes] of those, the ones that failed
 * @property {LiveSet} set the set the page was composed from
 */

/** Why a page could not be rendered: the caller answers 503 with the app's own page. */
export class RenderUnavailable extends Error {
  /**
   * @param {'shed' | 'deadline' | 'starting' | 'failed'} reason
   * @param {string} message
   * @param {ErrorOptions} [options]
   */
  constructor(reason, message, options) {
    super(message, options);
    this.name = 'RenderUnavailable';
    this.reason = reason;
  }
}

const newNonce = () => randomBytes(16).toString('base64');

/** Waits for `promise` until `deadlineAt` (epoch ms), then gives up with `onLate()`'s error. */
function beforeDeadline(promise, deadlineAt, onLate) {
  let timer;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(onLate()), Math.max(0, deadlineAt - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The environment variables a render thread gets, when the process has them: the mode and the
 * clock's zone and language the pages are formatted in, and the federation runtime's own switch.
 */
export const RENDER_THREAD_ENV = ['NODE_ENV', 'TZ', 'LANG', 'FEDERATION_DEBUG'];

function renderThreadEnv(env = process.env) {
  return Object.fromEntries(
    RENDER_THREAD_ENV.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
  );
}

/**
 * Pages not answered are reported at most this often, in one line of counts, and never later
 * than this after the first of them.
 */
const OVERLOAD_REPORT_MS = 10_000;

/** How much each render's time moves the pool's estimate (an exponential moving average). */
const RENDER_TIME_WEIGHT = 0.1;

/** What the counts of pages not answered say, by RenderUnavailable reason. */
const UNANSWERED = {
  shed: 'shed (no room in the queue or no time left)',
  deadline: 'past the deadline',
  starting: 'while their versions started',
  failed: 'failed',
};

/**
 * @param {object} options
 * @param {(visitor?: string) => LiveSet} options.liveSet the set for a visitor's canary token
 * @param {(set: LiveSet, outcome: { remotesUsed: string[], failedRemotes: string[], whole: boolean }) => void} [options.onRendered]
 *   told of every page answered (rendered, from the cache or waited for) and of every page that
 *   could not be (`whole`), for release health
 * @param {(page: { lane: string, versions: Record<string, string>, used: string[], failed: string[] }) => string} [options.mintPageToken]
 *   mints a page answer's release-health token (healthToken.mjs); none without it
 * @param {string} options.origin where the threads fetch remotes given by path (this server)
 * @param {object} options.config the runtime config browsers get (/config.json)
 * @param {() => string | null} [options.catalogueVersion] the catalogue's version as last read
 *   (catalogueVersion.mjs); while it is unknown, pages are rendered but not kept
 * @param {string} [options.apiBaseUrl] where the server calls the API; default the browsers' address
 * @param {string} [options.apiToken] the API's RENDER_API_TOKEN: lets the server's calls past its per-IP limit
 * @param {number} [options.timeoutMs] a render's own bound: past it, the page is sent with its slots
 *   still loading (degraded)
 * @param {number} [options.deadlineMs] a page's whole time, queue included, from when it was asked
 *   for; under 3 s, so a visitor is answered (served or shed) within that however busy the server
 * @param {number} [options.threads] threads per live set (each holds a copy of the live versions'
 *   code, ~40 MB of heap); one task at a time each
 * @param {number} [options.maxQueue] pages waiting for a thread; more are shed at once. Sized to
 *   what the threads render well within the deadline (~0.5 s of work on this 2-CPU machine)
 * @param {number} [options.heapLimitMb] a thread's heap limit (`resourceLimits`): past it the thread
 *   stops and piscina starts another
 * @param {number} [options.recycleHeapMb] a pool whose thread reports more heap than this is replaced
 * @param {number} [options.recycleAfterRenders] a pool is replaced after this many renders
 * @param {number} [options.stuckAfterMs] a task still running this long past its deadline is
 *   stuck: its thread is stopped (piscina replaces it)
 * @param {number} [options.cacheBytes] what the kept pages may weigh; 0 keeps none
 * @param {number} [options.cacheTtlMs] a kept page's longest stay
 * @param {number} [options.startTimeoutMs] how long a new set may take to start and warm
 * @param {(attempt: number) => number} [options.backoffMs] wait before trying a set that failed
 *   to start again, by how many times it has failed
 * @param {URL} [options.workerFile] the thread's module (a test gives its own)
 */
export function createRenderService({
  liveSet,
  origin,
  config,
  catalogueVersion = () => null,
  apiBaseUrl,
  apiToken,
  timeoutMs = 2500,
  deadlineMs = 2800,
  threads = Math.max(2, Math.min(os.availableParallelism(), 4)),
  maxQueue = threads * 64,
  heapLimitMb = 128,
  recycleHeapMb = 96,
  recycleAfterRenders = 250_000,
  stuckAfterMs = 2000,
  cacheBytes = 64 * 1024 * 1024,
  cacheTtlMs = 10 * 60_000,
  startTimeoutMs = 30_000,
  backoffMs = (attempt) => Math.min(60_000, 1000 * 2 ** (attempt - 1)),
  workerFile = new URL('./renderWorker.mjs', import.meta.url),
  onRendered = () => {},
  mintPageToken,
  laneIdleMs = 2 * 60_000,
}) {
  const cache = createPageCache({ maxBytes: cacheBytes, ttlMs: cacheTtlMs });
  /** Renders under way, by page key: a second request for the same page waits for the first. */
  const rendering = new Map();
  /** The lanes by name ('' the live versions'); each swaps its own pools. */
  const lanes = new Map();
  /** Pages not answered since the process started, and since the last report, by reason. */
  const unanswered = Object.fromEntries(Object.keys(UNANSWERED).map((reason) => [reason, 0]));
  let unreported = { ...unanswered };
  let reportTimer = null;
  let reportedAt = 0;
  /** Pages answered from the cache, rendered, and served stale. */
  const pageCounts = { cached: 0, rendered: 0, stale: 0 };
  /** Threads stopped while stuck on a page. */
  let threadsStopped = 0;
  /** The key each page (URL under a set of versions) was last kept under, for stale answers. */
  const lastKept = new Map();
  const LAST_KEPT_MAX = 20_000;
  let closed = false;
  let lanesCheckedAt = Date.now();

  function laneOf(set) {
    const name = set.lane ?? '';
    if (!lanes.has(name)) lanes.set(name, createLane(name));
    const lane = lanes.get(name);
    lane.askedAt = Date.now();
    // Now and then: a canary lane not asked for lately has ended; its threads go.
    if (Date.now() - lanesCheckedAt > laneIdleMs / 4) {
      lanesCheckedAt = Date.now();
      for (const [other, idle] of lanes) {
        if (other !== '' && Date.now() - idle.askedAt > laneIdleMs) {
          lanes.delete(other);
          void idle.close();
        }
      }
    }
    return lane;
  }

  /**
   * One lane: the pool that serves it, the one starting to take over, the last set that failed to
   * start. Its name is for messages.
   */
  function createLane(name) {
    /** The pool that serves. */
    let current = null;
    /** A pool being started and warmed to take over (a new live set, or a replacement). */
    let starting = null;
    /** The last set that failed to start: `{ key, attempts, retryAt }`. */
    let failed = null;

    /** A pool of threads for `set`; its `ready` settles once every thread has answered. */
    function startPool(set) {
      const pool = new Piscina({
        filename: workerFile.href,
        minThreads: threads,
        maxThreads: threads,
        // A thread holds the live versions' code: starting one costs a second of CPU.
        idleTimeout: Infinity,
        // Every task carries an AbortSignal (the stuck-thread guard), and piscina runs those one
        // per thread; a render is mostly CPU once the remotes are warm, so nothing is lost.
        concurrentTasksPerWorker: 1,
        // A thread's fetches (the API) finish within the task; no need to block threads between tasks.
        atomics: 'disabled',
        // A small young generation too: V8's default lets each thread hold tens of MB of garbage.
        resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 16 },
        // The remote teams' server code runs in these threads: they see only the environment
        // rendering needs, not the process's (S3 keys, the database's password, the registry's).
        env: renderThreadEnv(),
        workerData: {
          shellDir: set.shellDir,
          remotes: set.remotes,
          origin,
          config,
          apiBaseUrl: apiBaseUrl ?? config.apiBaseUrl,
          apiHeaders: apiToken ? { 'x-render-token': apiToken } : {},
          versions: set.key,
        },
      });
      const live = { key: set.key, set, pool, renders: 0, replacing: false };
      live.watch = (heapMb) => watch(live, heapMb);
      live.ready = new Promise((resolve, reject) => {
        // A thread that cannot load the set fails outside any task: piscina reports it here (and
        // would start thread after thread), so the set is given up at the first report.
        pool.on('error', (error) => {
          console.error(`[render] ${set.key}: ${error.message}`);
          reject(error);
        });
        const warm = Array.from({ length: threads }, () =>
          pool.run({ warm: true }, { signal: AbortSignal.timeout(startTimeoutMs) }),
        );
        Promise.all(warm).then(() => resolve(live), reject);
      });
      return live;
    }

    /** Lets a pool finish what it holds, then stops its threads. */
    function retire(live) {
      void live.pool.close().catch(() => live.pool.destroy());
    }

    /** The warm pool started takes over; the one that served finishes what it holds. */
    function takeOver() {
      const previous = current;
      current = starting;
      starting = null;
      if (previous) retire(previous);
    }

    /** Starts `set` unless it is starting already or is waiting out a failure's backoff. */
    function ensureStarting(set) {
      if (starting?.key === set.key) return;
      if (failed?.key === set.key && Date.now() < failed.retryAt) return;
      if (starting) void starting.pool.destroy(); // a set that was live only briefly
      const next = startPool(set);
      starting = next;
      next.ready.then(
        () => {
          if (starting !== next) return retire(next);
          failed = null;
          next.warmed = true;
          // With nothing serving, it serves at once; else at the first request for its set.
          if (!current) takeOver();
        },
        (error) => {
          void next.pool.destroy();
          if (starting !== next) return;
          starting = null;
          const attempts = failed?.key === set.key ? failed.attempts + 1 : 1;
          failed = { key: set.key, attempts, retryAt: Date.now() + backoffMs(attempts) };
          console.error(
            `[render] ${set.key} did not start (attempt ${attempts}, next in ${backoffMs(attempts)} ms${current ? `; ${current.key} keeps serving` : ''}): ${error.message}`,
          );
        },
      );
    }

    /** The pool that serves `set`'s requests: its own once warm, the last good one until then. */
    async function servingPool(set, deadlineAt) {
      if (closed) throw new RenderUnavailable('starting', 'the render server is closing');
      if (current?.key === set.key) return current;
      if (starting?.key === set.key && starting.warmed) {
        takeOver();
        return current;
      }
      ensureStarting(set);
      if (current) return current;
      if (!starting) throw new RenderUnavailable('starting', `${set.key} did not start`);
      return beforeDeadline(
        starting.ready.catch((error) => {
          throw new RenderUnavailable('starting', `${set.key} did not start: ${error.message}`);
        }),
        deadlineAt,
        () => new RenderUnavailable('starting', `${set.key} was still starting`),
      );
    }

    /** A pool that has rendered a lot, or whose thread grew, is replaced by a warm copy. */
    function watch(live, heapMb) {
      live.renders += 1;
      live.heapMb = heapMb;
      if (live !== current || live.replacing || starting) return;
      const reason =
        live.renders >= recycleAfterRenders
          ? `${live.renders} renders`
          : heapMb >= recycleHeapMb
            ? `a thread's heap at ${heapMb.toFixed(0)} MB`
            : null;
      if (!reason) return;
      live.replacing = true;
      console.error(`[render] replacing the pool of ${live.key} after ${reason}`);
      const copy = startPool(live.set);
      starting = copy;
      copy.ready.then(
        () => {
          if (starting !== copy) return retire(copy);
          starting = null;
          if (current === live) current = copy;
          retire(live);
        },
        (error) => {
          void copy.pool.destroy();
          if (starting === copy) starting = null;
          live.replacing = false;
          console.error(`[render] the replacement of ${live.key} did not start: ${error.message}`);
        },
      );
    }

    return {
      name,
      askedAt: Date.now(),
      servingPool,
      watch,
      /** Resolves once `set` serves (started and warm); rejects if it did not start. */
      async warm(set) {
        if (current?.key === set.key) return;
        ensureStarting(set);
        if (starting?.key !== set.key) {
          throw new Error(`${set.key} did not start; tried again after its backoff`);
        }
        await starting.ready;
      },
      stats: () => ({ current, starting }),
      async close() {
        const pools = [current, starting].filter(Boolean);
        current = null;
        starting = null;
        await Promise.all(pools.map((live) => live.pool.destroy()));
      },
    };
  }

  /** Logs the pages not answered since the last report, if any. */
  function reportUnanswered() {
    reportTimer = null;
    const counted = Object.entries(unreported).filter(([, count]) => count > 0);
    if (counted.length === 0) return;
    reportedAt = Date.now();
    unreported = Object.fromEntries(Object.keys(UNANSWERED).map((reason) => [reason, 0]));
    console.error(
      `[render] pages not answered (503): ${counted.map(([reason, count]) => `${count} ${UNANSWERED[reason]}`).join(', ')}`,
    );
  }

  /**
   * Counts a page not answered. The first after a quiet spell is logged at once; the rest are
   * added up and logged within OVERLOAD_REPORT_MS, so a burst is one line and none goes unlogged.
   */
  function countUnanswered(error) {
    const reason = error instanceof RenderUnavailable ? error.reason : 'failed';
    unanswered[reason] += 1;
    unreported[reason] += 1;
    if (reportTimer) return;
    const wait = Math.max(0, reportedAt + OVERLOAD_REPORT_MS - Date.now());
    if (wait === 0) return reportUnanswered();
    reportTimer = setTimeout(reportUnanswered, wait);
    reportTimer.unref();
  }

  /** Runs one task on `live`'s pool within the deadline. */
  async function run(live, task, deadlineAt, label) {
    // Checked here rather than with piscina's `maxQueue`, which does not count tasks that carry
    // an AbortSignal (piscina keeps those waiting apart); `queueSize` counts every waiting task.
    const queued = live.pool.queueSize;
    if (queued >= maxQueue) {
      throw new RenderUnavailable('shed', `no room in the render queue for ${label}`);
    }
    // Behind `queued` pages, on `threads` threads each busy with one just begun: done by then.
    // With nothing queued a thread may be free, and a page is always tried (a slow API makes
    // renders slow, not the server busy).
    if (queued > 0 && live.renderMs !== undefined) {
      const doneAt = Date.now() + (queued / threads + 2) * live.renderMs;
      if (doneAt > deadlineAt) {
        throw new RenderUnavailable('shed', `${label} could not be rendered before its deadline`);
      }
    }
    const signal = AbortSignal.timeout(Math.max(1, deadlineAt - Date.now()) + stuckAfterMs);
    const ran = live.pool.run(task, { signal }).then(
      (answer) => {
        live.watch(answer.heapMb);
        if (answer.renderMs !== undefined) {
          live.renderMs =
            live.renderMs === undefined
              ? answer.renderMs
              : live.renderMs + (answer.renderMs - live.renderMs) * RENDER_TIME_WEIGHT;
        }
        if (answer.late) {
          throw new RenderUnavailable('deadline', `${label} waited past its deadline`);
        }
        return answer;
      },
      (error) => {
        if (signal.aborted) {
          // Its visitor was answered at the deadline; the stop itself is logged and counted.
          threadsStopped += 1;
          console.error(
            `[render] ${label} was still rendering ${stuckAfterMs} ms past its deadline: its thread was stopped, and another starts`,
          );
          throw new RenderUnavailable('deadline', `${label} was stuck: its thread was stopped`);
        }
        throw new RenderUnavailable('failed', `${label}: ${error?.message}`, { cause: error });
      },
    );
    // The visitor is answered at the deadline; a task still queued then is dropped by its thread.
    return beforeDeadline(
      ran,
      deadlineAt,
      () => new RenderUnavailable('deadline', `${label} passed its ${deadlineMs} ms deadline`),
    );
  }

  async function renderIn(live, url, submission, deadlineAt) {
    const nonce = newNonce();
    const { page, html } = await run(
      live,
      { url, nonce, timeoutMs, deadlineAt, submission },
      deadlineAt,
      url,
    );
    pageCounts.rendered += 1;
    // The thread tags the page (pageEtag): each copy of a page's HTML made here is garbage the
    // main thread, which serves every answer, would have to collect. Cut, not copied: each answer
    // joins it once, with its nonce and token.
    return {
      ...page,
      pieces: cutPage(Buffer.from(html.buffer, html.byteOffset, html.byteLength), nonce),
      nonce,
      versions: live.key,
      remoteEntries: Object.values(live.set.remotes),
      // The set the page was composed from (during a warm-up, the one before the visitor's).
      set: live.set,
    };
  }

  /**
   * The page `set`'s visitor gets for `url`, cut (`pieces`, joined with its `nonce` to answer):
   * from the cache, the render under way, or a render.
   */
  /** The page kept last for `url` under `live`'s versions, as a stale answer; or null. */
  function staleCopy(live, url) {
    const key = lastKept.get(`${live.key}\n${url}`);
    const kept = key && cache.getStale(key, newNonce());
    return kept ? { ...kept, stale: true } : null;
  }

  /** Notes that `url` under `live`'s versions was offered to the cache under `key`. */
  function noteKept(live, url, key) {
    const page = `${live.key}\n${url}`;
    lastKept.delete(page);
    lastKept.set(page, key);
    // The oldest first: a Map keeps insertion order.
    if (lastKept.size > LAST_KEPT_MAX) lastKept.delete(lastKept.keys().next().value);
  }

  async function answer(set, url, submission) {
    const deadlineAt = Date.now() + deadlineMs;
    const live = await laneOf(set).servingPool(set, deadlineAt);
    if (submission) return renderIn(live, url, submission, deadlineAt);
    const catalogue = catalogueVersion();
    if (catalogue === null) {
      // The catalogue's version cannot be read (the API is down or slow): whatever a render
      // would fetch from it is likely to fail too.
      return staleCopy(live, url) ?? renderIn(live, url, undefined, deadlineAt);
    }

    const key = pageKey({ versions: live.key, catalogue, url });
    const kept = cache.get(key, newNonce());
    if (kept) {
      pageCounts.cached += 1;
      return kept;
    }
    const waiting = rendering.get(key);
    // Asked for while it renders: the same page under a nonce of its own.
    if (waiting) return { ...(await waiting), nonce: newNonce() };
    const page = renderIn(live, url, undefined, deadlineAt).then(
      (rendered) => {
        if (!rendered.degraded && !rendered.incomplete && rendered.status < 500) {
          cache.offer(key, rendered);
          noteKept(live, url, key);
          return rendered;
        }
        // Its data (or a part) could not be had: the page as it was is better than a 503, or
        // than a 404 that may only say the API did not answer.
        return staleCopy(live, url) ?? rendered;
      },
      (error) => {
        // A thread that failed or passed the deadline on the page (waiting on the API) is no
        // reason to refuse a page kept before; a full queue is (the copy would outlive overload).
        const copy = error.reason === 'shed' ? null : staleCopy(live, url);
        if (copy) return copy;
        throw error;
      },
    );
    rendering.set(key, page);
    void page.catch(() => {}).finally(() => rendering.delete(key));
    return page;
  }

  /**
   * The answer's page: its HTML joined, in one copy, with its nonce and (when tokens are minted
   * and it is a page) a release-health token of its own.
   */
  function answered({ pieces, ...page }) {
    const { set } = page;
    const tag =
      mintPageToken && !page.location && page.status < 500
        ? pageTokenTag(
            mintPageToken({
              lane: set.lane ?? '',
              versions: versionsOf(set.remotes),
              used: page.remotesUsed ?? [],
              failed: page.failedRemotes ?? [],
            }),
          )
        : undefined;
    return { ...page, html: joinPage(pieces, page.nonce, tag) };
  }

  return {
    /**
     * @param {string} url path and query
     * @param {object} [options]
     * @param {object} [options.submission] a lead form's post the page answers (formPosts.mjs):
     *   the form shows what was typed and what was wrong
     * @param {string} [options.visitor] the visitor's canary token, if any
     * @returns {Promise<RenderedPage>}
     * @throws {RenderUnavailable}
     */
    async render(url, { submission, visitor } = {}) {
      const set = liveSet(visitor);
      let page;
      try {
        page = await answer(set, submission ? url : withoutTrackingParameters(url), submission);
      } catch (error) {
        // Whatever the reason (the side's pool did not start, shed, late, failed), this visitor
        // got no page of their side: counted against it.
        onRendered(set, { remotesUsed: [], failedRemotes: [], whole: true });
        countUnanswered(error);
        throw error;
      }
      if (page.stale) pageCounts.stale += 1;
      // From a shell that says (renderPage.tsx); an older one's pages are not counted.
      if (page.remotesUsed) {
        onRendered(page.set, {
          remotesUsed: page.remotesUsed,
          failedRemotes: page.failedRemotes ?? [],
          whole: false,
        });
      }
      return answered(page);
    },
    /** /sitemap.xml from the live shell and the API's data. */
    async sitemap() {
      const deadlineAt = Date.now() + deadlineMs;
      const set = liveSet();
      const live = await laneOf(set).servingPool(set, deadlineAt);
      const { body } = await run(live, { sitemap: true }, deadlineAt, '/sitemap.xml');
      return body;
    },
    /**
     * Resolves once `set` (default: the live versions') serves, started and warm; rejects if it
     * did not start.
     */
    async warm(set = liveSet()) {
      await laneOf(set).warm(set);
    },
    /** What the service holds now, for a health page or a benchmark: the live lane's pools. */
    stats() {
      const { current, starting } = lanes.get('')?.stats() ?? {};
      return {
        serving: current?.key ?? null,
        starting: starting?.key ?? null,
        queued: current?.pool.queueSize ?? 0,
        renders: current?.renders ?? 0,
        lastHeapMb: Math.round(current?.heapMb ?? 0),
        canaryLanes: [...lanes.keys()].filter((name) => name !== ''),
        cachedPages: cache.size,
        cachedBytes: cache.bytes,
        renderMs: Math.round(current?.renderMs ?? 0),
        pages: { ...pageCounts },
        unanswered: { ...unanswered },
        threadsStopped,
      };
    },
    async close() {
      closed = true;
      if (reportTimer) clearTimeout(reportTimer);
      reportUnanswered();
      const all = [...lanes.values()];
      lanes.clear();
      await Promise.all(all.map((lane) => lane.close()));
    },
  };
}
