/**
 * Splits a built JS file by where its bytes came from, using its source map: React, the Module
 * Federation runtime, other libraries, @tour/shared, app code. The benches use it to say what a
 * page's JavaScript is made of, and to measure the federation runtime inside the shell's bundle.
 */
import { decode } from '@jridgewell/sourcemap-codec';

/** Rspack's own federation glue (share scope, consumes, exposes), beside the MF packages. */
const FEDERATION_RUNTIME_MODULES =
  /\.rspack-mf-runtime|webpack\/runtime\/(sharing|consumes_loading|remotes_loading|initialize_exposes)/;

export function originOf(source) {
  if (source.includes('@module-federation') || FEDERATION_RUNTIME_MODULES.test(source)) {
    return 'MF runtime';
  }
  if (/node_modules\/(\.pnpm\/)?(react|react-dom|scheduler)[@/]/.test(source)) return 'React';
  if (source.includes('node_modules')) return 'other libraries';
  if (source.includes('/shared/src/') || source.startsWith('../shared/')) return '@tour/shared';
  if (source.startsWith('webpack/') || source.includes('rspack')) return 'bundler runtime';
  return 'app code';
}

/**
 * The code of one minified file grouped by origin: `{ origin: text }`, so a caller can gzip each
 * part. Unmapped bytes count as bundler runtime.
 */
export function codeByOrigin(code, sourceMap) {
  const lines = code.split('\n');
  const parts = {};
  decode(sourceMap.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const origin =
        segment.length > 1 ? originOf(sourceMap.sources[segment[1]] ?? '') : 'bundler runtime';
      parts[origin] = (parts[origin] ?? '') + line.slice(segment[0], end);
    });
  });
  return parts;
}
