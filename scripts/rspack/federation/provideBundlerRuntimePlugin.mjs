/**
 * A federation runtime plugin of the shell (production only). It hands the shell's copy of the
 * webpack-bundler-runtime to the remote entries, which are built to use it (see
 * hostBundlerRuntime.mjs) instead of each carrying ~3 KB gzip of the same code.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves initContainerEntry out of `bundlerRuntime`.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
/* global TOUR_BUNDLER_RUNTIME_GLOBAL -- the build defines it, with the federation version in it */

// Set while the shell's federation entry is evaluated, before any remote entry can load.
globalThis[TOUR_BUNDLER_RUNTIME_GLOBAL] = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

export default function provideBundlerRuntimePlugin() {
  return { name: 'tour-provide-bundler-runtime' };
}
