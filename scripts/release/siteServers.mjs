/**
 * Site servers tell the release registry what they serve, so that a release manager, on any
 * machine, can see whether every server has taken up a release or rollback and is warm
 * (`pnpm releases`), as `kubectl rollout status` tells of pods. A report is no change of the
 * history: it is kept beside it (registry/types.d.mts `reportServer`), one per server.
 */
import os from 'node:os';
import { remoteKey } from '../ports.mjs';
import { ageOf, appHistory } from './history.mjs';

/** A server gone quiet this long is forgotten (its report removed) rather than listed. */
export const SITE_SERVER_REPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a server reports while nothing changes: its heartbeat. */
export const SITE_SERVER_REPORT_EVERY_MS = 15_000;
/** A server whose last report is older than this (three heartbeats missed) is called silent. */
const SILENT_AFTER_MS = 3 * SITE_SERVER_REPORT_EVERY_MS;

/** What names this server in the registry: SITE_SERVER_ID, else `<host name>:<port>`. */
export function siteServerId(env, port) {
  return env.SITE_SERVER_ID || `${os.hostname()}:${port}`;
}

/**
 * Reports `status()` (liveSets.mjs) to the registry: at once, whenever the set served changes
 * (checked every `checkEveryMs`), and every `everyMs` regardless. A registry that cannot take
 * the report is logged once per distinct problem; serving never waits for a report.
 * @param {object} options
 * @param {import('./registry/types.d.mts').Registry} options.registry
 * @param {() => import('./registry/types.d.mts').SiteServerStatus} options.status
 * @param {string} options.id
 */
export function reportSiteServer({
  registry,
  status,
  id,
  everyMs = SITE_SERVER_REPORT_EVERY_MS,
  checkEveryMs = 1000,
}) {
  const startedAt = new Date().toISOString();
  let lastProblem = '';
  let reportedSince = null;
  let reportedAt = 0;
  let sending = null;

  async function send(now) {
    const current = status();
    try {
      await registry.reportServer({ id, startedAt, ...current });
      reportedSince = current.servingSince;
      reportedAt = now;
      lastProblem = '';
    } catch (error) {
      if (error.message !== lastProblem) {
        lastProblem = error.message;
        console.error(
          `[releases] could not report this server (${id}) to ${registry.describe()}: ${error.message}`,
        );
      }
    }
  }

  function tick() {
    const now = Date.now();
    if (sending || (status().servingSince === reportedSince && now - reportedAt < everyMs)) {
      return sending;
    }
    sending = send(now).finally(() => (sending = null));
    return sending;
  }

  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  const first = tick();
  return {
    /** Resolves once the first report was sent (or failed). */
    ready: first,
    /** Reports now, whatever changed. */
    async flush() {
      await sending;
      reportedAt = 0;
      await tick();
    },
    async close() {
      clearInterval(timer);
      await sending;
    },
  };
}

/** `{ shell: '0.1.0-…', blog: '0.1.0-…' }`: what every server should serve now, by app key. */
function liveByKey(history) {
  return Object.fromEntries(
    Object.keys(history.apps)
      .filter((app) => appHistory(history, app).live)
      .map((app) => [app === 'shell' ? 'shell' : remoteKey(app), appHistory(history, app).live]),
  );
}

/** How a server's report differs from the history: what it still serves instead. */
function behind(report, history) {
  const expected = liveByKey(history);
  const differences = Object.entries(expected)
    .filter(([key, version]) => report.versions?.[key] !== version)
    .map(([key, version]) => `${key} ${report.versions?.[key] ?? 'none'} (live: ${version})`);
  for (const app of Object.keys(history.apps)) {
    const canary = history.apps[app].canary;
    const key = remoteKey(app);
    if (canary && report.canaries?.[key]?.canary !== canary.version) {
      differences.push(`no canary ${key} ${canary.version}`);
    }
  }
  return differences;
}

/**
 * The lines `pnpm releases` prints of the site servers: each one's versions (or how they differ
 * from the live ones), since when, warm or not, its canaries, and how long ago it reported; a
 * server silent for three heartbeats, or one not hearing the registry, is said so.
 * @param {import('./registry/types.d.mts').SiteServerReport[]} reports
 * @param {import('./registry/types.d.mts').History} history
 * @param {Date} now the registry's clock (the one reports are stamped with)
 */
export function formatSiteServers(reports, history, now) {
  if (reports.length === 0) {
    return [
      `site servers: none has reported (a running server reports every ${SITE_SERVER_REPORT_EVERY_MS / 1000} s)`,
    ];
  }
  const lines = ['site servers (as each last reported):'];
  for (const report of reports) {
    const differences = behind(report, history);
    const canaries = Object.entries(report.canaries ?? {}).map(
      ([key, { canary, share }]) => `${key} ${canary} (${share} %)`,
    );
    const silentForMs = now.getTime() - Date.parse(report.reportedAt);
    const parts = [
      differences.length === 0
        ? 'on the live versions'
        : `NOT on the live versions: serves ${differences.join(', ')}`,
      report.warm ? 'warm' : `NOT warm (${report.coldSets.join('; ')})`,
      `since ${report.servingSince}`,
      canaries.length > 0 && `canaries ${canaries.join(', ')}`,
      report.registry?.silent &&
        `has not heard the registry for ${Math.round(report.registry.silentForMs / 1000)} s`,
      silentForMs > SILENT_AFTER_MS
        ? `SILENT: last report ${ageOf(report.reportedAt, now)} ago (${report.reportedAt})`
        : `reported ${Math.max(0, Math.round(silentForMs / 1000))} s ago`,
    ].filter(Boolean);
    lines.push(`  ${report.id}  ${parts.join('; ')}`);
  }
  return lines;
}
