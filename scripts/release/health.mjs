/**
 * Release health as the API keeps it (GET /release-health, @tour/shared's ReleaseHealth): what
 * `pnpm releases` shows and what the canary watcher decides on. The release tools reach the
 * site's API at RELEASE_HEALTH_URL, by default the API `pnpm start` runs on this machine, and show
 * themselves with the API's render token (RENDER_API_TOKEN): the API answers release health only
 * to the render server's token or a staff session.
 */
import { PORTS, remoteKey } from '../ports.mjs';

/** A site's API to read release health from, or undefined for none. */
export function healthUrlFromEnv(env = process.env) {
  return env.RELEASE_HEALTH_URL || `http://127.0.0.1:${PORTS.api}`;
}

/** How long a health read may take: `pnpm releases` must answer even when the API does not. */
const READ_TIMEOUT_MS = 3000;

/** The API's render token the release tools send with health reads, or undefined for none. */
export function healthTokenFromEnv(env = process.env) {
  return env.RENDER_API_TOKEN || undefined;
}

/** The header the API reads the render token from. */
const RENDER_TOKEN_HEADER = 'x-render-token';

/**
 * The figures of `app`'s versions since `since` (ISO; default the API's window).
 * @param {string} baseUrl the site's API
 * @param {string} app
 * @param {string} [since]
 * @param {{ renderToken?: string }} [options] the API's render token (RENDER_API_TOKEN)
 * @returns {Promise<Map<string, import('../../shared/src/contracts/releaseHealth').VersionHealth>>}
 *   version → figures
 */
export async function readVersionHealth(baseUrl, app, since, { renderToken } = {}) {
  const url = new URL('/release-health', baseUrl);
  url.searchParams.set('remote', remoteKey(app) ?? app);
  if (since) url.searchParams.set('since', since);
  const response = await fetch(url, {
    headers: renderToken ? { [RENDER_TOKEN_HEADER]: renderToken } : {},
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) {
    throw new Error(
      `release health needs RENDER_API_TOKEN (the API's render token)${renderToken ? ', and the one given was refused' : ''}: ${url.origin} answered ${response.status}`,
    );
  }
  if (!response.ok) throw new Error(`${url.origin} answered ${response.status}`);
  const { data } = await response.json();
  return new Map(data.versions.map((health) => [health.version, health]));
}
