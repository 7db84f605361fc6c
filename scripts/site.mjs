/**
 * Starts the whole built site: the API (a child process), the shell and each remote on its own
 * static server, with /remotes.json and /config.json generated from the ports in use. The
 * e2e tests use it too, so they can stop one remote's server and start it again.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './repoRoot.mjs';
import { PORTS, REMOTES } from './ports.mjs';
import { startStaticServer } from './static-server.mjs';
import { cdnCacheControl, cdnDirFromEnv } from './release/cdn.mjs';
import { createRenderService } from './render/renderService.mjs';
import { createFormPosts } from './render/formPosts.mjs';
import { cdnLiveSet, distLiveSet } from './render/liveSets.mjs';

async function waitForHealth(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * The secret the render server shows the API so its calls skip the per-IP limit (they come from
 * one address for every visitor): RENDER_API_TOKEN if set (an API run elsewhere), else made here
 * for the API this process starts.
 */
const renderApiToken = () => process.env.RENDER_API_TOKEN || randomBytes(24).toString('hex');

function startApi({ port, env, renderToken }) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), RENDER_API_TOKEN: renderToken, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

function runtimeConfig(apiUrl, apiEnv, siteUrl) {
  return {
    apiBaseUrl: apiUrl,
    siteUrl: process.env.PUBLIC_SITE_URL ?? siteUrl,
    authCode: apiEnv.AUTH_CODE ?? process.env.AUTH_CODE ?? 'ghumakkad-public',
    ...(process.env.SITE_PHONE ? { phone: process.env.SITE_PHONE } : {}),
  };
}

async function stopApi(api) {
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
}

/**
 * @param {object} [options]
 * @param {Partial<typeof PORTS>} [options.ports]
 * @param {Record<string, string>} [options.apiEnv] extra environment for the API (e.g. SQLITE_FILE)
 * @param {string} [options.host] public host name used in generated URLs
 * @param {string} [options.serverApiUrl] where the render server calls the API (default: as browsers)
 */
export async function startSite({
  ports: portOverrides = {},
  apiEnv = {},
  host = 'localhost',
  serverApiUrl,
} = {}) {
  const ports = { ...PORTS, ...portOverrides };
  const apiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${ports.api}`;

  const renderToken = renderApiToken();
  const api = startApi({ port: ports.api, env: apiEnv, renderToken });
  await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);

  const remoteServers = new Map();
  let renderGeneration = 0;
  async function startRemote(key) {
    const app = REMOTES[key];
    remoteServers.set(
      key,
      await startStaticServer({
        root: path.join(REPO_ROOT, app, 'dist'),
        port: ports[app],
        cors: true,
      }),
    );
  }
  async function stopRemote(key) {
    await remoteServers.get(key)?.close();
    remoteServers.delete(key);
    // As after a restart of the render server: what it had loaded of the remote is gone too.
    renderGeneration += 1;
  }
  for (const key of Object.keys(REMOTES)) await startRemote(key);

  // Each remote on a server of its own (a test can stop one), reached under the site's origin.
  const remotePrefix = (key) => `/remote/${key}/`;
  const remotesJson = () =>
    Object.fromEntries(
      Object.keys(REMOTES).map((key) => [key, `${remotePrefix(key)}remoteEntry.js`]),
    );
  const configJson = () => runtimeConfig(apiUrl, apiEnv, `http://${host}:${ports.shell}`);
  const renderer = createRenderService({
    liveSet: distLiveSet(remotesJson, () => renderGeneration),
    origin: `http://127.0.0.1:${ports.shell}`,
    config: configJson(),
    apiBaseUrl: serverApiUrl,
    apiToken: renderToken,
  });
  const forms = createFormPosts({
    apiBaseUrl: serverApiUrl ?? apiUrl,
    authCode: configJson().authCode,
    apiToken: renderToken,
  });
  const shell = await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: ports.shell,
    spa: true,
    generated: { '/remotes.json': remotesJson, '/config.json': configJson },
    preconnect: [new URL(apiUrl).origin],
    proxies: Object.fromEntries(
      Object.entries(REMOTES).map(([key, app]) => [
        remotePrefix(key),
        `http://127.0.0.1:${ports[app]}/`,
      ]),
    ),
    pages: {
      render: renderer.render,
      sitemap: renderer.sitemap,
      publicSiteUrl: configJson().siteUrl,
      apiBaseUrl: apiUrl,
      remoteEntries: () => Object.values(remotesJson()),
      forms,
    },
  });

  return {
    ports,
    siteUrl: `http://${host}:${ports.shell}`,
    apiUrl,
    /** Where the browser fetches a remote's files, e.g. `/remote/blog/`. */
    remotePrefix,
    startRemote,
    stopRemote,
    async close() {
      await shell.close();
      await renderer.close();
      for (const key of [...remoteServers.keys()]) await stopRemote(key);
      await stopApi(api);
    },
  };
}

/**
 * Starts the site as `pnpm start` serves it: the API, and one static server for the CDN folder
 * (see scripts/release/): the live shell's index.html at every route, /remotes.json from the
 * CDN, versioned folders served immutable, and /config.json generated from the ports in use.
 * @param {object} [options]
 * @param {string} [options.cdnDir] default `cdn/` or CDN_DIR
 * @param {{ shell?: number, api?: number }} [options.ports]
 * @param {Record<string, string>} [options.apiEnv]
 * @param {string} [options.host]
 */
export async function startCdnSite({
  cdnDir = cdnDirFromEnv(),
  ports: portOverrides = {},
  apiEnv = {},
  host = 'localhost',
} = {}) {
  const ports = { shell: PORTS.shell, api: PORTS.api, ...portOverrides };
  const apiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${ports.api}`;
  const renderToken = renderApiToken();
  const api = startApi({ port: ports.api, env: apiEnv, renderToken });
  await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);
  const root = path.resolve(cdnDir);
  const config = runtimeConfig(apiUrl, apiEnv, `http://${host}:${ports.shell}`);
  const liveSet = cdnLiveSet(root);
  const renderer = createRenderService({
    liveSet,
    origin: `http://127.0.0.1:${ports.shell}`,
    config,
    apiBaseUrl: process.env.SSR_API_URL,
    apiToken: renderToken,
  });
  const forms = createFormPosts({
    apiBaseUrl: process.env.SSR_API_URL ?? apiUrl,
    authCode: config.authCode,
    apiToken: renderToken,
  });
  const server = await startStaticServer({
    root,
    port: ports.shell,
    spa: true,
    cors: true,
    generated: { '/config.json': () => config },
    cacheControl: (filePath) => cdnCacheControl(path.relative(root, filePath)),
    preconnect: [new URL(apiUrl).origin],
    pages: {
      render: renderer.render,
      sitemap: renderer.sitemap,
      publicSiteUrl: config.siteUrl,
      apiBaseUrl: apiUrl,
      remoteEntries: () => Object.values(liveSet().remotes),
      forms,
    },
  });
  // The site is up once it can render: the first visitors should not wait for the worker to load
  // the live versions (it fetches them from the server above), nor render cold within their bound.
  await renderer
    .warm()
    .catch((error) => console.error(`[render] could not start: ${error.message}`));
  return {
    ports,
    cdnDir: root,
    siteUrl: `http://${host}:${ports.shell}`,
    apiUrl,
    async close() {
      await server.close();
      await renderer.close();
      await stopApi(api);
    },
  };
}
