import { formatInr, type GstTerm, PackagePrice } from '@tour/shared';
import { cx } from '../shared/cx';
import { shortNightsDays, spokenNightsDays } from './packageCardText';
import styles from './PackageCardFrame.module.css';

export interface CardPrice {
  /** Starting price per person in rupees. */
  price: number;
  /** The top of the price range, and how GST is charged, as on the package's own page. */
  maxPrice?: number | null | undefined;
  gst?: GstTerm | undefined;
}

/** 'Starting From ₹…' per person with its GST: every package card states its price so. */
export function StartingPrice({ price, maxPrice, gst }: CardPrice) {
  return (
    <PackagePrice
      price={price}
      maxPrice={maxPrice}
      gst={gst}
      prefix="Starting From"
      suffix="per person"
    />
  );
}

/**
 * The starting price and, on a discounted package (`discount` not null), the stored price
 * before it, struck through.
 */
export function DiscountedPrice({
  originalPrice,
  discount,
  className,
  ...price
}: CardPrice & {
  originalPrice: number | null | undefined;
  discount: number | null;
  className?: string | undefined;
}) {
  return (
    <p className={cx(styles.price, className)}>
      <StartingPrice {...price} />
      {discount !== null && originalPrice != null && (
        <s className={styles.was}>
          <span className="visually-hidden">Was </span>
          {formatInr(originalPrice)}
        </s>
      )}
    </p>
  );
}

/** 'N% OFF' over the picture; the variant says which corner. */
export function DiscountBadge({
  percent,
  className,
}: {
  percent: number;
  className?: string | undefined;
}) {
  return <span className={cx(styles.discount, className)}>{percent}% OFF</span>;
}

/** '2N/3D' on screen, '2 nights, 3 days' to screen readers. */
export function ShortDuration({ days }: { days: number }) {
  return (
    <>
      <span className="visually-hidden">Duration: {spokenNightsDays(days)}</span>
      <span aria-hidden="true">{shortNightsDays(days)}</span>
    </>
  );
}
