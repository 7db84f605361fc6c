/**
 * A photo of a package, destination or blog post (issue 38): made by the catalogue import from a
 * file under content/ into AVIF and WebP at a few widths, served by the API under content-hashed
 * names. Every URL is a path on the API (like `/images/…`), to be joined to its base URL.
 */
export interface PhotoVariant {
  /** e.g. `/photos/3f2a9c1e5b7d40aa-960.avif`; never changes its bytes (cached for a year). */
  url: string;
  /** Width in pixels, as the `w` descriptor of a srcset names it. */
  width: number;
}

export interface Photo {
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  /** Who took it or owns it, shown with the photo. */
  credit: string;
  /** The largest variant's size: its aspect ratio reserves the photo's space before it loads. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URI (a few hundred bytes), shown until the photo arrives. */
  placeholder: string;
  /** Narrowest first, for `srcset`. */
  sources: { avif: PhotoVariant[]; webp: PhotoVariant[] };
  /** The `src` for browsers that read no srcset: a WebP of middling width. */
  fallback: string;
  /** A JPEG cut to the link preview's 1200 × 630 (what WhatsApp and others read). */
  preview: { url: string; width: number; height: number };
}

/** Widths the import makes of each photo (a narrower photo gets only those it reaches). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Narrower than this, a photo would be stretched on a wide screen: content refuses it. */
export const PHOTO_MIN_WIDTH = 800;
