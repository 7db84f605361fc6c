import { Skeleton } from '@tour/shared';
import styles from './PageSkeleton.module.css';

/** The shape of a page while its remote loads: a banner and a row of cards. */
export function PageSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton height={320} />
      <div className={styles.cards}>
        <Skeleton height={220} />
        <Skeleton height={220} />
        <Skeleton height={220} />
      </div>
    </div>
  );
}
