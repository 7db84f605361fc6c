import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { createAppConfig, type BuildTarget } from '../scripts/rspack/createAppConfig';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-catalogue',
  // The package page's booking form and Book Now bar.
  loadsFrom: ['booking'],
  extraRules: (target) => [illustrations(target), rasterIllustrations(target)],
});

/**
 * Our illustrations are always separate files the browser caches, never data: URIs inlined into
 * the JavaScript (the shared `asset` rule inlines files under 8 KB). Later rules win on `type`.
 */
const illustrations = (target: BuildTarget): RuleSetRule => ({
  test: /\.svg$/,
  include: path.join(__dirname, 'src/assets/art'),
  resourceQuery: { not: [/webp=/] },
  type: 'asset/resource',
  // The Node build names the file alike; only the browser build writes it.
  generator: { filename: 'art/[name].[contenthash:10][ext]', emit: target === 'web' },
});

/** `hero.svg?webp=1440`: the same illustration as a WebP picture, 1440 pixels wide. */
const rasterIllustrations = (target: BuildTarget): RuleSetRule => ({
  test: /\.svg$/,
  include: path.join(__dirname, 'src/assets/art'),
  resourceQuery: /webp=\d+/,
  use: [{ loader: path.join(__dirname, '../scripts/rspack/svgToWebpLoader.cjs') }],
  type: 'asset/resource',
  generator: { filename: 'art/[name].[contenthash:10].webp', emit: target === 'web' },
});
