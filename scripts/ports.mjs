/** Where each part of the site listens, overridable by environment variables. */
const fromEnv = (name, fallback) => Number(process.env[name] ?? fallback);

export const PORTS = {
  shell: fromEnv('SHELL_PORT', 3000),
  'mf-catalogue': fromEnv('CATALOGUE_PORT', 3001),
  'mf-blog': fromEnv('BLOG_PORT', 3002),
  'mf-booking': fromEnv('BOOKING_PORT', 3003),
  'mf-assistant': fromEnv('ASSISTANT_PORT', 3004),
  api: fromEnv('API_PORT', 4000),
};

/**
 * The address every server `pnpm start` and the e2e start listens on (the API, through its own
 * HOST, the same): loopback unless HOST says otherwise, e.g. HOST=0.0.0.0 behind a TLS proxy.
 */
export const LISTEN_HOST = process.env.HOST || '127.0.0.1';

/** The remotes by the key the shell uses for them in /remotes.json and in module ids. */
export const REMOTES = {
  catalogue: 'mf-catalogue',
  blog: 'mf-blog',
  booking: 'mf-booking',
  assistant: 'mf-assistant',
};

/** `mf-blog` → `blog`, its key in /remotes.json and in module ids; undefined for the shell. */
export function remoteKey(app) {
  return Object.entries(REMOTES).find(([, remote]) => remote === app)?.[0];
}
