import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Card, cardParts, countLabel, formatInr, type ThemePackageCard } from '@tour/shared';
import { PackageImage } from '../shared/PackageImage';
import styles from './ThemeCard.module.css';

interface ThemeCardProps {
  card: ThemePackageCard;
  /** The destination's listing with this theme chosen. */
  to: string;
  busy: boolean;
  onOpen: (card: ThemePackageCard, to: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** '4 days', or '2 to 6 days' for the shortest and longest of a destination's packages. */
export function daysRange(minDays: number, maxDays: number): string {
  return minDays === maxDays ? countLabel(minDays, 'day') : `${minDays} to ${maxDays} days`;
}

/** A destination in a theme: image, name, its price range per person and its trips' lengths. */
export function ThemeCard({ card, to, busy, onOpen }: ThemeCardProps) {
  return (
    <Card padded={false} interactive className={styles.card} aria-busy={busy}>
      <div className={cardParts.media}>
        <PackageImage src={card.image} alt="" width={400} height={300} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={to} className={cardParts.link} onClick={(event) => onOpen(card, to, event)}>
            {card.destinationName}
          </Link>
        </h2>
        <p className={styles.price}>
          <span className={styles.amount}>
            Price: {formatInr(card.minPrice)} - {formatInr(card.maxPrice)}
          </span>{' '}
          <span className={styles.note}>per person</span>
        </p>
        <p className={styles.days}>{daysRange(card.minDays, card.maxDays)}</p>
        <span className={styles.cta} aria-hidden="true">
          {busy ? 'Opening…' : 'View packages →'}
        </span>
      </div>
    </Card>
  );
}
