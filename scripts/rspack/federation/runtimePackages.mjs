/**
 * Finds the federation plugin's own copies of the MF runtime packages (pnpm keeps them out of
 * the root node_modules), for the build's aliases and for the stand-ins' tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const fromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'),
);
const fromRuntimeTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));

/**
 * `{ cjs, esm, dist, version }` of a runtime package (or subpath) the plugin bundles; `cjs` is
 * what the plugin imports, `esm` the ES build beside it.
 */
export function federationRuntimePackage(name) {
  const resolveFrom = name.startsWith('@module-federation/inject-external-runtime-core-plugin')
    ? fromPlugin
    : fromRuntimeTools;
  const cjs = resolveFrom.resolve(name);
  const dist = path.dirname(cjs);
  const packageJson = JSON.parse(readFileSync(path.join(dist, '../package.json'), 'utf8'));
  return { cjs, esm: cjs.replace(/\.cjs$/, '.js'), dist, version: packageJson.version };
}
