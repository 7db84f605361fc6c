/**
 * A photo of a package, destination or blog post: made by the catalogue import from a file under
 * content/ into AVIF and WebP at a few widths, served by the API under content-hashed names. Its
 * type is inferred from its zod schema (responseSchemas/photo.ts).
 */
export type { Photo, PhotoVariant } from './responseSchemas/photo';

/** Widths the import makes of each photo (a narrower photo gets only those it reaches). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Narrower than this, a photo would be stretched on a wide screen: content refuses it. */
export const PHOTO_MIN_WIDTH = 800;
