import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, ClockIcon, EnquiryLink, type Photo } from '@tour/shared';
import { PilgrimArt, type PilgrimScene, type PilgrimSky } from '../static/PilgrimArt';
import { PackageCardFooter, PackageCardFrame, PackageCardTitle } from './PackageCardFrame';
import { type CardPrice, DiscountBadge, DiscountedPrice, ShortDuration } from './PackageCardParts';
import { discountPercent } from './packageCardText';
import styles from './CollectionPackageCard.module.css';

export interface CollectionPackageCardProps extends CardPrice {
  title: string;
  /** The line under the title: what the package covers. */
  details: string;
  /** The package's length in days; the card shows nights and days ('2N/3D'). */
  days: number;
  /** The stored price before a discount: only then does the card show 'N% OFF'. */
  originalPrice?: number | null;
  /** The package's own photo; without one, the drawn scene shows. */
  photo?: Photo | undefined;
  scene: PilgrimScene;
  sky: PilgrimSky;
  /** What the illustration shows, for screen readers. */
  art: string;
  actionLabel: string;
  /** The package's own page: its title always links there, like every package card. */
  to: string;
  /** When given, the action opens the enquiry form starting with this name; else the page. */
  enquireAbout?: string | undefined;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A pilgrimage package in a collection page's list (/tours, Dev Darshan): a 4:3 photo or
 * illustration, duration pill, name (a link to the package's page), a short line, the price or
 * price range per person with its GST, and one clear action. The action's name stays short
 * ('View Details'); the card's title describes it for screen readers.
 */
export function CollectionPackageCard({
  title,
  details,
  days,
  price,
  maxPrice,
  gst,
  originalPrice,
  photo,
  scene,
  sky,
  art,
  actionLabel,
  to,
  enquireAbout,
  headingLevel = 'h2',
}: CollectionPackageCardProps) {
  const titleId = useId();
  const discount = discountPercent(price, originalPrice);
  const actionClassName = buttonClassName({ className: styles.action });
  return (
    <PackageCardFrame
      as="li"
      interactive
      className={styles.card}
      image={{
        photo,
        alt: art,
        fallback: <PilgrimArt scene={scene} sky={sky} label={art} />,
      }}
      badges={discount !== null && <DiscountBadge percent={discount} className={styles.badge} />}
      bodyClassName={styles.body}
    >
      <p className={styles.duration}>
        <ClockIcon />
        <ShortDuration days={days} />
      </p>
      <PackageCardTitle as={headingLevel} id={titleId} to={to} className={styles.title}>
        {title}
      </PackageCardTitle>
      <p className={styles.details}>{details}</p>
      <PackageCardFooter className={styles.footer}>
        <DiscountedPrice
          price={price}
          maxPrice={maxPrice}
          gst={gst}
          originalPrice={originalPrice}
          discount={discount}
          className={styles.price}
        />
        {enquireAbout === undefined ? (
          <Link className={actionClassName} to={to} aria-describedby={titleId}>
            {actionLabel}
          </Link>
        ) : (
          <EnquiryLink
            className={actionClassName}
            prefill={{ destination: enquireAbout }}
            aria-describedby={titleId}
          >
            {actionLabel}
          </EnquiryLink>
        )}
      </PackageCardFooter>
    </PackageCardFrame>
  );
}
