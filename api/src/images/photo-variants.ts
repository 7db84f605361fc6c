/**
 * What one photo becomes for the site, made with sharp (libvips): AVIF and WebP at a
 * few widths, never wider than the photo itself, a tiny blurred WebP placeholder as a data: URI,
 * and a JPEG cut to the link preview's 1200 × 630. Each file is named by the hash of its own
 * bytes, so a name never stands for other bytes and browsers may keep it for a year.
 * The photo is turned upright by its EXIF orientation, and no metadata (camera, GPS) is kept.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MIN_WIDTH, PHOTO_WIDTHS, PREVIEW_IMAGE_SIZE } from '@tour/shared/contracts';

/**
 * Changes whenever what is made changes (widths, formats, quality): part of a source photo's
 * key, so a new recipe makes every photo again instead of reusing the old files.
 */
export const PHOTO_RECIPE = 'r1:avif50e2,webp75,jpeg80,16px';

/** A photo well past the widest standard width (and below the next) also gets its own width. */
const OWN_WIDTH_MARGIN = 1.2;

/** A placeholder this wide, blurred as the browser stretches it. */
const PLACEHOLDER_WIDTH = 16;

export interface PhotoFile {
  name: string;
  contentType: 'image/avif' | 'image/webp' | 'image/jpeg';
  body: Buffer;
}

/** What the import keeps of a photo (photos.made): everything but the bytes. */
export interface MadePhoto {
  /** The widest variant's size. */
  width: number;
  height: number;
  placeholder: string;
  avif: { name: string; width: number }[];
  webp: { name: string; width: number }[];
  preview: { name: string; width: number; height: number };
}

/** Why a file cannot be a photo of the site, in words for the editor. */
export class PhotoProblem extends Error {
  override name = 'PhotoProblem';
}

/** The key of a source photo: the hash of its bytes and of the recipe that makes its files. */
export function photoHash(source: Buffer): string {
  return createHash('sha256').update(PHOTO_RECIPE).update('\0').update(source).digest('hex');
}

/** The widths made of a photo this wide (narrowest first, none wider than it). */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const widest = widths.at(-1) ?? 0;
  const next = PHOTO_WIDTHS.find((w) => w > width);
  if (next !== undefined && width > widest * OWN_WIDTH_MARGIN) widths.push(width);
  return widths;
}

function fileName(body: Buffer, label: string, extension: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return `${hash}-${label}.${extension}`;
}

/** Reads the photo's upright size; a PhotoProblem when sharp cannot read it or it is too narrow. */
export async function photoSize(source: Buffer): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(source, { failOn: 'error' }).metadata();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PhotoProblem(`Cannot be read as a photo (${reason}): save it again as JPEG`);
  }
  if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) {
    throw new PhotoProblem(`Is ${metadata.format ?? 'not'} an image sharp reads as a photo here`);
  }
  const { width, height } = metadata.autoOrient;
  if (width < PHOTO_MIN_WIDTH) {
    throw new PhotoProblem(
      `Is ${width} px wide; a photo must be at least ${PHOTO_MIN_WIDTH} px wide to look sharp ` +
        'across a wide screen',
    );
  }
  return { width, height };
}

/**
 * Makes every file of one photo. One encoding at a time (sharp still uses its threads within
 * it): the import runs as the API starts, beside other work on small machines.
 */
export async function makePhotoFiles(
  source: Buffer,
): Promise<{ made: MadePhoto; files: PhotoFile[] }> {
  const { width, height } = await photoSize(source);
  const upright = () => sharp(source, { failOn: 'error' }).rotate();
  const files: PhotoFile[] = [];
  const avif: MadePhoto['avif'] = [];
  const webp: MadePhoto['webp'] = [];
  for (const w of variantWidths(width)) {
    const resized = () => upright().resize({ width: w, withoutEnlargement: true });
    const avifBody = await resized().avif({ quality: 50, effort: 2 }).toBuffer();
    const avifName = fileName(avifBody, String(w), 'avif');
    files.push({ name: avifName, contentType: 'image/avif', body: avifBody });
    avif.push({ name: avifName, width: w });
    const webpBody = await resized().webp({ quality: 75 }).toBuffer();
    const webpName = fileName(webpBody, String(w), 'webp');
    files.push({ name: webpName, contentType: 'image/webp', body: webpBody });
    webp.push({ name: webpName, width: w });
  }

  const tiny = await upright()
    .resize({ width: PLACEHOLDER_WIDTH })
    .webp({ quality: 40 })
    .toBuffer();
  const placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;

  // The preview is cut to the previewers' shape from the middle of the photo, at most 1200 wide.
  const previewWidth = Math.min(PREVIEW_IMAGE_SIZE.width, width);
  const previewHeight = Math.round(
    (previewWidth * PREVIEW_IMAGE_SIZE.height) / PREVIEW_IMAGE_SIZE.width,
  );
  const previewBody = await upright()
    .resize({ width: previewWidth, height: previewHeight, fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  const previewName = fileName(previewBody, 'og', 'jpg');
  files.push({ name: previewName, contentType: 'image/jpeg', body: previewBody });

  const widest = avif.at(-1)?.width ?? width;
  return {
    made: {
      width: widest,
      height: Math.round((height * widest) / width),
      placeholder,
      avif,
      webp,
      preview: { name: previewName, width: previewWidth, height: previewHeight },
    },
    files,
  };
}

/** The file name a photo file is served under, checked: `<16 hex>-<label>.<avif|webp|jpg>`. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{16}-(?:\d{1,5}|og)\.(?:avif|webp|jpg)$/;
