/**
 * Bundles the API into dist/server.js (CommonJS for Node 20). @tour/shared is workspace source,
 * so it is bundled in, and so is marked, which ships only as an ES module (a CommonJS bundle
 * would need Node's experimental require of ES modules); every other dependency stays external
 * and loads from node_modules. The content files (content/) are read at run time, found from
 * dist/ (see src/content-files/content-dir.ts).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const bundled = new Set(['@tour/shared', 'marked']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !bundled.has(name),
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
