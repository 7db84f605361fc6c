/**
 * Link preview images (Open Graph): WhatsApp and most previewers show no SVG, so each of our
 * landscape illustrations is drawn once into a 1200 × 630 PNG with resvg, under a brand band.
 * No text is drawn: a fresh machine may have no fonts, and the preview prints the page's title.
 */
import { Resvg } from '@resvg/resvg-js';
import { PREVIEW_IMAGE_SIZE } from '@tour/shared/contracts';
import { findIllustration, LANDSCAPES, type Landscape } from './illustrations';

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_IMAGE_SIZE;

/** The illustration scaled to cover the whole picture, with the site's colours along the foot. */
export function previewSvg(landscape: Landscape): string {
  const illustration = findIllustration(`${landscape}.svg`) ?? '';
  // The illustration's own size gives way to the preview's; its viewBox keeps the drawing whole.
  const covering = illustration.replace(
    /<svg\b([^>]*?)\swidth="\d+"\s+height="\d+"/,
    `<svg$1 width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
${covering}
<rect y="${PREVIEW_HEIGHT - 36}" width="${PREVIEW_WIDTH}" height="36" fill="#0F5E63"/>
<rect y="${PREVIEW_HEIGHT - 36}" width="240" height="36" fill="#E8702A"/>
</svg>`;
}

/** One PNG per landscape, drawn on first use (about 8 in all, so they are simply kept). */
const drawn = new Map<Landscape, Buffer>();

export function previewPng(landscape: Landscape): Buffer {
  let png = drawn.get(landscape);
  if (!png) {
    png = new Resvg(previewSvg(landscape), { fitTo: { mode: 'width', value: PREVIEW_WIDTH } })
      .render()
      .asPng();
    drawn.set(landscape, png);
  }
  return png;
}

/** A landscape name from the database, city if unknown (as the /images links do). */
export function asLandscape(name: string | undefined): Landscape {
  return (LANDSCAPES as string[]).includes(name ?? '') ? (name as Landscape) : 'city';
}

/** The landscape of an image path the database holds ('/images/beach.svg'), city if unknown. */
export function landscapeOfImage(imagePath: string | null | undefined): Landscape {
  return asLandscape(/\/images\/([a-z]+)\.svg$/.exec(imagePath ?? '')?.[1]);
}
