import { Link } from 'react-router-dom';
import {
  categoryLabel,
  nightsDays,
  Price,
  type PackageListItem,
  packageDetailPath,
} from '@tour/shared';
import { PackageImage } from '../shared/PackageImage';
import { StarRating } from '../shared/StarRating';
import { ClockIcon } from '../shared/icons';
import styles from './PackageCard.module.css';

interface PackageCardProps {
  item: PackageListItem;
  destinationName: string;
  /** The first cards load their image eagerly. */
  priority?: boolean;
}

/** A package in the listing: image, name, duration, hotel stars, price and one clear action. */
export function PackageCard({ item, destinationName, priority }: PackageCardProps) {
  const to = packageDetailPath(destinationName, item.name);
  return (
    <article className={styles.card}>
      <Link to={to} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PackageImage src={item.image} alt="" width={400} height={300} priority={priority} />
        {item.category && <span className={styles.tag}>{categoryLabel(item.category)}</span>}
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to}>{item.name}</Link>
        </h3>
        <div className={styles.meta}>
          <span className={styles.pill}>
            <ClockIcon size={14} />
            {nightsDays(item.durationDay)}
          </span>
          <StarRating rating={item.rating} />
        </div>
        {item.description && <p className={styles.description}>{item.description}</p>}
        <div className={styles.footer}>
          <Price amount={item.price} prefix="Starting From" suffix="per person" />
          <Link to={to} className={styles.action}>
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
