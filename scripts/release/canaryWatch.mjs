/**
 * Decides automatic canaries (`pnpm release <app> --canary N --auto`): every `intervalMs` it reads
 * the release history, and for each canary with a rule, the canary's and the live version's
 * health since the canary started (health.mjs), and applies canary.mjs's decision through the
 * registry. Every site server runs one: the decision is taken under the registry's lock and only
 * if the canary is still the one decided on, so two servers deciding together end it once.
 *
 * Each app is decided on its own: a health read that fails or a promotion the gate refuses is
 * logged (once per app and message, not every check) and the other apps are decided all the same;
 * the failing one is tried again at the next check.
 */
import { decideCanary } from './canary.mjs';
import { decideCanaryOf } from './commands.mjs';
import { readVersionHealth } from './health.mjs';

/**
 * @param {object} options
 * @param {Awaited<ReturnType<typeof import('./setup.mjs').openReleaseSetup>>} options.setup
 * @param {string} options.healthUrl the site's API
 * @param {number} [options.intervalMs]
 * @param {string} [options.renderToken] the API's render token, which health reads need
 * @param {string} [options.actor] who the log names as having decided: this server's watcher
 * @param {(line: string) => void} [options.log]
 * @param {(line: string) => void} [options.logError]
 */
export function watchCanaries({
  setup,
  healthUrl,
  intervalMs = 10_000,
  renderToken,
  actor = 'canary watcher',
  log = console.log,
  logError = console.error,
}) {
  let timer;
  let closed = false;
  let running = Promise.resolve();
  /** What each source of trouble last logged ('' for the registry, else the app's name). */
  const lastProblem = new Map();

  function problem(source, message) {
    if (lastProblem.get(source) === message) return;
    lastProblem.set(source, message);
    logError(`[canary] ${message}`);
  }

  async function decide(app, live, canary) {
    const health = await readVersionHealth(healthUrl, app, canary.startedAt, { renderToken });
    const decision = decideCanary({
      rule: canary.auto,
      startedAt: canary.startedAt,
      canary: health.get(canary.version),
      live: health.get(live),
      // The canary's start is the registry's time: its age is measured on the same clock, not on
      // this server's, which may be minutes off.
      now: (await setup.registry.now?.()) ?? new Date(),
    });
    if (decision.action === 'wait') return;
    const decided = await decideCanaryOf({
      app,
      promote: decision.action === 'promote',
      reason: `automatically: ${decision.reason}`,
      figures: decision.figures,
      expected: canary.version,
      setup,
      identity: { actor },
      // A promotion is refused if the API would refuse what the canary sends (apiRequests.mjs).
      healthUrl,
    });
    if (decided) {
      log(
        `[canary] ${app} ${canary.version} ${decided.promoted ? 'promoted' : 'rolled back'} ${decided.reason}`,
      );
    }
  }

  async function check() {
    let history;
    try {
      history = await setup.registry.read();
      lastProblem.delete('');
    } catch (error) {
      problem('', `could not read the release history: ${error.message}`);
      return;
    }
    for (const [app, { live, canary }] of Object.entries(history.apps)) {
      if (!canary?.auto) continue;
      try {
        await decide(app, live, canary);
        lastProblem.delete(app);
      } catch (error) {
        problem(app, `could not decide ${app} ${canary.version}: ${error.message}`);
      }
    }
  }

  async function tick() {
    running = check();
    await running;
    if (!closed) timer = setTimeout(tick, intervalMs);
  }

  timer = setTimeout(tick, intervalMs);
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
