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
 *   the queue is taken from the render's own bound. A full queue refuses at once (load is shed)
 *   and a page past its deadline is given up: the caller answers both with the app's own page as
 *   503 (static-server.mjs). A thread still busy with a task well past its deadline is stuck:
 *   piscina stops it and starts another. A pool is replaced, warm, after a number of renders or
 *   when a thread's heap grows past a limit.
 * - **Cached.** A page rendered whole (not degraded, not a form's answer) a second time is kept
 *   under its URL, the live versions and the catalogue's version (pageCache.mjs): a release, a
 *   rollback or a catalogue import is a new key. Requests for a page that is being rendered wait for that render.
 *
 * Nothing is kept between requests but the pools and the cache, so any number of copies can run
 * behind a load balancer.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Piscina } from 'piscina';
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

/** How often overload (pages shed or past their deadline) is reported: one line, with counts. */
const OVERLOAD_REPORT_MS = 10_000;

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
  let overload = { shed: 0, late: 0, reportedAt: 0 };
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
        () => new RenderUnavailable('deadline', `${set.key} was still starting`),
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

  /** Counts a page shed or past its deadline, and reports the counts once in a while. */
  function overloaded(error) {
    overload[error.reason === 'shed' ? 'shed' : 'late'] += 1;
    const now = Date.now();
    if (now - overload.reportedAt >= OVERLOAD_REPORT_MS) {
      console.error(
        `[render] overloaded: ${overload.shed} page request(s) shed (queue full), ${overload.late} past the ${deadlineMs} ms deadline`,
      );
      overload = { shed: 0, late: 0, reportedAt: now };
    }
    return error;
  }

  /** Runs one task on `live`'s pool within the deadline. */
  async function run(live, task, deadlineAt, label) {
    // Checked here rather than with piscina's `maxQueue`, which does not count tasks that carry
    // an AbortSignal (piscina keeps those waiting apart); `queueSize` counts every waiting task.
    if (live.pool.queueSize >= maxQueue) {
      throw overloaded(new RenderUnavailable('shed', `no room in the render queue for ${label}`));
    }
    const signal = AbortSignal.timeout(Math.max(1, deadlineAt - Date.now()) + stuckAfterMs);
    const ran = live.pool.run(task, { signal }).then(
      (answer) => {
        live.watch(answer.heapMb);
        if (answer.late) {
          throw overloaded(new RenderUnavailable('deadline', `${label} waited past its deadline`));
        }
        return answer;
      },
      (error) => {
        if (signal.aborted) {
          throw new RenderUnavailable('deadline', `${label} was stuck: its thread was stopped`);
        }
        throw new RenderUnavailable('failed', `${label}: ${error?.message}`, { cause: error });
      },
    );
    // The visitor is answered at the deadline; a task still queued then is dropped by its thread.
    return beforeDeadline(ran, deadlineAt, () =>
      overloaded(
        new RenderUnavailable('deadline', `${label} passed its ${deadlineMs} ms deadline`),
      ),
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
  async function answer(set, url, submission) {
    const deadlineAt = Date.now() + deadlineMs;
    const live = await laneOf(set).servingPool(set, deadlineAt);
    const catalogue = submission ? null : catalogueVersion();
    if (catalogue === null) return renderIn(live, url, submission, deadlineAt);

    const key = pageKey({ versions: live.key, catalogue, url });
    const kept = cache.get(key, newNonce());
    if (kept) return kept;
    const waiting = rendering.get(key);
    // Asked for while it renders: the same page under a nonce of its own.
    if (waiting) return { ...(await waiting), nonce: newNonce() };
    const page = renderIn(live, url, undefined, deadlineAt).then((rendered) => {
      if (!rendered.degraded && rendered.status < 500) cache.offer(key, rendered);
      return rendered;
    });
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
        page = await answer(set, url, submission);
      } catch (error) {
        // Whatever the reason (the side's pool did not start, shed, late, failed), this visitor
        // got no page of their side: counted against it.
        onRendered(set, { remotesUsed: [], failedRemotes: [], whole: true });
        throw error;
      }
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
      };
    },
    async close() {
      closed = true;
      const all = [...lanes.values()];
      lanes.clear();
      await Promise.all(all.map((lane) => lane.close()));
    },
  };
}
