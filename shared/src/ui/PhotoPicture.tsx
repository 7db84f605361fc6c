import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { apiAssetUrl } from '../api/runtimeConfig';
import { useRuntimeConfig } from '../api/useRuntimeConfig';
import type { Photo as PhotoData, PhotoVariant } from '../contracts/photo';
import styles from './PhotoPicture.module.css';

export interface PhotoPictureProps {
  photo: PhotoData;
  /**
   * How wide the photo shows at each screen width (`sizes`), so the browser fetches the
   * narrowest file that is sharp there: e.g. `100vw` for a hero, `(min-width: 1024px) 33vw, 100vw`
   * for a card in a grid.
   */
  sizes: string;
  /** Classes of the image itself (size, fit, corners), as an `<img>` in its place would have. */
  className?: string;
  /**
   * The page's largest paint (a hero): loaded first and at once, and announced in the head so
   * the download starts before the body arrives. Everything else loads as it nears the screen.
   */
  priority?: boolean;
  /**
   * `visible`: a small credit over the photo's corner (its container must be positioned);
   * `caption`: a small line below it, in the flow (inside a figure, say); `hidden`: for screen
   * readers only, where a visible line would crowd a small card.
   */
  credit?: 'visible' | 'caption' | 'hidden';
}

/**
 * One of our photos: AVIF and WebP at several widths for the browser to choose from,
 * its size reserved by width and height (no layout shift), and a tiny blurred copy painted
 * behind it until it arrives.
 */
const CREDIT_CLASS = {
  visible: styles.credit,
  caption: styles.caption,
  hidden: 'visually-hidden',
} as const;

export function PhotoPicture({
  photo,
  sizes,
  className,
  priority = false,
  credit = 'visible',
}: PhotoPictureProps) {
  const config = useRuntimeConfig();
  const url = (path: string) => apiAssetUrl(config, path) ?? path;
  const srcSet = (variants: PhotoVariant[]) =>
    variants.map((variant) => `${url(variant.url)} ${variant.width}w`).join(', ');
  const avif = srcSet(photo.sources.avif);
  const webp = srcSet(photo.sources.webp);
  if (priority && avif) {
    // The type keeps a browser without AVIF from fetching what it cannot show.
    preload(url(photo.fallback), {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  const placeholder: CSSProperties = {
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  };
  return (
    <>
      <picture className={styles.picture}>
        {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
        {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
        <img
          className={className}
          src={url(photo.fallback)}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          style={placeholder}
        />
      </picture>
      <small className={CREDIT_CLASS[credit]}>Photo: {photo.credit}</small>
    </>
  );
}
