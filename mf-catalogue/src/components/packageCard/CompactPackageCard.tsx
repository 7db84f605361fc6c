import {
  cardParts,
  ClockIcon,
  nightsDays,
  packageDetailPath,
  type PackageListItem,
} from '@tour/shared';
import { PackageCardFrame, PackageCardTitle } from './PackageCardFrame';
import { StartingPrice } from './PackageCardParts';
import styles from './CompactPackageCard.module.css';

/**
 * A small package card, for a next step beside a package (Similar packages): picture, name (a
 * link that makes the whole card its target), length and price.
 */
export function CompactPackageCard({
  item,
  destinationName,
}: {
  item: PackageListItem;
  destinationName: string;
}) {
  return (
    <PackageCardFrame
      interactive
      className={styles.card}
      image={{ src: item.image, photo: item.photo, alt: '' }}
      bodyClassName={styles.body}
      bodyLayout="grid"
    >
      <PackageCardTitle
        to={packageDetailPath(destinationName, item.name)}
        className={styles.name}
        link={{ card: cardParts.link }}
      >
        {item.name}
      </PackageCardTitle>
      <p className={styles.duration}>
        <ClockIcon size={14} />
        {nightsDays(item.durationDay)}
      </p>
      <StartingPrice price={item.price} maxPrice={item.maxPrice} gst={item.gst} />
    </PackageCardFrame>
  );
}
