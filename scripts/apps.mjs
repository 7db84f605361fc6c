/**
 * Every part of the workspace, once: its folder (and package name), what it is, and, for the
 * parts that serve, its default port and the environment variable that moves it. The ports, the
 * remotes' keys, the apps `pnpm release` knows, ESLint's app boundaries and its React files are
 * all read from here (scripts/ports.mjs, scripts/release/apps.mjs, scripts/eslint/, the root
 * eslint.config.mjs), so a new remote is one line.
 *
 * kind: `shell` and `remote` are the browser builds (released, React); `library` is
 * `@tour/shared` (React, never served on its own); `api` is the Fastify server.
 * key: a remote's key in /remotes.json and in module ids (`blog/BlogsPage`).
 */
export const WORKSPACE_PARTS = [
  { name: 'shell', kind: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { name: 'mf-catalogue', kind: 'remote', key: 'catalogue', port: 3001, portEnv: 'CATALOGUE_PORT' },
  { name: 'mf-blog', kind: 'remote', key: 'blog', port: 3002, portEnv: 'BLOG_PORT' },
  { name: 'mf-booking', kind: 'remote', key: 'booking', port: 3003, portEnv: 'BOOKING_PORT' },
  { name: 'mf-assistant', kind: 'remote', key: 'assistant', port: 3004, portEnv: 'ASSISTANT_PORT' },
  // The API process itself reads PORT; API_PORT is what `pnpm start` and `pnpm dev` give it.
  { name: 'api', kind: 'api', port: 4000, portEnv: 'API_PORT' },
  { name: 'shared', kind: 'library' },
];

/** The parts with a server of their own, in the table's order. */
const SERVED_PARTS = WORKSPACE_PARTS.filter((part) => part.port !== undefined);

/** The browser builds: the shell, then the remotes. */
export const BROWSER_APPS = WORKSPACE_PARTS.filter(
  (part) => part.kind === 'shell' || part.kind === 'remote',
).map((part) => part.name);

/** The folders whose source is React code: everything but the API. */
export const REACT_FOLDERS = WORKSPACE_PARTS.filter((part) => part.kind !== 'api').map(
  (part) => part.name,
);

/** Each served part's default port, as the table gives it (no environment applied). */
export const DEFAULT_PORTS = Object.fromEntries(SERVED_PARTS.map((part) => [part.name, part.port]));

/** Each served part's port: its environment variable when set, else its default. */
export function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    SERVED_PARTS.map((part) => [part.name, Number(env[part.portEnv] ?? part.port)]),
  );
}

/**
 * The whole set of ports moved together so the shell is on `shellPort` (each part keeps its
 * distance from the shell's default): the e2e suites run a site of their own beside `pnpm start`.
 */
export function portsFrom(shellPort) {
  return Object.fromEntries(
    SERVED_PARTS.map((part) => [part.name, shellPort + part.port - DEFAULT_PORTS.shell]),
  );
}

/** The remotes by their key: `{ catalogue: 'mf-catalogue', … }`. */
export const REMOTE_APPS_BY_KEY = Object.fromEntries(
  WORKSPACE_PARTS.filter((part) => part.kind === 'remote').map((part) => [part.key, part.name]),
);
