/**
 * Starts the whole built site: the API (a child process), the shell and each remote on its own
 * static server, with /remotes.json and /config.json generated from the ports in use. The
 * e2e tests use it too, so they can stop one remote's server and start it again.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './repoRoot.mjs';
import { LISTEN_HOST, PORTS, REMOTES } from './ports.mjs';
import { parseTrustProxy, startStaticServer } from './static-server.mjs';
import { cdnCacheControl, cdnDirFromEnv } from './release/cdn.mjs';
import { createRenderService } from './render/renderService.mjs';
import { createFormPosts } from './render/formPosts.mjs';
import { distLiveSet, followRegistry } from './render/liveSets.mjs';
import { recordedVersionFiles } from './render/versionFiles.mjs';
import { openReleaseSetup } from './release/setup.mjs';
import { FILE_REGISTRY_FILES } from './release/registry/fileRegistry.mjs';
import { watchCatalogueVersion } from './render/catalogueVersion.mjs';
import { createRenderHealthReporter } from './render/renderHealth.mjs';
import { createPageTokenMinter } from './render/healthToken.mjs';
import { createSiteMetrics, serveMetrics } from './render/siteMetrics.mjs';
import { watchCanaries } from './release/canaryWatch.mjs';
import { reportSiteServer, siteServerId } from './release/siteServers.mjs';

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

/**
 * The API listens where the site does (HOST), and takes the site's origin as PUBLIC_SITE_URL
 * unless one is set: /staff answers credentialed CORS to that origin only, so the staff inbox
 * served by this site can call it.
 */
function startApi({ port, env, renderToken, siteUrl }) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: LISTEN_HOST,
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? siteUrl,
      PORT: String(port),
      RENDER_API_TOKEN: renderToken,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

function runtimeConfig(apiUrl, apiEnv, siteUrl) {
  return {
    apiBaseUrl: apiUrl,
    siteUrl: process.env.PUBLIC_SITE_URL ?? siteUrl,
    authCode: apiEnv.AUTH_CODE ?? process.env.AUTH_CODE ?? 'ghumakkad-public',
  };
}

/**
 * What an operator may set for the render server: RENDER_THREADS (threads per live set, default
 * one per CPU, 2 to 4) and RENDER_CACHE_MB (memory for kept pages, default 64; 0 keeps none).
 */
function renderOptions() {
  const number = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
  const cacheMb = number('RENDER_CACHE_MB');
  return {
    ...(number('RENDER_THREADS') ? { threads: number('RENDER_THREADS') } : {}),
    ...(cacheMb === undefined ? {} : { cacheBytes: cacheMb * 1024 * 1024 }),
  };
}

/**
 * The site server's metrics (render/siteMetrics.mjs) when SITE_METRICS_PORT is set, served there
 * on METRICS_HOST (default 127.0.0.1): never on the site's own port, which the public reaches.
 * @returns {Promise<{ answered: Function, close: () => Promise<void> } | null>}
 */
async function siteMetricsFromEnv(sources, env = process.env) {
  if (!env.SITE_METRICS_PORT) return null;
  const port = Number(env.SITE_METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SITE_METRICS_PORT must be a port number, not "${env.SITE_METRICS_PORT}"`);
  }
  const metrics = createSiteMetrics(sources);
  const server = await serveMetrics(metrics.registry, {
    port,
    host: env.METRICS_HOST || '127.0.0.1',
  });
  return {
    answered: metrics.answered,
    port: server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What /site-server.json tells anyone: the versions served, since when, warm or not, and how
 * long since the registry answered; not which sides failed to warm (their errors are logged).
 */
function publicStatus({ versions, canaries, servingSince, warm, registry }) {
  return { versions, canaries, servingSince, warm, registry };
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
  // Read first: a mistyped TRUST_PROXY stops the site before anything is started.
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const ports = { ...PORTS, ...portOverrides };
  const apiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${ports.api}`;

  const renderToken = renderApiToken();
  const siteUrl = `http://${host}:${ports.shell}`;
  const api = startApi({ port: ports.api, env: apiEnv, renderToken, siteUrl });
  await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);

  const remoteServers = new Map();
  let renderGeneration = 0;
  /** Made once the remotes are up (below); a remote stopped or started later is a new live set. */
  let renderer = null;
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
    // The render server takes the remote up again as a new live set, once that set is warm.
    renderGeneration += 1;
    await renderer?.warm();
  }
  async function stopRemote(key) {
    await remoteServers.get(key)?.close();
    remoteServers.delete(key);
    // As after a restart of the render server: what it had loaded of the remote is gone too.
    renderGeneration += 1;
    await renderer?.warm();
  }
  for (const key of Object.keys(REMOTES)) await startRemote(key);

  // Each remote on a server of its own (a test can stop one), reached under the site's origin.
  const remotePrefix = (key) => `/remote/${key}/`;
  const remotesJson = () =>
    Object.fromEntries(
      Object.keys(REMOTES).map((key) => [key, `${remotePrefix(key)}remoteEntry.js`]),
    );
  const configJson = () => runtimeConfig(apiUrl, apiEnv, siteUrl);
  const catalogue = watchCatalogueVersion(serverApiUrl ?? apiUrl);
  const renderHealth = createRenderHealthReporter({
    apiBaseUrl: serverApiUrl ?? apiUrl,
    apiToken: renderToken,
  });
  renderer = createRenderService({
    liveSet: distLiveSet(remotesJson, () => renderGeneration),
    origin: `http://127.0.0.1:${ports.shell}`,
    config: configJson(),
    catalogueVersion: catalogue.current,
    apiBaseUrl: serverApiUrl,
    apiToken: renderToken,
    onRendered: renderHealth.record,
    mintPageToken: createPageTokenMinter(renderToken),
    ...renderOptions(),
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
    trustProxy,
    // The dist folders are the only versions: no canaries.
    generated: {
      '/remotes.json': remotesJson,
      '/config.json': configJson,
      '/canaries.json': () => ({}),
    },
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
      forms,
    },
  });

  await Promise.all([catalogue.ready, renderer.warm()]);

  return {
    ports,
    siteUrl,
    apiUrl,
    /** Where the browser fetches a remote's files, e.g. `/remote/blog/`. */
    remotePrefix,
    /** Starts a remote's server again; resolves once the render server uses it. */
    startRemote,
    /** Stops a remote's server; resolves once the render server renders without it. */
    stopRemote,
    async close() {
      await shell.close();
      catalogue.close();
      await renderer.close();
      await renderHealth.close();
      for (const server of remoteServers.values()) await server.close();
      await stopApi(api);
    },
  };
}

/**
 * Starts the site as `pnpm start` serves it: the API, and one static server that follows the
 * release registry (scripts/release/setup.mjs): the live shell's index.html at every route,
 * /remotes.json from the live versions, versioned folders served immutable from the CDN folder
 * (with an S3 artifact store, a local copy of each live version made there before it serves), and
 * /config.json generated from the ports in use. A release or rollback, from any machine, is
 * followed within a second, without a restart. During a canary each visitor is given their side
 * (a cookie) and gets pages, /remotes.json and index.html of their own versions; /canaries.json
 * says what runs; automatic canaries are decided here (canaryWatch.mjs), every
 * CANARY_CHECK_MS (default 10 s).
 * @param {object} [options]
 * @param {string} [options.cdnDir] default `cdn/` or CDN_DIR
 * @param {number} [options.canaryCheckMs] how often automatic canaries are checked
 * @param {Record<string, string>} [options.releaseEnv] release settings over process.env
 *   (RELEASE_REGISTRY_URL, ARTIFACT_STORE_URL, …)
 * @param {{ shell?: number, api?: number }} [options.ports]
 * @param {Record<string, string>} [options.apiEnv]
 * @param {string} [options.host]
 * @param {boolean} [options.withApi] false: start no API of its own; the render server calls the
 *   API processes at SSR_API_URL (one of several site servers, deploy/), showing them
 *   RENDER_API_TOKEN, so both must be set
 */
export async function startCdnSite({
  cdnDir = cdnDirFromEnv(),
  releaseEnv = {},
  canaryCheckMs = Number(process.env.CANARY_CHECK_MS ?? 10_000),
  ports: portOverrides = {},
  apiEnv = {},
  host = 'localhost',
  withApi = true,
} = {}) {
  // Read first: a mistyped TRUST_PROXY stops the site before anything is started.
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  if (!withApi && !(process.env.SSR_API_URL && process.env.RENDER_API_TOKEN)) {
    // A made-up token would be one the API processes do not know: every page call rate-limited.
    throw new Error(
      'A site server without an API of its own needs SSR_API_URL and RENDER_API_TOKEN',
    );
  }
  const ports = { shell: PORTS.shell, api: PORTS.api, ...portOverrides };
  const apiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${ports.api}`;
  const root = path.resolve(cdnDir);
  const releases = await openReleaseSetup({ env: { ...process.env, ...releaseEnv }, cdnDir: root });
  /** Made once the registry is followed (below): a new history's sides are warmed by it first. */
  let renderer = null;
  const live = await followRegistry({
    registry: releases.registry,
    store: releases.store,
    cacheDir: root,
    publicUrl: releases.publicUrl,
    warm: async (set) => renderer?.warm(set),
  }).catch(async (error) => {
    await releases.close();
    throw error;
  });
  const renderToken = renderApiToken();
  const siteUrl = `http://${host}:${ports.shell}`;
  const api = withApi ? startApi({ port: ports.api, env: apiEnv, renderToken, siteUrl }) : null;
  if (api) await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);
  const config = runtimeConfig(apiUrl, apiEnv, siteUrl);
  const catalogue = watchCatalogueVersion(process.env.SSR_API_URL ?? apiUrl);
  const renderHealth = createRenderHealthReporter({
    apiBaseUrl: process.env.SSR_API_URL ?? apiUrl,
    apiToken: renderToken,
  });
  renderer = createRenderService({
    liveSet: live.forVisitor,
    origin: `http://127.0.0.1:${ports.shell}`,
    config,
    catalogueVersion: catalogue.current,
    apiBaseUrl: process.env.SSR_API_URL,
    apiToken: renderToken,
    onRendered: renderHealth.record,
    mintPageToken: createPageTokenMinter(renderToken),
    ...renderOptions(),
  });
  const serverId = siteServerId(process.env, ports.shell);
  const serverReports = reportSiteServer({
    registry: releases.registry,
    status: live.status,
    id: serverId,
  });
  const canaries = watchCanaries({
    setup: releases,
    // Where the render server's reports go: with an API tier of its own, not the local one.
    healthUrl: process.env.SSR_API_URL ?? apiUrl,
    renderToken,
    intervalMs: canaryCheckMs,
    actor: `canary watcher on ${serverId}`,
  });
  const forms = createFormPosts({
    apiBaseUrl: process.env.SSR_API_URL ?? apiUrl,
    authCode: config.authCode,
    apiToken: renderToken,
  });
  const metrics = await siteMetricsFromEnv({ renderStats: renderer.stats, status: live.status });
  const server = await startStaticServer({
    root,
    port: ports.shell,
    spa: true,
    onAnswered: metrics?.answered,
    appPage: (visitor) => live.forVisitor(visitor).indexHtml,
    visitorSplit: live.hasCanary,
    trustProxy,
    privateFiles: FILE_REGISTRY_FILES,
    // A version an open page still runs, not on this server's disk: fetched when first asked for.
    missingVersionFile: recordedVersionFiles({
      store: releases.store,
      cacheDir: root,
      history: live.history,
    }).fileFor,
    cors: true,
    generated: {
      '/config.json': () => config,
      '/remotes.json': (visitor) => live.forVisitor(visitor).remotes,
      '/canaries.json': () => live.canaries(),
      // What this server serves and whether it hears the registry (/__remotes shows it).
      '/site-server.json': () => publicStatus(live.status()),
    },
    cacheControl: (filePath) => cdnCacheControl(path.relative(root, filePath)),
    preconnect: [new URL(apiUrl).origin],
    pages: {
      render: renderer.render,
      sitemap: renderer.sitemap,
      publicSiteUrl: config.siteUrl,
      apiBaseUrl: apiUrl,
      forms,
    },
  });
  // The site is up once it can render: the first visitors should not wait for the worker to load
  // the live versions (it fetches them from the server above), nor render cold within their bound.
  await catalogue.ready;
  // Every side a visitor can be on, canaries running at start included.
  for (const set of live.allSets()) {
    await renderer
      .warm(set)
      .catch((error) => console.error(`[render] could not start ${set.key}: ${error.message}`));
  }
  return {
    ports,
    cdnDir: root,
    siteUrl,
    apiUrl,
    /** The versions this server serves now, e.g. `shell@0.1.0-…, blog@0.1.0-…`. */
    liveVersions: () => live.current().key,
    /**
     * Resolves once the render server serves the live versions: after a release or rollback the
     * versions before keep serving until the new set is warm.
     */
    async renderReady() {
      await live.sync();
      for (const set of live.allSets()) await renderer.warm(set);
    },
    /** What this server serves and how it follows the registry (liveSets.mjs `status`). */
    status: () => live.status(),
    /** Sends this server's report to the registry now. */
    reportToRegistry: () => serverReports.flush(),
    /** Sends the render server's queued release-health reports now. */
    flushRenderHealth: () => renderHealth.flush(),
    /** The render server's pools, queue and page cache. */
    renderStats: () => renderer.stats(),
    async close() {
      await server.close();
      await metrics?.close();
      await canaries.close();
      await serverReports.close();
      live.close();
      catalogue.close();
      await renderer.close();
      await renderHealth.close();
      await releases.close();
      if (api) await stopApi(api);
    },
  };
}
