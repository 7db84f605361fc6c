/**
 * Rspack loader: one of our SVG illustrations as a WebP picture `width` pixels wide
 * (`import url from './hero.svg?webp=1440'`). A browser parses an SVG image as a document on the
 * page's main thread (measured: 20–48 ms for a hero), while a WebP decodes off it; the first
 * screen's large pictures are shipped as WebP for that reason. The SVG stays the one source.
 */
const sharp = require('sharp');

const QUALITY = 78;

module.exports = function svgToWebpLoader(svg) {
  const callback = this.async();
  const width = Number(new URLSearchParams(this.resourceQuery.slice(1)).get('webp'));
  if (!Number.isInteger(width) || width <= 0) {
    callback(new Error(`${this.resourcePath}: expected ?webp=<width in pixels>`));
    return;
  }
  sharp(svg)
    .metadata()
    // Renders the vector at the density that gives `width` pixels, rather than scaling a bitmap.
    .then(({ width: svgWidth }) =>
      sharp(svg, { density: (72 * width) / (svgWidth ?? width) })
        .resize(width)
        .webp({ quality: QUALITY, effort: 6 })
        .toBuffer(),
    )
    .then((webp) => callback(null, webp), callback);
};
module.exports.raw = true;
