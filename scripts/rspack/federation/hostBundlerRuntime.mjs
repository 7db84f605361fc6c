/**
 * Stands in for `@module-federation/webpack-bundler-runtime` inside a production remote entry:
 * the functions come from the shell (provideBundlerRuntimePlugin.mjs), the state is the entry's
 * own. The federation entry copies these keys onto its `__webpack_require__.federation` and
 * then fills `bundlerRuntimeOptions` and `S`, so each entry needs fresh objects for those.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
/* global TOUR_BUNDLER_RUNTIME_GLOBAL -- the build defines it, with the federation version in it */

const provided = globalThis[TOUR_BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    `This remote entry needs a shell that provides ${TOUR_BUNDLER_RUNTIME_GLOBAL} (a production shell built from the same federation version).`,
  );
}

export default {
  // The entry's own copy of the runtime module, whose `init` keeps this bundle's instance in
  // module scope. The bundler runtime calls only these two of it, so the rest is left out.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
