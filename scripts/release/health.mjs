/**
 * Release health as the API keeps it (GET /release-health, @tour/shared's ReleaseHealth): what
 * `pnpm releases` shows and what the canary watcher decides on. The release tools reach the
 * site's API at RELEASE_HEALTH_URL, by default the API `pnpm start` runs on this machine.
 */
import { PORTS, remoteKey } from '../ports.mjs';

/** A site's API to read release health from, or undefined for none. */
export function healthUrlFromEnv(env = process.env) {
  return env.RELEASE_HEALTH_URL || `http://127.0.0.1:${PORTS.api}`;
}

/** How long a health read may take: `pnpm releases` must answer even when the API does not. */
const READ_TIMEOUT_MS = 3000;

/**
 * The figures of `app`'s versions since `since` (ISO; default the API's window).
 * @returns {Promise<Map<string, import('../../shared/src/contracts/releaseHealth').VersionHealth>>}
 *   version → figures
 */
export async function readVersionHealth(baseUrl, app, since) {
  const url = new URL('/release-health', baseUrl);
  url.searchParams.set('remote', remoteKey(app) ?? app);
  if (since) url.searchParams.set('since', since);
  const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.origin} answered ${response.status}`);
  const { data } = await response.json();
  return new Map(data.versions.map((health) => [health.version, health]));
}
