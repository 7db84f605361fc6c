/**
 * Site settings read at run time from `/config.json`, so no build bakes in an address. The
 * agency's contact details are not here: the site profile (GET /site/profile, from
 * content/site/profile.yaml, useSiteProfile) is their one source.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  authCode: string;
  /** A third-party form service for the newsletter; empty means our API's /newsletter/subscribe. */
  newsletterUrl: string;
  /** The access key that service expects beside the email. */
  newsletterKey: string;
  /** The site's public origin, for canonical and share links; empty: the page's own origin. */
  siteUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  authCode: 'ghumakkad-public',
  newsletterUrl: '',
  newsletterKey: '',
  siteUrl: '',
};

let configPromise: Promise<RuntimeConfig> | null = null;
/** The config once known, so a render can use it at once (the same on server and browser). */
let knownConfig: RuntimeConfig | null = null;
let requestBase: string | undefined;
let extraRequestHeaders: Record<string, string> = {};

/** Fetches `/config.json` once per page (served no-store, so always fresh); defaults fill gaps. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  configPromise ??= fetch(url)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then((partial: Partial<RuntimeConfig>) => {
      knownConfig = { ...DEFAULT_RUNTIME_CONFIG, ...partial };
      return knownConfig;
    });
  return configPromise;
}

/**
 * For pages that know their config up front: the server-rendered page (from the HTML), the
 * render server, standalone remotes and tests. `requestBaseUrl` is where this process sends API
 * calls when that differs from the browsers' `apiBaseUrl` (a render server on a private network);
 * `requestHeaders` go with each of its calls (the render server's token, which the API's per-IP
 * limit lets through).
 */
export function setRuntimeConfig(
  config: Partial<RuntimeConfig>,
  {
    requestBaseUrl,
    requestHeaders = {},
  }: { requestBaseUrl?: string; requestHeaders?: Record<string, string> } = {},
): void {
  knownConfig = { ...DEFAULT_RUNTIME_CONFIG, ...config };
  configPromise = Promise.resolve(knownConfig);
  requestBase = requestBaseUrl;
  extraRequestHeaders = requestHeaders;
}

/** Headers this process adds to every API call (none in browsers). */
export function apiRequestHeaders(): Record<string, string> {
  return extraRequestHeaders;
}

/** The config if it is already known, else null. */
export function knownRuntimeConfig(): RuntimeConfig | null {
  return knownConfig;
}

/** The base URL of this process's API calls. */
export function apiRequestBaseUrl(config: RuntimeConfig): string {
  return requestBase ?? config.apiBaseUrl;
}

/** Images the API serves come as paths (`/images/goa.svg`); this makes them absolute. */
export function apiAssetUrl(config: RuntimeConfig, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
