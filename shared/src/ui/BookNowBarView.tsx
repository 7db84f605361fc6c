import type { GstTerm } from '../contracts/packageFacts';
import { Button, type ButtonProps } from './Button';
import { PackagePrice } from './price';
import { nightsDays } from './nightsDays';
import styles from './BookNowBarView.module.css';

export interface BookNowBarViewProps extends Omit<ButtonProps, 'children' | 'type'> {
  price: number;
  /** The top of the package's price range and its GST, as on its cards. */
  maxPrice?: number | null | undefined;
  gst?: GstTerm | undefined;
  days: number;
}

/**
 * The phone's fixed bar on a package page: price, nights/days and Book Now. The booking remote
 * renders it with its bottom sheet; the catalogue renders the same bar as a stand-in until that
 * remote is wanted, so visitors never see a change. The rest of the props go to the button.
 */
export function BookNowBarView({
  price,
  maxPrice,
  gst,
  days,
  className,
  ...buttonProps
}: BookNowBarViewProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Book this package" data-fixed-bottom-bar>
      <div className={styles.facts}>
        <PackagePrice price={price} maxPrice={maxPrice} gst={gst} suffix="per person" />
        <span className={styles.duration}>{nightsDays(days)}</span>
      </div>
      <Button
        className={className ? `${styles.action} ${className}` : styles.action}
        {...buttonProps}
      >
        Book Now
      </Button>
    </div>
  );
}
