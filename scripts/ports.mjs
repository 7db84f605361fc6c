/** Where each part of the site listens (the table is scripts/apps.mjs). */
import { REMOTE_APPS_BY_KEY, WORKSPACE_PARTS, portsFromEnv } from './apps.mjs';

/** Each served part's port, overridable by its environment variable (SHELL_PORT, API_PORT…). */
export const PORTS = portsFromEnv();

/**
 * The address every server `pnpm start` and the e2e start listens on (the API, through its own
 * HOST, the same): loopback unless HOST says otherwise, e.g. HOST=0.0.0.0 behind a TLS proxy.
 */
export const LISTEN_HOST = process.env.HOST || '127.0.0.1';

/** The remotes by the key the shell uses for them in /remotes.json and in module ids. */
export const REMOTES = REMOTE_APPS_BY_KEY;

/** `mf-blog` → `blog`, its key in /remotes.json and in module ids; undefined for the shell. */
export function remoteKey(app) {
  return WORKSPACE_PARTS.find((part) => part.kind === 'remote' && part.name === app)?.key;
}
