/**
 * The render server's core: turns a URL into server-rendered HTML with the live versions. It
 * asks `liveSet()` on every request which shell and remote versions are live; when that changes
 * (a release or rollback), the next request starts workers for the new set and the old ones are
 * stopped once their renders are done. Nothing is kept between requests but those workers, so
 * any number of copies can run behind a load balancer.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

/**
 * @typedef {object} LiveSet
 * @property {string} key changes whenever any live version changes
 * @property {string} shellDir the live shell's built folder (index.html, server/main.js)
 * @property {Record<string, string>} remotes the remotes' browser entries (remotes.json)
 *
 * @typedef {object} RenderedPage
 * @property {number} status
 * @property {string} html
 * @property {string} [location] for redirects
 * @property {string} nonce the page's CSP nonce
 * @property {string} versions the live set's key the page was composed from
 */

/**
 * @param {object} options
 * @param {() => LiveSet} options.liveSet
 * @param {string} options.origin where this process fetches remotes given by path (its own server)
 * @param {object} options.config the runtime config browsers get (/config.json)
 * @param {string} [options.apiBaseUrl] where the server calls the API; default the browsers' address
 * @param {string} [options.apiToken] the API's RENDER_API_TOKEN: lets the server's calls past its per-IP limit
 * @param {number} [options.timeoutMs] a render past this is sent with its slots still loading
 * @param {number} [options.workers] render threads per live set (each holds its own copy of the
 *   live versions' code); by default one per CPU, at most 4
 * @param {number} [options.concurrency] renders in each worker at once; the rest wait their turn
 * @param {number} [options.queueTimeoutMs] a page that waited this long for its turn is served
 *   to be rendered in the browser instead. Only a burst waits that long (a crawler that fetches
 *   every link at once); 10 s left a page or two of a crawl without data on a slow day of this
 *   2-CPU machine, and a crawler rather waits than indexes an empty page
 */
export function createRenderService({
  liveSet,
  origin,
  config,
  apiBaseUrl,
  apiToken,
  timeoutMs = 3000,
  workers = Math.min(os.availableParallelism(), 4),
  concurrency = 8,
  queueTimeoutMs = 15_000,
}) {
  /** The live set's workers: `{ key, instances }`. */
  let current = null;
  let nextId = 0;
  // A render thread shares its time between the renders it holds: given hundreds at once (a
  // crawler that fetches every link it sees), every one of them would miss its time bound and
  // arrive without data. A few at a time per thread, in order, each keeps its bound; the others
  // wait. One thread was the limit under such a burst (measured on 2 CPUs: the site's process at
  // one CPU, the API at half of one, pages waiting past the queue's bound).
  const turns = pLimit(concurrency * workers);

  function startWorker(set) {
    const worker = new Worker(new URL('./renderWorker.mjs', import.meta.url), {
      workerData: {
        shellDir: set.shellDir,
        remotes: set.remotes,
        origin,
        config,
        apiBaseUrl: apiBaseUrl ?? config.apiBaseUrl,
        apiHeaders: apiToken ? { 'x-render-token': apiToken } : {},
      },
    });
    const instance = { key: set.key, worker, pending: new Map(), retiring: false };
    instance.ready = new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message.ready) return resolve();
        if (message.failed) return reject(new Error(message.failed));
        const waiting = instance.pending.get(message.id);
        instance.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
        if (instance.retiring && instance.pending.size === 0) void worker.terminate();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        const gone = new Error(`the render worker stopped (exit ${code})`);
        reject(gone);
        for (const waiting of instance.pending.values()) waiting.reject(gone);
        instance.pending.clear();
        drop(instance);
      });
    });
    // A worker that failed to start is dropped, so the next request starts a new set of them.
    instance.ready.catch(() => {
      drop(instance);
      void worker.terminate();
    });
    return instance;
  }

  /** A live set whose worker stopped or never started is started afresh on the next request. */
  function drop(instance) {
    if (current?.instances.includes(instance)) {
      const stale = current;
      current = null;
      for (const other of stale.instances) if (other !== instance) retire(other);
    }
  }

  function retire(instance) {
    instance.retiring = true;
    if (instance.pending.size === 0) void instance.worker.terminate();
  }

  /** The least busy worker of the set that is live now, its workers started if it is new. */
  function workerFor(set) {
    if (current?.key !== set.key) {
      const previous = current;
      current = {
        key: set.key,
        instances: Array.from({ length: workers }, () => startWorker(set)),
      };
      for (const instance of previous?.instances ?? []) retire(instance);
    }
    return current.instances.reduce((least, instance) =>
      instance.pending.size < least.pending.size ? instance : least,
    );
  }

  /** Sends one job to the live set's worker and waits for its answer, within a bound. */
  async function ask(set, message, label) {
    let abandoned = false;
    let timer;
    const waited = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        reject(new Error(`no render turn for ${label} within ${queueTimeoutMs} ms`));
      }, queueTimeoutMs);
    });
    const answered = turns(() => {
      clearTimeout(timer);
      // Its caller has moved on (the page went out to render in the browser).
      return abandoned ? null : askWorker(set, message, label);
    });
    return Promise.race([answered, waited]);
  }

  async function askWorker(set, message, label) {
    const instance = workerFor(set);
    await instance.ready;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      // A worker that does not answer at all (stuck) must not hold the visitor: the caller
      // then serves the page to be rendered in the browser.
      const timer = setTimeout(() => {
        instance.pending.delete(id);
        reject(new Error(`the render worker did not answer ${label} in ${timeoutMs + 2000} ms`));
      }, timeoutMs + 2000);
      instance.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      instance.worker.postMessage({ id, ...message });
    });
  }

  return {
    /**
     * @param {string} url path and query
     * @param {object} [options]
     * @param {object} [options.submission] a lead form's post the page answers (formPosts.mjs):
     *   the form shows what was typed and what was wrong
     * @returns {Promise<RenderedPage>}
     */
    async render(url, { submission } = {}) {
      const set = liveSet();
      const nonce = randomBytes(16).toString('base64');
      const result = await ask(set, { url, nonce, timeoutMs, submission }, url);
      return { ...result, nonce, versions: set.key };
    },
    /** /sitemap.xml from the live shell and the API's data. */
    async sitemap() {
      const { body } = await ask(liveSet(), { sitemap: true }, '/sitemap.xml');
      return body;
    },
    /** Starts the live set's workers ahead of the first request. */
    async warm() {
      workerFor(liveSet());
      await Promise.all(current.instances.map((instance) => instance.ready));
    },
    async close() {
      const closing = current;
      current = null;
      await Promise.all((closing?.instances ?? []).map((instance) => instance.worker.terminate()));
    },
  };
}
