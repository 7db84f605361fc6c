import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type PackageListItem, toSlug } from '@tour/shared';
import { listingQuery } from '../../api/queries';
import { CompactPackageCard } from '../packageCard/CompactPackageCard';
import { nearestPackages } from './nearestPackages';
import styles from './SimilarPackages.module.css';

/** Enough to offer a next step without turning the detail page into a second listing. */
export const SIMILAR_PACKAGES_LIMIT = 3;

export interface SimilarPackagesProps {
  destinationName: string;
  /** The package on the page: left out of its own suggestions, and what they are near to. */
  current: { id: number; name: string; days: number; price: number; maxPrice?: number | null };
}

/**
 * Other packages of the same destination nearest to this one (nearestPackages: theme, then
 * length and price), from the destination's listing: the same query and cache as its listing
 * page, so a visitor who came from there costs no second request. The listing's order plays no
 * part beyond ties; a failure is only logged and shows nothing.
 */
export function useSimilarPackages(
  destinationName: string,
  current: SimilarPackagesProps['current'],
): PackageListItem[] {
  const query = useQuery(listingQuery(toSlug(destinationName)));
  useEffect(() => {
    if (query.error) console.error('[catalogue] could not load similar packages', query.error);
  }, [query.error]);
  const envelope = query.data;
  const { id, name, days, price, maxPrice } = current;
  return useMemo(() => {
    const list = envelope?.code === 1 ? (envelope.data?.packageList ?? []) : [];
    const currentSlug = toSlug(name);
    const isCurrent = (item: PackageListItem) =>
      item.id === id || toSlug(item.name) === currentSlug;
    // The listing knows the package's theme; the page's own answer does not carry it.
    const category = list.find(isCurrent)?.category;
    return nearestPackages(
      { id, category, durationDay: days, price, maxPrice },
      list.filter((item) => !isCurrent(item)),
      SIMILAR_PACKAGES_LIMIT,
    );
  }, [envelope, id, name, days, price, maxPrice]);
}

/**
 * 'Similar packages': the other packages of the destination nearest to this one, each linking to its page, with
 * its price range and GST as its listing card states them.
 */
export function SimilarPackages({ destinationName, current }: SimilarPackagesProps) {
  const packages = useSimilarPackages(destinationName, current);
  if (packages.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.heading}>
        Similar packages
      </h2>
      <ul className={styles.grid}>
        {packages.map((item) => (
          <li key={item.id}>
            <CompactPackageCard item={item} destinationName={destinationName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
