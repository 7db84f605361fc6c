/**
 * Bundles the API into dist/server.js (CommonJS for Node 20). @tour/shared is workspace source,
 * so it is bundled in; every other dependency stays external and loads from node_modules.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => name !== '@tour/shared',
);

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(apiDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  sourcemap: true,
  logLevel: 'info',
});
