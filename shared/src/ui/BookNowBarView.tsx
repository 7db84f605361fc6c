import { Button, type ButtonProps } from './Button';
import { Price } from './price';
import { nightsDays } from './nightsDays';
import styles from './BookNowBarView.module.css';

export interface BookNowBarViewProps extends Omit<ButtonProps, 'children' | 'type'> {
  price: number;
  days: number;
}

/**
 * The phone's fixed bar on a package page: price, nights/days and Book Now. The booking remote
 * renders it with its bottom sheet; the catalogue renders the same bar as a stand-in until that
 * remote is wanted, so visitors never see a change. The rest of the props go to the button.
 */
export function BookNowBarView({ price, days, ...buttonProps }: BookNowBarViewProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Book this package" data-fixed-bottom-bar>
      <div>
        <Price amount={price} suffix="per person" />
        <span className={styles.duration}>{nightsDays(days)}</span>
      </div>
      <Button {...buttonProps}>Book Now</Button>
    </div>
  );
}
