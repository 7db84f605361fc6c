/**
 * One rspack + Module Federation 2 config for every app, so the shell and the remotes agree on
 * what is shared and how. Each app's rspack.config.ts calls this with its own name and exposes.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PORTS, type AppName } from '../ports.mjs';
import { ROUTER_EXPORTS } from './routerExports.mjs';
import { federationRuntimePackage } from './federation/runtimePackages.mjs';

interface AppConfigOptions {
  /** The folder of the app (its package.json sits there). */
  appDir: string;
  app: AppName;
  /** `./HomePage` → `./src/exposes/HomePage.tsx`; empty for the shell. */
  exposes?: Record<string, string>;
  /** Extra dev-server behaviour, e.g. the shell's dev /remotes.json. */
  devServer?: Configuration['devServer'];
}

/** Federation names must be JS identifiers (TOOLCHAIN.md): mf-catalogue → mf_catalogue. */
export function federationName(app: AppName): string {
  return app.replace(/-/g, '_');
}

function readVersion(packageJsonPath: string): string {
  return (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version;
}

/** The singletons of ARCHITECTURE §3; subpaths too, or react-dom/client comes twice. */
function sharedSingletons(appDir: string) {
  const deps = (
    JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
  const singleton = (name: string, requiredVersion = deps[name]) => ({
    singleton: true,
    requiredVersion,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom', deps['react-dom']),
    'react-router-dom': {
      ...singleton('react-router-dom'),
      treeShaking: { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS },
    },
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    '@tour/shared': {
      singleton: true,
      requiredVersion: `^${readVersion(path.join(appDir, '../shared/package.json'))}`,
    },
  };
}

const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/runtime/core',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * The federation plugin bundles its runtime packages as CommonJS, which cannot be tree-shaken:
 * every remote entry then carried the SDK's Node.js loader and manifest-snapshot code (~15 KB
 * gzip per entry, 9.7 KB as ES modules). Each package ships an ES build beside its `.cjs`.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const { cjs, esm } = federationRuntimePackage(name);
    alias[`${name}$`] = esm;
    alias[cjs] = esm;
  }
  return alias;
}

const FEDERATION_DIR = path.join(__dirname, 'federation');

/** The runtime-core version federation/withoutSnapshots.mjs was written against. */
const RUNTIME_CORE_VERSION = '2.9.2';

/**
 * Points the shell's federation runtime at federation/withoutSnapshots.mjs instead of the snapshot
 * handler, the preload code and the build-time remote loader, which a shell that registers
 * remotes by entry never runs.
 */
function withoutSnapshotsAlias(): Record<string, string> {
  const core = federationRuntimePackage('@module-federation/runtime-core');
  if (core.version !== RUNTIME_CORE_VERSION) {
    throw new Error(
      `@module-federation/runtime-core is ${core.version}; check scripts/rspack/federation/withoutSnapshots.mjs against it, then update RUNTIME_CORE_VERSION`,
    );
  }
  const standIn = path.join(FEDERATION_DIR, 'withoutSnapshots.mjs');
  const bundler = federationRuntimePackage('@module-federation/webpack-bundler-runtime');
  return {
    [path.join(core.dist, 'plugins/snapshot/SnapshotHandler.js')]: standIn,
    [path.join(core.dist, 'utils/preload.js')]: standIn,
    // The shell has no build-time remotes (it loads them through the runtime), nor do remotes.
    [path.join(bundler.dist, 'remotes.js')]: standIn,
  };
}

/**
 * In production the remote entries take the webpack-bundler-runtime's functions from the shell
 * (federation/provideBundlerRuntimePlugin.mjs) instead of carrying a copy each. The global's
 * name holds the version, so a remote never runs against another version's functions.
 */
function sharedBundlerRuntime(isShell: boolean) {
  const bundler = federationRuntimePackage('@module-federation/webpack-bundler-runtime');
  const globalName = `__TOUR_MF_BUNDLER_RUNTIME_${bundler.version.replace(/\W/g, '_')}__`;
  const define = new rspack.DefinePlugin({
    TOUR_BUNDLER_RUNTIME_GLOBAL: JSON.stringify(globalName),
  });
  if (isShell) {
    const initContainerEntry =
      '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
    return {
      alias: {
        [initContainerEntry]: path.join(bundler.dist, 'initContainerEntry.js'),
        ...withoutSnapshotsAlias(),
      },
      runtimePlugins: [path.join(FEDERATION_DIR, 'provideBundlerRuntimePlugin.mjs')],
      define,
    };
  }
  const host = path.join(FEDERATION_DIR, 'hostBundlerRuntime.mjs');
  return {
    alias: { [bundler.cjs]: host, [bundler.esm]: host },
    runtimePlugins: [],
    define,
  };
}

export function createAppConfig({ appDir, app, exposes = {}, devServer }: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const isShell = app === 'shell';
    // `pnpm release` builds into a folder of its own (never the app's dist that `startSite`
    // serves) and gives the shell the URL of its versioned CDN folder.
    const outputDir = process.env.BUILD_OUTPUT_DIR
      ? path.resolve(process.env.BUILD_OUTPUT_DIR)
      : path.join(appDir, 'dist');
    const shellPublicPath = process.env.SHELL_PUBLIC_PATH || '/';
    const bundlerRuntimeSharing = production ? sharedBundlerRuntime(isShell) : undefined;
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: outputDir,
        // Remotes resolve their chunks relative to wherever their manifest was served from;
        // the shell's index.html is served at every route, so its assets need an absolute path.
        publicPath: isShell ? shellPublicPath : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // A remote's chunks need no content hash: every release has a folder of its own, and
        // without hashes its remoteEntry.js carries no table of them (~0.5 KB gzip).
        chunkFilename: production && isShell ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production && isShell ? '[name].[contenthash:10].css' : '[name].css',
        uniqueName: federationName(app),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: production ? { ...federationRuntimeAsEsm(), ...bundlerRuntimeSharing?.alias } : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
          // Default-export class maps (`styles.card`), as jest's identity-obj-proxy gives too.
          { test: /\.module\.css$/, type: 'css/auto', parser: { namedExports: false } },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(app),
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(appDir),
          // A remote that is down must cost only its own slot, never the start of the page.
          shareStrategy: 'loaded-first',
          runtimePlugins: bundlerRuntimeSharing?.runtimePlugins ?? [],
          // In production the shell provides the MF runtime core and the remotes use it, instead
          // of each remote entry carrying its own copy. A remote's standalone dev page keeps its own.
          // Remotes are registered by their remoteEntry.js, so the manifest-snapshot code and a
          // manifest request per remote are not needed in the browser.
          experiments: production
            ? {
                ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
                // Remotes never load other remotes (lint forbids it), so they leave out the
                // bundler's remote-loading code; the shell loads them through the runtime core.
                optimization: {
                  disableSnapshot: true,
                  disableRemote: !isShell,
                  target: 'web' as const,
                },
              }
            : {},
          manifest: true,
          dts: false,
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(appDir, 'index.html'),
          minify: production,
        }),
        ...(bundlerRuntimeSharing ? [bundlerRuntimeSharing.define] : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
      ],
      optimization: { minimize: production },
      // Lazy compilation's proxy chunks confuse the federation container's own lazy loading.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port: PORTS[app],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        ...devServer,
      },
    };
  };
}
