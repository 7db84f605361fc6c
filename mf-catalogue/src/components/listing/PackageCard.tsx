import { Link } from 'react-router-dom';
import {
  buttonClassName,
  Card,
  cardParts,
  categoryLabel,
  ClockIcon,
  nightsDays,
  packageDetailPath,
  type PackageListItem,
  PackagePrice,
} from '@tour/shared';
import { PackageImage } from '../shared/PackageImage';
import { BestMonths, DifficultyFact, StayFact } from '../shared/PackageFacts';
import styles from './PackageCard.module.css';

interface PackageCardProps {
  item: PackageListItem;
  destinationName: string;
  /** The first cards load their image eagerly. */
  priority?: boolean;
  /** The month (1–12) the visitor searched for: the card says when it is not a best month. */
  searchedMonth?: number | null;
}

/**
 * A package in the listing: image, name, duration, where travellers sleep (hotel stars only for
 * hotels), best months and difficulty, the price or price range with its GST, and one action.
 */
export function PackageCard({
  item,
  destinationName,
  priority,
  searchedMonth = null,
}: PackageCardProps) {
  const to = packageDetailPath(destinationName, item.name);
  return (
    <Card padded={false} interactive className={styles.card}>
      <Link
        to={to}
        className={`${cardParts.media} ${styles.media}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        <PackageImage
          src={item.image}
          photo={item.photo}
          alt=""
          width={400}
          height={300}
          priority={priority}
        />
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
          <StayFact stay={item.stay} rating={item.rating} />
          <BestMonths months={item.months} searchedMonth={searchedMonth} />
          <DifficultyFact difficulty={item.difficulty} />
        </div>
        {item.description && <p className={styles.description}>{item.description}</p>}
        <div className={styles.footer}>
          <PackagePrice
            price={item.price}
            maxPrice={item.maxPrice}
            gst={item.gst}
            prefix="Starting From"
            suffix="per person"
          />
          <Link to={to} className={buttonClassName({})}>
            View Details
          </Link>
        </div>
      </div>
    </Card>
  );
}
