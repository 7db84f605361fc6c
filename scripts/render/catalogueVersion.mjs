/**
 * The catalogue's version as the API sees it (`GET /catalogue/version`), read once a second: the
 * page cache's key holds it, so a catalogue import, by any process, is a new key for every page.
 * The API's own answer cache keys on the same version, so a page rendered under version V is
 * rendered from answers read under V or later.
 */

/** How long one read may take before the version counts as unknown. */
const READ_TIMEOUT_MS = 2000;

/**
 * @param {string} apiBaseUrl
 * @param {object} [options]
 * @param {number} [options.intervalMs]
 * @returns {{ current: () => string | null, ready: Promise<void>, close: () => void }}
 *   `current()` is null while the API does not answer: nothing is kept then
 */
export function watchCatalogueVersion(apiBaseUrl, { intervalMs = 1000 } = {}) {
  const url = new URL(
    'catalogue/version',
    apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`,
  );
  let version = null;
  let reading = null;
  async function read() {
    try {
      // A busy API may take longer than one interval: the next read waits for this one.
      const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      const body = response.ok ? await response.json() : null;
      version = typeof body?.data?.version === 'string' ? body.data.version : null;
    } catch {
      version = null;
    }
  }
  const readOnce = () => {
    // A slow API is asked again only once it has answered.
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
  const timer = setInterval(readOnce, intervalMs);
  timer.unref();
  return {
    current: () => version,
    ready: readOnce(),
    close: () => clearInterval(timer),
  };
}
