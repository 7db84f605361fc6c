/**
 * The render server's share of release health (@tour/shared's releaseHealth contract): each page
 * it rendered, with the versions of the remotes in it and the ones that failed there, sent to the
 * API in batches (POST /release-health/renders with the render token). Never in a page's way: a
 * report is queued in memory, the queue is bounded (views past it are dropped and counted), and
 * an API that does not answer costs a log line, not a page.
 */

/**
 * RELEASE_HEALTH_PATHS.renders and MAX_VIEWS_PER_REPORT of the contract, which Node cannot import
 * here (TypeScript); renderHealth.test.mjs holds them to it.
 */
export const RENDERS_PATH = '/release-health/renders';
export const MAX_VIEWS_PER_REPORT = 50;

/** A released remote's entry is `/<app>/<version>/remoteEntry.js`; a dist build has no version. */
const RELEASED_ENTRY = /\/mf-[a-z-]+\/([^/]+)\/remoteEntry\.js$/;

/** The version each remote of a set is at, by remote key. */
export function versionsOf(remotes) {
  return Object.fromEntries(
    Object.entries(remotes).map(([key, entry]) => [key, RELEASED_ENTRY.exec(entry)?.[1] ?? 'dist']),
  );
}

/**
 * What one page answer says about each version, or null when it says nothing. A page that could
 * not be answered at all (its side's pool did not start, it was shed or missed its deadline, or
 * rendering it threw) is put down to the canaries its set carries, or on the live side to the
 * live versions of the remotes that have a canary running, so both sides of a comparison count
 * the same failures; without a canary, to nothing.
 * @param {import('./renderService.mjs').LiveSet} set
 * @param {{ remotesUsed: string[], failedRemotes: string[], whole: boolean }} outcome
 */
export function viewOf(set, { remotesUsed, failedRemotes, whole }) {
  const versions = versionsOf(set.remotes);
  const onCanary = set.onCanary ?? [];
  const blamed = whole
    ? onCanary.length > 0
      ? onCanary
      : (set.canaryRemotes ?? [])
    : failedRemotes;
  const used = whole ? blamed : remotesUsed;
  const inSet = used.filter((key) => key in versions);
  if (inSet.length === 0) return null;
  return {
    versions: Object.fromEntries(inSet.map((key) => [key, versions[key]])),
    failed: blamed.filter((key) => inSet.includes(key)),
  };
}

/**
 * @param {object} options
 * @param {string} options.apiBaseUrl
 * @param {string} options.apiToken the API's RENDER_API_TOKEN
 * @param {number} [options.flushMs] how often the queue is sent
 * @param {number} [options.maxQueued] views held at most between sends
 */
export function createRenderHealthReporter({
  apiBaseUrl,
  apiToken,
  flushMs = 2000,
  maxQueued = 2000,
}) {
  const url = new URL(RENDERS_PATH, apiBaseUrl);
  let queue = [];
  let dropped = 0;
  let lastProblem = '';
  let sending = Promise.resolve();

  async function send(views) {
    for (let at = 0; at < views.length; at += MAX_VIEWS_PER_REPORT) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-render-token': apiToken },
        body: JSON.stringify({ views: views.slice(at, at + MAX_VIEWS_PER_REPORT) }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    }
  }

  function flush() {
    const views = queue;
    queue = [];
    if (dropped > 0) {
      console.error(`[render] release health: ${dropped} render(s) not reported (queue full)`);
      dropped = 0;
    }
    if (views.length === 0) return sending;
    sending = sending
      .then(() => send(views))
      .then(
        () => (lastProblem = ''),
        (error) => {
          if (error.message !== lastProblem) {
            lastProblem = error.message;
            console.error(`[render] release health not reported: ${error.message}`);
          }
        },
      );
    return sending;
  }

  const timer = setInterval(flush, flushMs);
  timer.unref();
  return {
    /** @type {(set: import('./renderService.mjs').LiveSet, outcome: { remotesUsed: string[], failedRemotes: string[], whole: boolean }) => void} */
    record(set, outcome) {
      const view = viewOf(set, outcome);
      if (!view) return;
      if (queue.length >= maxQueued) dropped += 1;
      else queue.push(view);
    },
    /** Sends what is queued now; resolves once it is sent (or failed). */
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
