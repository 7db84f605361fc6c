import { type ReactNode, useState } from 'react';
import { apiAssetUrl, PhotoPicture, useRuntimeConfig, type Photo } from '@tour/shared';
import styles from './PackageImage.module.css';

export interface PackageImageProps {
  /** An API image path (`/images/beach.svg`) or an absolute URL; empty shows the placeholder. */
  src?: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly and first: they are the page's largest paint. */
  priority?: boolean;
  /** The item's own photo: shown instead of `src` (its drawn landscape) when there is one. */
  photo?: Photo | undefined;
  /** How wide the photo shows at each screen width (its `sizes`); the card's width by default. */
  sizes?: string;
  /** The photo's credit: over its corner (heroes) or for screen readers only (cards). */
  credit?: 'visible' | 'hidden';
  /**
   * What shows without a photo or an image that loads, in place of our landscape placeholder:
   * a card's own drawing (the /tours, Dev Darshan and home cards), sized like the image.
   */
  fallback?: ReactNode;
}

/** A card's width: a full-width column on phones, two or three across on wider screens. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** Our landscape placeholder, drawn at the same size, for a missing or broken image. */
function Placeholder({ width, height, alt, className, fallback }: Omit<PackageImageProps, 'src'>) {
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <svg
      className={`${styles.image} ${className ?? ''}`}
      width={width}
      height={height}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt}
    >
      <rect width="400" height="300" fill="#E7F1F1" />
      <circle cx="300" cy="80" r="34" fill="#F6C89F" />
      <path d="M0 220 L90 130 L160 190 L240 110 L400 230 V300 H0z" fill="#8FB9A8" />
      <path d="M0 250 L120 190 L210 240 L300 200 L400 250 V300 H0z" fill="#2E7D4F" />
    </svg>
  );
}

/** An image at fixed dimensions (no layout shift), with a placeholder when it is missing. */
export function PackageImage(props: PackageImageProps) {
  if (props.photo) {
    return (
      <PhotoPicture
        photo={props.photo}
        sizes={props.sizes ?? CARD_SIZES}
        className={`${styles.image} ${props.className ?? ''}`}
        priority={props.priority ?? false}
        credit={props.credit ?? 'hidden'}
      />
    );
  }
  // A card with only its drawing needs no runtime config to show it.
  if (!props.src) return <Placeholder {...props} />;
  return <ApiImage {...props} src={props.src} />;
}

/** An image the API serves (`/images/…`), or the placeholder when it fails to load. */
function ApiImage(props: PackageImageProps & { src: string }) {
  const config = useRuntimeConfig();
  const url = apiAssetUrl(config, props.src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <Placeholder {...props} />;
  return (
    <img
      className={`${styles.image} ${props.className ?? ''}`}
      src={url}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
