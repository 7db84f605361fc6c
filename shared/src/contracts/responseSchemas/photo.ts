/**
 * A photo of a package, destination or blog post: made by the catalogue import from a file under
 * content/ into AVIF and WebP at a few widths, served by the API under content-hashed names. Every
 * URL is a path on the API (like `/images/…`), to be joined to its base URL.
 */
import { z } from 'zod';

export const photoVariantSchema = z.object({
  /** e.g. `/photos/3f2a9c1e5b7d40aa-960.avif`; never changes its bytes (cached for a year). */
  url: z.string().describe('Path on this API, e.g. /photos/3f2a9c1e5b7d40aa-960.avif.'),
  width: z.number().int().positive().describe('Width in pixels (the srcset w descriptor).'),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

const photoVariantsSchema = z.array(photoVariantSchema);

/** An item's own photo; absent when it has none and the drawn landscape shows. */
export const photoSchema = z
  .object({
    alt: z.string().describe('What the photo shows, for people who cannot see it.'),
    credit: z.string().describe('Who took or owns the photo.'),
    /** With `height`, the aspect ratio that reserves the photo's space before it loads. */
    width: z.number().int().positive().describe('The widest variant, in pixels.'),
    height: z.number().int().positive(),
    /** A few hundred bytes. */
    placeholder: z.string().describe('A tiny blurred WebP as a data: URI, shown until it loads.'),
    /** For `srcset`. */
    sources: z
      .object({ avif: photoVariantsSchema, webp: photoVariantsSchema })
      .describe('Each format at a few widths, narrowest first, never wider than the photo.'),
    /** A WebP of middling width. */
    fallback: z.string().describe('A WebP path for browsers that read no srcset.'),
    /** What WhatsApp and others read. */
    preview: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
      .describe('A JPEG cut to 1200 × 630 (smaller for narrower photos) for link previews.'),
  })
  .describe(
    'The item’s own photo: files are served at /photos/{name}, immutable (content-hashed names).',
  );
export type Photo = z.infer<typeof photoSchema>;
