import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  buttonClassName,
  Card,
  cardParts,
  ClockIcon,
  EnquiryLink,
  formatInr,
  type GstTerm,
  PackagePrice,
  type Photo,
} from '@tour/shared';
import { PackageImage } from '../shared/PackageImage';
import { PilgrimArt, type PilgrimScene, type PilgrimSky } from './PilgrimArt';
import { discountPercent, shortNightsDays, spokenNightsDays } from './packageCardText';
import styles from './PackageCard.module.css';

export interface PackageCardProps {
  title: string;
  /** The line under the title: what the package covers. */
  details: string;
  /** The package's length in days; the card shows nights and days ('2N/3D'). */
  days: number;
  /** Starting price per person in rupees. */
  price: number;
  /** The top of the price range and how GST is charged, as on the package's page (issue 38). */
  maxPrice?: number | null | undefined;
  gst?: GstTerm | undefined;
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
 * A pilgrimage package in a list (DESIGN.md package card): a 4:3 photo or illustration, duration
 * pill, name (a link to the package's page), a short line, the price or price range per person
 * with its GST, and one clear action. The action's name stays short ('View Details'); the card's title describes it for
 * screen readers.
 */
export function PackageCard({
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
  headingLevel: Heading = 'h2',
}: PackageCardProps) {
  const titleId = useId();
  const discount = discountPercent(price, originalPrice);
  return (
    <Card as="li" padded={false} interactive className={styles.card}>
      <div className={`${cardParts.media} ${styles.media}`}>
        <PackageImage
          photo={photo}
          alt={art}
          width={400}
          height={300}
          fallback={<PilgrimArt scene={scene} sky={sky} label={art} className={styles.art} />}
        />
        {discount !== null && <p className={styles.badge}>{discount}% OFF</p>}
      </div>
      <div className={styles.body}>
        <p className={styles.duration}>
          <ClockIcon />
          <span className="visually-hidden">Duration: {spokenNightsDays(days)}</span>
          <span aria-hidden="true">{shortNightsDays(days)}</span>
        </p>
        <Heading id={titleId} className={styles.title}>
          <Link to={to}>{title}</Link>
        </Heading>
        <p className={styles.details}>{details}</p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <PackagePrice
              price={price}
              maxPrice={maxPrice}
              gst={gst}
              prefix="Starting From"
              suffix="per person"
            />
            {discount !== null && originalPrice && (
              <s className={styles.was}>
                <span className="visually-hidden">Was </span>
                {formatInr(originalPrice)}
              </s>
            )}
          </p>
          {enquireAbout === undefined ? (
            <Link
              className={buttonClassName({ className: styles.action })}
              to={to}
              aria-describedby={titleId}
            >
              {actionLabel}
            </Link>
          ) : (
            <EnquiryLink
              className={buttonClassName({ className: styles.action })}
              prefill={{ destination: enquireAbout }}
              aria-describedby={titleId}
            >
              {actionLabel}
            </EnquiryLink>
          )}
        </div>
      </div>
    </Card>
  );
}
