import { Link } from 'react-router-dom';
import {
  buttonClassName,
  categoryLabel,
  ClockIcon,
  nightsDays,
  packageDetailPath,
  type PackageListItem,
} from '@tour/shared';
import { BestMonths, DifficultyFact, StayFact } from '../shared/PackageFacts';
import { PackageCardFooter, PackageCardFrame, PackageCardTitle } from './PackageCardFrame';
import { StartingPrice } from './PackageCardParts';
import styles from './ListingPackageCard.module.css';

interface ListingPackageCardProps {
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
export function ListingPackageCard({
  item,
  destinationName,
  priority,
  searchedMonth = null,
}: ListingPackageCardProps) {
  const to = packageDetailPath(destinationName, item.name);
  return (
    <PackageCardFrame
      interactive
      className={styles.card}
      image={{ src: item.image, photo: item.photo, alt: '', priority }}
      imageLinksTo={to}
      mediaClassName={styles.media}
      badges={item.category && <span className={styles.tag}>{categoryLabel(item.category)}</span>}
      bodyClassName={styles.body}
    >
      <PackageCardTitle to={to} className={styles.name}>
        {item.name}
      </PackageCardTitle>
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
      <PackageCardFooter className={styles.footer}>
        <StartingPrice price={item.price} maxPrice={item.maxPrice} gst={item.gst} />
        <Link to={to} className={buttonClassName({})}>
          View Details
        </Link>
      </PackageCardFooter>
    </PackageCardFrame>
  );
}
