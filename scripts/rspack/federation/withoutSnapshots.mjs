/**
 * Stands in for runtime-core's `plugins/snapshot/SnapshotHandler.js` and `utils/preload.js`, and
 * for webpack-bundler-runtime's `remotes.js`, in the shell's production build (see
 * `withoutSnapshotsAlias` in createAppConfig.ts).
 *
 * The shell registers each remote by its remoteEntry.js and builds with `disableSnapshot`, so no
 * manifest or snapshot is ever loaded and nothing calls `preloadRemote`. The real modules, with
 * the SDK's manifest-to-snapshot code they pull in, would still cost ~2.5 KB gzip of the
 * federation budget. What runtime-core 2.9 touches of them is kept: the handler's `hooks` (for
 * plugin registration) and `manifestCache`, and `getGlobalRemoteInfo` (both for removeRemote).
 * `withoutSnapshots.test.mjs` checks these names against the installed runtime-core.
 */

const NOT_IN_THIS_BUILD =
  '[federation] manifests, snapshots and preloadRemote are left out of this build; register remotes by their remoteEntry.js';

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // No plugin of ours taps the snapshot hooks, so registering one has nothing to attach.
    this.hooks = { lifecycle: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error(NOT_IN_THIS_BUILD));
  }
}

/** Nothing records a host snapshot without the snapshot plugin. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

export function formatPreloadArgs() {
  throw new Error(NOT_IN_THIS_BUILD);
}

export function preloadAssets() {
  return Promise.reject(new Error(NOT_IN_THIS_BUILD));
}

export const defaultPreloadArgs = formatPreloadArgs;
export const normalizePreloadExposes = formatPreloadArgs;

/** webpack-bundler-runtime's loader for build-time remotes, which neither the shell nor a remote has. */
export const remotes = formatPreloadArgs;
