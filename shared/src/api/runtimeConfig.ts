/** Site settings read at run time from `/config.json`, so no build bakes in an address. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  authCode: string;
  phone: string;
  supportEmail: string;
  officeAddress: string;
  /** A third-party form service for the newsletter; empty means our API's /newsletter/subscribe. */
  newsletterUrl: string;
  /** The access key that service expects beside the email. */
  newsletterKey: string;
  /** Social profile URLs by network (facebook, instagram, youtube, x). */
  socialLinks: Record<string, string>;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  authCode: 'ghumakkad-public',
  phone: '+91 98XXX XXX10',
  supportEmail: 'support@ghumakkad.example',
  officeAddress: 'Ghumakkad Travels, MG Road, Bengaluru 560001',
  newsletterUrl: '',
  newsletterKey: '',
  socialLinks: {
    facebook: 'https://www.facebook.com/ghumakkad',
    instagram: 'https://www.instagram.com/ghumakkad',
    youtube: 'https://www.youtube.com/@ghumakkad',
    x: 'https://x.com/ghumakkad',
  },
};

let configPromise: Promise<RuntimeConfig> | null = null;

/** Fetches `/config.json` once per page (served no-store, so always fresh); defaults fill gaps. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  configPromise ??= fetch(url)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then((partial: Partial<RuntimeConfig>) => ({ ...DEFAULT_RUNTIME_CONFIG, ...partial }));
  return configPromise;
}

/** For tests and standalone remotes that know their config up front. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  configPromise = Promise.resolve({ ...DEFAULT_RUNTIME_CONFIG, ...config });
}

/** Images the API serves come as paths (`/images/goa.svg`); this makes them absolute. */
export function apiAssetUrl(config: RuntimeConfig, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
