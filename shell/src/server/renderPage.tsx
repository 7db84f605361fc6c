/**
 * The shell's Node build: composes one page of the site from the live remotes, for the render
 * server (scripts/render/). It is built into `server/` of each shell release, so a shell release
 * or rollback changes the server's HTML as it changes the browser's code.
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// The server's router; the browser's router build leaves it out (scripts/rspack/routerExports.mjs).
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import {
  apiClient,
  createQueryClient,
  preloadRemoteModule,
  RenderedRemotesContext,
  scriptJson,
  setRuntimeConfig,
  type PageRequest,
  type RemoteModule,
  type RemoteModuleId,
  type RuntimeConfig,
  type FormSubmission,
} from '@tour/shared';
import { App } from '../App';
import {
  registerRemoteEntries,
  loadRemoteModule,
  type RemotesManifest,
} from '../registry/remoteRegistry';
import { prefetchShellData } from '../routes/shellData';
import { matchSiteRoute } from '../routes/siteRoutes';
import { shellPageChunk } from '../routes/shellPages';
import { Document } from '../Document';
import { EARLY_INPUT_SCRIPT } from './earlyInput.inline';
import { remotesLeftLoading } from './slotOutcome';

export { renderSitemap } from './sitemap';

/** What the browser needs to hydrate exactly what the server rendered. */
export interface BootData {
  /** The shell's stylesheets the document links, for the browser's identical render. */
  styles: string[];
  /** The remotes' browser entries the page was composed from (their versions). */
  remotes: RemotesManifest;
  config: RuntimeConfig;
  /** The page's API data, for TanStack Query's `hydrate`. */
  queries: DehydratedState;
  /** Set when the page answers a lead form's post: what came back, and the page's own URL. */
  post?: { submission: FormSubmission; page: string };
}

/** A remote's web mf-manifest.json, as far as the render server reads it. */
export interface RemoteWebManifest {
  exposes: {
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
  }[];
}

export interface ServerSetup {
  remotes: RemotesManifest;
  /** A browser entry → the URL of the same version's Node entry. */
  nodeEntryOf: (webEntry: string) => string;
  /** Each remote's web manifest by key, to link the CSS of what a page renders. */
  manifests: Record<string, RemoteWebManifest>;
  config: RuntimeConfig;
  /** Where this process calls the API (it may differ from the browsers' address). */
  apiBaseUrl: string;
  /** Sent with every API call of this process (the render server's token). */
  apiHeaders: Record<string, string>;
}

export interface RenderInput {
  /** Path and query, e.g. `/goa-tour-packages?sort=price-asc`. */
  url: string;
  nonce: string;
  /** The shell's own browser files: its index.html's, and its named chunk groups'. */
  assets: { scripts: string[]; styles: string[]; groups: Record<string, string[]> };
  /** After this long the page is sent with the slots still loading as fallbacks. */
  timeoutMs: number;
  /**
   * A lead form's post the site's server refused or could not store (scripts/render/formPosts.mjs):
   * the page at `url` is rendered with the form showing what was typed and what was wrong.
   */
  submission?: FormSubmission;
}

export interface RenderResult {
  status: number;
  html: string;
  /** Set for redirects. */
  location?: string;
  /**
   * The page is not what it should be: its module or its data could not be had, a slot failed,
   * or the time bound cut the render short. The app completes it in the browser; the site's
   * server answers it as unavailable for now, so no cache keeps it and no crawler indexes it.
   */
  degraded?: boolean;
  /**
   * Something the page needed failed, whatever its status: a 404 or a refused search answers as
   * itself (not degraded), but is not kept by any cache, as its data may be what was missing.
   */
  incomplete?: boolean;
  /** The remotes (keys) whose modules the page rendered, for release health. */
  remotesUsed?: string[];
  /** Of those, the ones whose slot could not be rendered here (it threw, or ran out of time). */
  failedRemotes?: string[];
}

let setup: ServerSetup | undefined;

/** Once per render worker: its live remotes never change (a release starts a new worker). */
export function initServer(serverSetup: ServerSetup): void {
  setup = serverSetup;
  setRuntimeConfig(serverSetup.config, {
    requestBaseUrl: serverSetup.apiBaseUrl,
    requestHeaders: serverSetup.apiHeaders,
  });
  registerRemoteEntries(serverSetup.remotes, serverSetup.nodeEntryOf);
}

/**
 * Loads every module the live remotes expose, so the first visitors after a start or a release
 * do not pay for loading them (a cold render could miss its time bound and arrive without its
 * data). Bounded: a remote that is down or slow costs only its own modules, which load on use.
 */
export async function warmServer(timeoutMs: number): Promise<void> {
  if (!setup) throw new Error('initServer() must run before warmServer()');
  const ids = Object.entries(setup.manifests).flatMap(([key, manifest]) =>
    manifest.exposes.map(
      (expose) => `${key}/${expose.path.replace(/^\.\//, '')}` as RemoteModuleId,
    ),
  );
  await Promise.all(
    ids.map((id) =>
      withTimeout(preloadRemoteModule(loadRemoteModule, id), timeoutMs).catch((error: unknown) => {
        console.error(`[render] warming ${id}: ${error instanceof Error ? error.message : error}`);
      }),
    ),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The URL of each asset an exposed module needs first, beside its remote's entry. */
function moduleAssets(
  id: RemoteModuleId,
  remotes: RemotesManifest,
  manifests: ServerSetup['manifests'],
) {
  const [key, name] = id.split('/') as [string, string];
  const exposed = manifests[key]?.exposes.find((expose) => expose.path === `./${name}`);
  const entry = remotes[key];
  if (!exposed || !entry) return { css: [], lazyCss: [], js: [] };
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  return {
    css: exposed.assets.css.sync.map((file) => base + file),
    lazyCss: exposed.assets.css.async.map((file) => base + file),
    js: exposed.assets.js.sync.map((file) => base + file),
  };
}

/** Data of the page's own module, within the time bound; a failure only costs the data. */
async function prefetchPage(
  client: ReturnType<typeof createQueryClient>,
  id: RemoteModuleId,
  request: PageRequest,
  deadline: number,
): Promise<RemoteModule | null> {
  try {
    const module = await withTimeout(loadRemoteModule(id), Math.max(0, deadline - Date.now()));
    // Rendered without suspending, as the browser will hydrate it (bootstrap.tsx).
    await preloadRemoteModule(loadRemoteModule, id);
    if (module.prefetch) {
      await withTimeout(module.prefetch(client, request), Math.max(0, deadline - Date.now()));
    }
    return module;
  } catch (error) {
    console.error(`[render] ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** A slow image or first paint holds the app's start back for at most this long. */
const LOAD_WAIT_MS = 2500;
/** The head's data block with the files the inline start script fetches (`AppFiles`). */
const APP_FILES_ID = 'app-files';

/** What the inline start script fetches once the page is on screen: files to preload, then run. */
interface AppFiles {
  preload: { href: string; as: 'script' | 'style' }[];
  scripts: string[];
}

/**
 * The inline code that fetches and starts the app once the server's HTML is on screen. Neither
 * the app's scripts nor their preloads are in the head: on a slow connection they shared its
 * bandwidth with the stylesheets and the hero image, and as plain async scripts they often ran
 * before the first paint, so the complete page the server sent waited for ~175 KB of code and for
 * the federation runtime and React to be evaluated.
 *
 * They start once all of these have happened: the page's `load` (stylesheets and eager images
 * in), the decoding of the images it marks as its largest (`fetchpriority="high"`), and the first
 * contentful paint as the browser reports it (a `paint` entry: reported when the frame is on
 * screen, which can be tens of milliseconds after the last `requestAnimationFrame`); then a frame
 * and a task. A browser without paint entries skips that step; a slow image or paint holds the
 * app back for at most `LOAD_WAIT_MS`, and a hidden tab, which paints nothing, starts at once.
 * The same for every page, so built once, not per render.
 */
const START_AFTER_FIRST_PAINT = ((): string => {
  const fetchAndRun = `function(){performance.mark("app:fetch");var d=document,f=JSON.parse(d.getElementById("${APP_FILES_ID}").textContent);f.preload.forEach(function(p){var l=d.createElement("link");l.rel="preload";l.as=p.as;l.href=p.href;d.head.appendChild(l)});f.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;d.body.appendChild(s)})}`;
  const loaded = `new Promise(function(r){document.readyState==="complete"?r():addEventListener("load",function(){r()})})`;
  const heroesDecoded = `Promise.all([].map.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return i.decode().catch(function(){})}))`;
  const painted = `new Promise(function(r){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")===-1)return r();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})})`;
  return `(function(run){var started=false;function start(){if(!started){started=true;run()}}if(document.visibilityState==="hidden")return start();setTimeout(start,${LOAD_WAIT_MS});Promise.all([${loaded},${heroesDecoded},${painted}]).then(function(){requestAnimationFrame(function(){setTimeout(start,0)})})})(${fetchAndRun})`;
})();

export async function renderPage({
  url,
  nonce,
  assets,
  timeoutMs,
  submission,
}: RenderInput): Promise<RenderResult> {
  if (!setup) throw new Error('initServer() must run before renderPage()');
  const { remotes, manifests, config } = setup;
  const deadline = Date.now() + timeoutMs;
  const location = new URL(url, 'http://site.invalid');
  const { target, params } = matchSiteRoute(location.pathname);
  if (target.owner === 'redirect') return { status: 301, html: '', location: target.to };

  const client = createQueryClient({ server: true });
  let status = target.owner === 'shell' && target.page === 'notFound' ? 404 : 200;
  let degraded = false;
  const shellData = withTimeout(
    prefetchShellData(client, target),
    Math.max(0, deadline - Date.now()),
  ).catch(() => undefined);
  if (target.owner === 'remote') {
    const request: PageRequest = { params, search: location.search };
    const module = await prefetchPage(client, target.module, request, deadline);
    await shellData;
    // Its code or its data could not be had (a 404's data is the page's own answer, below).
    degraded =
      module === null ||
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
    const sendTo = module?.redirect?.(client, request);
    if (sendTo) return { status: 303, html: '', location: sendTo };
    status = module?.status?.(client, request) ?? 200;
    // A catalogue page that is gone may have moved (unpublished or renamed by the catalogue
    // import): the old URL answers 301 there, so links and search results keep working.
    if (status === 404) {
      const moved = await apiClient
        .findRedirect(location.pathname, Math.max(1, deadline - Date.now()))
        .catch(() => null);
      if (moved) return { status: 301, html: '', location: moved.location };
    }
  }

  await shellData;
  // A shell page whose own data could not be had is as degraded as a remote's.
  degraded ||= client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');

  // Every module a slot rendered, loaded before or not, for the head's stylesheets and preloads.
  const rendered = new Map<RemoteModuleId, { preload: boolean }>();
  // The app's code and the page's, if the shell owns it: linked now, not found by the browser later.
  const shellFiles = [
    ...(assets.groups.bootstrap ?? []),
    ...(target.owner === 'shell' ? (assets.groups[shellPageChunk(target.page)] ?? []) : []),
  ];
  const styles = [...assets.styles, ...shellFiles.filter((file) => file.endsWith('.css'))];
  const boot: BootData = {
    styles,
    remotes,
    config,
    queries: dehydrate(client),
    ...(submission ? { post: { submission, page: url } } : {}),
  };

  const html = await new Promise<string>((resolve, reject) => {
    let body = '';
    const timer: { abort?: ReturnType<typeof setTimeout> } = {};
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        body += chunk.toString('utf8');
        done();
      },
      final(done) {
        clearTimeout(timer.abort);
        resolve(body);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <Document styles={styles}>
        <StrictMode>
          <QueryClientProvider client={client}>
            <StaticRouter location={url}>
              <RenderedRemotesContext.Provider value={rendered}>
                <App submission={submission} />
              </RenderedRemotesContext.Provider>
            </StaticRouter>
          </QueryClientProvider>
        </StrictMode>
      </Document>,
      {
        nonce,
        bootstrapScriptContent: `window.__TOUR_BOOT__=${scriptJson(boot)};${START_AFTER_FIRST_PAINT}`,
        // Every boundary in place, however large: the HTML reads in order without scripts (a
        // crawler, a link preview), and no inline script has to move content.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Complete HTML for everyone: the data is fetched before rendering and the remotes are
        // warm in the render worker, so there is little left to stream (docs/serving.md).
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          // A slot that failed here renders in the browser instead; the page still answers.
          degraded = true;
          console.error(
            `[render] ${url}: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      },
    );
    // Past the bound, what is still loading is sent as its fallback and finishes in the browser.
    timer.abort = setTimeout(
      () => {
        degraded = true;
        stream.abort(new Error(`render of ${url} passed ${timeoutMs} ms`));
      },
      Math.max(0, deadline - Date.now()),
    );
  });

  // Every rendered module's stylesheets style the HTML; only those loaded at once are preloaded
  // (a slot that waits to be seen, e.g. the footer's form, costs a phone no script until then).
  const remoteAssets = [...rendered.keys()].map((id) => moduleAssets(id, remotes, manifests));
  const preloaded = [...rendered].filter(([, { preload }]) => preload).map(([id]) => id);
  const preloadedAssets = preloaded.map((id) => moduleAssets(id, remotes, manifests));
  const script = (href: string) => ({ href, as: 'script' as const });
  const appFiles: AppFiles = {
    preload: [
      ...new Map(
        [
          ...shellFiles.filter((file) => file.endsWith('.js')).map(script),
          ...preloaded.map((id) => script(remotes[id.split('/')[0] ?? ''] ?? '')),
          ...preloadedAssets.flatMap((a) => a.js).map(script),
          ...preloadedAssets
            .flatMap((a) => a.lazyCss)
            .map((href) => ({ href, as: 'style' as const })),
        ]
          .filter((file) => file.href !== '')
          .map((file) => [file.href, file]),
      ).values(),
    ],
    scripts: assets.scripts,
  };
  const headExtras = [
    ...remoteAssets.flatMap((a) => a.css).map((href) => `<link rel="stylesheet" href="${href}">`),
    // Data, not code (never run, so outside the CSP's script rules): read by START_AFTER_FIRST_PAINT.
    `<script type="application/json" id="${APP_FILES_ID}">${scriptJson(appFiles)}</script>`,
  ];
  return {
    status,
    // A page that answers 404 or a refused search says what it is, data or not.
    degraded: degraded && status < 400,
    incomplete: degraded,
    remotesUsed: [...new Set([...rendered.keys()].map((id) => id.split('/')[0]!))],
    failedRemotes: degraded ? remotesLeftLoading(html) : [],
    html: html
      // First in the head after the charset (which must stay within the first 1,024 bytes): a
      // press is held from the moment anything is on screen.
      .replace(
        /<meta charSet="utf-8"\/>/,
        (charset) => `${charset}<script nonce="${nonce}">${EARLY_INPUT_SCRIPT}</script>`,
      )
      .replace('</head>', `${[...new Set(headExtras)].join('')}</head>`),
  };
}
