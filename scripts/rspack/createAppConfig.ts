/**
 * One rspack + Module Federation 2 config for every app, so the shell and the remotes agree on
 * what is shared and how. Each app's rspack.config.ts calls this with its own name; a remote's
 * exposes come from the contract in @tour/shared (shared/src/contracts/remoteModules.ts).
 *
 * A production build makes two compilations into one folder: the browser build, and a Node build
 * under `server/` that the render server loads to compose pages (docs/architecture.md). Federation is
 * configured with documented options only, so a remote built with another compatible MF version
 * still loads in the live shell.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import type { ModuleFederationPlugin as FederationPlugin } from '@module-federation/enhanced/rspack';
import { PORTS, REMOTES, remoteKey, type AppName } from '../ports.mjs';
import { ROUTER_EXPORTS } from './routerExports.mjs';
import { SHARED_SINGLETONS } from '../sharedSingletons.mjs';
import { ClientAssetsPlugin } from './clientAssetsPlugin';
import { contractExposes, loadedModuleIds } from './federationContract.mjs';
import { FederationContractPlugin } from './federationContractPlugin';
import {
  REMOTE_MODULE_IDS,
  type ApiRequestSample,
  type RemoteKey,
} from '../../shared/src/contracts/remoteModules';

interface AppConfigOptions {
  /** The folder of the app (its package.json sits there). */
  appDir: string;
  app: AppName;
  /**
   * The remotes whose modules this app renders in RemoteSlots (`booking` for
   * `booking/RequestToBookForm`); their contract ids are recorded in federation-contract.json.
   */
  loadsFrom?: RemoteKey[];
  /** One of each request this app sends to the API, recorded for the release gate. */
  apiRequests?: readonly ApiRequestSample[];
  /** Extra dev-server behaviour, e.g. the shell's dev /remotes.json. */
  devServer?: Configuration['devServer'];
  /** Rules added after the common ones (later rules win on `type`). */
  extraRules?: (target: BuildTarget) => RuleSetRule[];
  /**
   * The Module Federation build plugin's package (default `@module-federation/enhanced`): the
   * independence e2e builds one remote with another MF version, installed beside ours under an
   * npm alias, from a config of its own (e2e/fixtures/).
   */
  federationPluginPackage?: string;
}

export type BuildTarget = 'web' | 'node';

/** The Node build's folder inside an app's build (and so inside its release folder). */
export const SERVER_DIR = 'server';

/** Federation names must be JS identifiers (a Module Federation rule): mf-catalogue → mf_catalogue. */
export function federationName(app: AppName): string {
  return app.replace(/-/g, '_');
}

function readVersion(packageJsonPath: string): string {
  return (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version;
}

/**
 * The singletons of docs/architecture.md (scripts/sharedSingletons.mjs), each with the range the app's
 * package.json asks for; subpaths of React too, or react-dom/client and the JSX runtime come
 * twice. `@tour/shared` is a workspace package: its range is `^<its version>`.
 */
function sharedSingletons(appDir: string, target: BuildTarget) {
  const deps = (
    JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
  const sharedVersion = readVersion(path.join(appDir, '../shared/package.json'));
  const shared: Record<string, object> = {};
  for (const name of SHARED_SINGLETONS) {
    // Our workspace package and its entries carry the package's own version.
    const requiredVersion = name.startsWith('@tour/shared') ? `^${sharedVersion}` : deps[name];
    shared[name] = { singleton: true, requiredVersion };
    if (name === 'react' || name === 'react-dom') {
      shared[`${name}/`] = { singleton: true, requiredVersion };
    }
  }
  // Only the browser pays for bytes; the server keeps the whole router (StaticRouter too).
  if (target === 'web') {
    shared['react-router-dom'] = {
      ...shared['react-router-dom'],
      treeShaking: { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS },
    };
  }
  return shared;
}

/** The Module Federation build plugin of `options.federationPluginPackage`. */
function federationPluginClass(options: AppConfigOptions): typeof FederationPlugin {
  const name = options.federationPluginPackage ?? '@module-federation/enhanced';
  return (
    createRequire(__filename)(`${name}/rspack`) as {
      ModuleFederationPlugin: typeof FederationPlugin;
    }
  ).ModuleFederationPlugin;
}

const nodeRuntimePlugin = createRequire(__filename).resolve(
  '@module-federation/node/runtimePlugin',
);
const nodePublicPathPlugin = path.join(__dirname, 'nodePublicPathPlugin.ts');

/** A remote's key in /remotes.json and in module ids: `blog` of mf-blog. */
function keyOfRemote(app: AppName): RemoteKey {
  const key = remoteKey(app);
  if (!key) throw new Error(`${app} is not a remote (scripts/ports.mjs)`);
  return key;
}

function federationPlugin(
  options: AppConfigOptions,
  exposes: Record<string, string>,
  target: BuildTarget,
  production: boolean,
): FederationPlugin {
  const isShell = options.app === 'shell';
  const ModuleFederationPlugin = federationPluginClass(options);
  const common = {
    name: federationName(options.app),
    ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
    shared: sharedSingletons(options.appDir, target),
    // A remote that is down must cost only its own slot, never the start of the page.
    shareStrategy: 'loaded-first' as const,
    manifest: true,
    dts: false,
  };
  if (target === 'node') {
    return new ModuleFederationPlugin({
      ...common,
      // MF's Node runtime: remote entries and their chunks are fetched over HTTP and evaluated.
      runtimePlugins: isShell ? [nodeRuntimePlugin] : [nodeRuntimePlugin, nodePublicPathPlugin],
      remoteType: 'script',
      library: { type: 'commonjs-module' },
      // The shell's server bundle starts only once its shared modules are set up (Module Federation's `experiments.asyncStartup`).
      experiments: isShell ? { asyncStartup: true } : {},
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    // In production the shell provides the MF runtime core and the remotes use it, instead of
    // each remote entry carrying its own copy; remotes are registered by their remoteEntry.js,
    // so the manifest-snapshot code is not needed in the browser. A remote's standalone dev
    // page keeps its own runtime.
    experiments: production
      ? {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Remotes never load other remotes (lint forbids it), so they leave out the bundler's
          // remote-loading code; the shell loads them through the runtime.
          optimization: { disableSnapshot: true, disableRemote: !isShell, target: 'web' as const },
        }
      : {},
  });
}

/**
 * Modules whose functions the server inlines into every page's HTML as source text
 * (`fn.toString()`, e.g. the early-input script): minified in every production build, the Node
 * build included, so each page carries their code and not their comments.
 */
const INLINED_SOURCE = /\.inline\.ts$/;

function moduleRules(target: BuildTarget, production: boolean): RuleSetRule[] {
  // The server renders class names only; the browser build ships the CSS.
  const cssGenerator = target === 'node' ? { exportsOnly: true } : {};
  const swc = (minify: boolean) => ({
    loader: 'builtin:swc-loader',
    options: {
      minify,
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        ...(minify ? { minify: { compress: true, mangle: true } } : {}),
      },
    },
    type: 'javascript/auto',
  });
  return [
    { test: /\.[cm]?tsx?$/, exclude: [/node_modules/, INLINED_SOURCE], ...swc(false) },
    { test: INLINED_SOURCE, ...swc(production) },
    // Default-export class maps (`styles.card`), as jest's identity-obj-proxy gives too.
    {
      test: /\.module\.css$/,
      type: 'css/auto',
      parser: { namedExports: false },
      generator: cssGenerator,
    },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css', generator: cssGenerator },
    {
      test: /\.(svg|png|jpe?g|webp|woff2?)$/,
      type: 'asset',
      // Both builds name a file alike; only the browser build writes it.
      generator: target === 'node' ? { emit: false } : {},
    },
  ];
}

/**
 * A remote's own page, for working on it alone (`pnpm --filter <remote> dev`): an empty root its
 * bootstrap.tsx renders into. Visitors never get it: the site's pages are the shell's.
 */
function standalonePage(app: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-IN">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${app} (standalone) | Ghumakkad</title></head>`,
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('\n');
}

/** What the shell knows of its remotes at build time: their keys and federation names. */
function remoteNames(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([key, app]) => [key, federationName(app as AppName)]),
  );
}

function appConfig(
  options: AppConfigOptions,
  exposes: Record<string, string>,
  target: BuildTarget,
  production: boolean,
): Configuration {
  const { appDir, app } = options;
  const isShell = app === 'shell';
  // `pnpm release` builds into a folder of its own (never the app's dist that `startSite`
  // serves) and gives the shell the URL of its versioned CDN folder.
  const buildDir = process.env.BUILD_OUTPUT_DIR
    ? path.resolve(process.env.BUILD_OUTPUT_DIR)
    : path.join(appDir, 'dist');
  const shellPublicPath = process.env.SHELL_PUBLIC_PATH || '/';
  const hashed = production && target === 'web';
  const defines = new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __TOUR_REMOTE_NAMES__: JSON.stringify(remoteNames()),
  });
  return {
    name: target,
    dependencies: target === 'node' ? ['web'] : [],
    context: appDir,
    mode: production ? 'production' : 'development',
    target: target === 'node' ? 'async-node' : 'web',
    devtool: target === 'node' ? false : production ? 'source-map' : 'cheap-module-source-map',
    entry:
      target === 'node' && isShell
        ? { main: './src/server/renderPage.tsx' }
        : { main: './src/index.ts' },
    output: {
      path: target === 'node' ? path.join(buildDir, SERVER_DIR) : buildDir,
      // Remotes resolve their chunks relative to wherever their entry was served from (on the
      // server: nodePublicPathPlugin.ts); the shell's index.html is served at every route, so
      // its assets need an absolute path. Node builds name their assets as the browser's do.
      publicPath: isShell ? shellPublicPath : target === 'node' ? '/' : 'auto',
      filename: hashed ? '[name].[contenthash:10].js' : '[name].js',
      // A remote's chunks need no content hash: every release has a folder of its own, and
      // without hashes its remoteEntry.js carries no table of them (~0.5 KB gzip).
      chunkFilename: hashed && isShell ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: hashed ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: hashed && isShell ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: federationName(app),
      // The Node build runs after the browser build (below), which empties the whole folder.
      clean: true,
      ...(target === 'node' && isShell ? { library: { type: 'commonjs-module' } } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // Node's own __dirname: MF's Node runtime gives each fetched remote entry its URL's folder.
    ...(target === 'node' ? { node: { __dirname: false, __filename: false } } : {}),
    module: {
      rules: [...moduleRules(target, production), ...(options.extraRules?.(target) ?? [])],
    },
    plugins: [
      federationPlugin(options, exposes, target, production),
      ...(target === 'web'
        ? [
            new rspack.HtmlRspackPlugin({
              ...(isShell
                ? { template: path.join(appDir, 'index.html') }
                : { templateContent: standalonePage(options.app) }),
              minify: production,
            }),
            new FederationContractPlugin(
              loadedModuleIds(options.loadsFrom ?? [], REMOTE_MODULE_IDS),
              options.apiRequests,
            ),
          ]
        : []),
      ...(target === 'web' && isShell ? [new ClientAssetsPlugin()] : []),
      defines,
    ],
    optimization: {
      minimize: production && target === 'web',
      // `@tour/shared` is reached two ways, as the module this app provides and as its own
      // fallback when consuming it, and rspack gave each way a chunk of its own with the same
      // CSS modules: two identical stylesheets in the manifest, both linked by the render server.
      // One named chunk holds them for both.
      splitChunks: {
        cacheGroups: {
          tourSharedStyles: {
            test: /[\\/]shared[\\/]src[\\/].*\.module\.css$/,
            name: 'tour-shared-styles',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    // Lazy compilation's proxy chunks confuse the federation container's own lazy loading.
    lazyCompilation: false,
    performance: { hints: false },
    ...(target === 'web'
      ? {
          devServer: {
            port: PORTS[app],
            historyApiFallback: true,
            hot: true,
            headers: { 'Access-Control-Allow-Origin': '*' },
            client: { overlay: { errors: true, warnings: false } },
            ...options.devServer,
          },
        }
      : {}),
  };
}

export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: string }): Configuration[] => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    // Checked before anything is compiled: a remote whose src/exposes/ differs from the contract
    // fails its build with the differences named.
    const exposes =
      options.app === 'shell'
        ? {}
        : contractExposes({
            appDir: options.appDir,
            app: options.app,
            key: keyOfRemote(options.app),
            moduleIds: REMOTE_MODULE_IDS,
          });
    // `pnpm dev` serves the browser build; the Node build is for the render server.
    return production
      ? [appConfig(options, exposes, 'web', true), appConfig(options, exposes, 'node', true)]
      : [appConfig(options, exposes, 'web', false)];
  };
}
