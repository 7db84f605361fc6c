import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, cardParts } from '@tour/shared';
import { PackageImage, type PackageImageProps } from '../shared/PackageImage';
import { cx } from '../shared/cx';
import styles from './PackageCardFrame.module.css';

/** Every card draws its picture at 400 × 300 (4:3), so no card shifts the layout as it loads. */
export type PackageCardImage = Pick<
  PackageImageProps,
  'src' | 'photo' | 'alt' | 'priority' | 'fallback'
>;

export interface PackageCardFrameProps {
  /** 'li' when the card itself is the list's item. */
  as?: 'article' | 'li';
  /** The variant's own look: its layout, spacing and any hover of its own. */
  className?: string;
  /** Lifts under the pointer (the shared Card's), for a card that opens something. */
  interactive?: boolean;
  image: PackageCardImage;
  /**
   * When given, the picture is a second link to this page for pointer users, hidden from
   * assistive technology and the tab order: the title's link is the card's one named link.
   */
  imageLinksTo?: string;
  mediaClassName?: string;
  /** What sits over the picture's corners: a category tag, the destination, 'N% OFF'. */
  badges?: ReactNode;
  bodyClassName?: string;
  /**
   * 'column': the words stack in a flex column that fills the card's height. 'grid': a
   * one-column grid as wide as the card that keeps its own height (CompactPackageCard).
   */
  bodyLayout?: 'column' | 'grid';
  /** The card's words under the picture: title, facts, price, action. */
  children: ReactNode;
}

/**
 * The frame every catalogue card shares: the shared Card, its 4:3 picture (the package's photo,
 * else its drawing or our placeholder) with badges over it, and a body of words in a column.
 * Variants (ListingPackageCard, CollectionPackageCard, CompactPackageCard, the home cards) give
 * it their own spacing and pick the parts they show.
 */
export function PackageCardFrame({
  as = 'article',
  className,
  interactive = false,
  image,
  imageLinksTo,
  mediaClassName,
  badges,
  bodyClassName,
  bodyLayout = 'column',
  children,
}: PackageCardFrameProps) {
  const picture = (
    <>
      <PackageImage {...image} width={400} height={300} />
      {badges}
    </>
  );
  const mediaClasses = cx(cardParts.media, styles.media, mediaClassName);
  return (
    <Card as={as} padded={false} interactive={interactive} className={className}>
      {imageLinksTo === undefined ? (
        <div className={mediaClasses}>{picture}</div>
      ) : (
        <Link
          to={imageLinksTo}
          className={cx(mediaClasses, styles.mediaLink)}
          tabIndex={-1}
          aria-hidden="true"
        >
          {picture}
        </Link>
      )}
      <div className={cx(styles.body, styles[bodyLayout], bodyClassName)}>{children}</div>
    </Card>
  );
}

export interface PackageCardTitleProps {
  to: string;
  children: ReactNode;
  as?: 'h2' | 'h3';
  /** For an action that names its card (`aria-describedby`). */
  id?: string;
  /** The variant's type size. */
  className?: string;
  /**
   * 'underline': the link underlines under the pointer. 'card': the link covers the whole card
   * (pass the variant's class that does it), so the card has one tab stop.
   */
  link?: 'underline' | { card: string | undefined };
}

/** The card's name, a link to the package's (or place's) page. */
export function PackageCardTitle({
  to,
  children,
  as: Heading = 'h3',
  id,
  className,
  link = 'underline',
}: PackageCardTitleProps) {
  return (
    <Heading id={id} className={cx(styles.title, className)}>
      <Link to={to} className={link === 'underline' ? styles.underlineLink : link.card}>
        {children}
      </Link>
    </Heading>
  );
}

/** The line under a card's words, its price on one side and its action on the other. */
export function PackageCardFooter({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={cx(styles.footer, className)}>{children}</div>;
}
