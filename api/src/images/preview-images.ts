/**
 * Link preview images (Open Graph): WhatsApp and most previewers show no SVG, so each of our
 * landscape illustrations, and each variant of one a package shows, is drawn once into a
 * 1200 × 630 PNG with resvg, under a brand band.
 * No text is drawn: a fresh machine may have no fonts, and the preview prints the page's title.
 */
import { renderAsync } from '@resvg/resvg-js';
import { PREVIEW_IMAGE_SIZE } from '@tour/shared/contracts';
import { findIllustration, LANDSCAPES, type Landscape } from './illustrations';
import { findImage, parseVariantName } from './variants';

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_IMAGE_SIZE;

/** What a preview is drawn from: a landscape's illustration ('beach') or a variant ('beach-v7'). */
export type PreviewPicture = Landscape | `${Landscape}-v${number}`;

/** The picture's SVG; city's for a name that is none of ours. */
const pictureSvg = (picture: PreviewPicture) =>
  findImage(`${picture}.svg`) ?? findIllustration('city.svg') ?? '';

/** The illustration scaled to cover the whole picture, with the site's colours along the foot. */
export function previewSvg(picture: PreviewPicture): string {
  const illustration = pictureSvg(picture);
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

/**
 * One PNG per picture, drawn on first use and kept: the names are checked first, so there are at
 * most 8 landscapes × (1 + 20 variants) of them. Drawing one takes resvg some 80 ms, so it runs
 * off the event loop (renderAsync): a crawler asking for every package's preview at once must
 * not hold up the API's other answers. Visitors asking for the same picture share one drawing.
 */
const drawn = new Map<PreviewPicture, Promise<Buffer>>();

/**
 * The drawing before the next one's turn. One at a time: renderAsync would otherwise draw on
 * every thread of libuv's pool at once (4), and a crawler asking for every preview would take
 * all of a small machine's CPUs from the pages it is crawling (measured on 2 CPUs: pages
 * rendered on the server ran out of their time bound for data).
 */
let previousDrawing: Promise<unknown> = Promise.resolve();

function drawPng(picture: PreviewPicture): Promise<Buffer> {
  const png = previousDrawing
    .then(() =>
      renderAsync(previewSvg(picture), { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }),
    )
    .then((image) => image.asPng());
  previousDrawing = png.catch(() => undefined);
  return png;
}

export function previewPng(picture: PreviewPicture): Promise<Buffer> {
  const key: PreviewPicture = findImage(`${picture}.svg`) === undefined ? 'city' : picture;
  let png = drawn.get(key);
  if (!png) {
    png = drawPng(key);
    // A drawing that failed is tried again by the next request, not kept.
    png.catch(() => drawn.delete(key));
    drawn.set(key, png);
  }
  return png;
}

/** A landscape name from the database, city if unknown (as the /images links do). */
export function asLandscape(name: string | undefined): Landscape {
  return (LANDSCAPES as string[]).includes(name ?? '') ? (name as Landscape) : 'city';
}

/** The file name at the end of an image path ('/images/beach-v7.svg' → 'beach-v7.svg'). */
const imageFile = (imagePath: string | null | undefined) =>
  /\/images\/([a-z]+(?:-v\d+)?\.svg)$/.exec(imagePath ?? '')?.[1] ?? '';

/**
 * The landscape of an image path the database holds, a landscape's ('/images/beach.svg') or a
 * variant's ('/images/beach-v7.svg'); city if unknown.
 */
export function landscapeOfImage(imagePath: string | null | undefined): Landscape {
  const file = imageFile(imagePath);
  return parseVariantName(file)?.landscape ?? asLandscape(/^([a-z]+)\.svg$/.exec(file)?.[1]);
}

/** The picture an image path the database holds shows: its variant, else its landscape. */
export function pictureOfImage(imagePath: string | null | undefined): PreviewPicture {
  const variant = parseVariantName(imageFile(imagePath));
  return variant ? `${variant.landscape}-v${variant.variant}` : landscapeOfImage(imagePath);
}
