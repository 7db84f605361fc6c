/**
 * Decides automatic canaries (`pnpm release <app> --canary N --auto`): every `intervalMs` it reads
 * the release history, and for each canary with a rule, the canary's and the live version's
 * health since the canary started (health.mjs), and applies canary.mjs's decision through the
 * registry. Every site server runs one: the decision is taken under the registry's lock and only
 * if the canary is still the one decided on, so two servers deciding together end it once.
 */
import { decideCanary } from './canary.mjs';
import { decideCanaryOf } from './commands.mjs';
import { readVersionHealth } from './health.mjs';

/**
 * @param {object} options
 * @param {Awaited<ReturnType<typeof import('./setup.mjs').openReleaseSetup>>} options.setup
 * @param {string} options.healthUrl the site's API
 * @param {number} [options.intervalMs]
 * @param {(line: string) => void} [options.log]
 */
export function watchCanaries({ setup, healthUrl, intervalMs = 10_000, log = console.log }) {
  let timer;
  let closed = false;
  let lastProblem = '';
  let running = Promise.resolve();

  async function check() {
    const history = await setup.registry.read();
    for (const [app, { live, canary }] of Object.entries(history.apps)) {
      if (!canary?.auto) continue;
      const health = await readVersionHealth(healthUrl, app, canary.startedAt);
      const decision = decideCanary({
        rule: canary.auto,
        startedAt: canary.startedAt,
        canary: health.get(canary.version),
        live: health.get(live),
      });
      if (decision.action === 'wait') continue;
      const decided = await decideCanaryOf({
        app,
        promote: decision.action === 'promote',
        reason: `automatically: ${decision.reason}`,
        figures: decision.figures,
        expected: canary.version,
        setup,
      });
      if (decided) {
        log(
          `[canary] ${app} ${canary.version} ${decided.promoted ? 'promoted' : 'rolled back'} ${decided.reason}`,
        );
      }
    }
  }

  async function tick() {
    running = check().then(
      () => (lastProblem = ''),
      (error) => {
        if (error.message !== lastProblem) {
          lastProblem = error.message;
          console.error(`[canary] could not check the canaries: ${error.message}`);
        }
      },
    );
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
