import { Skeleton } from '@tour/shared';
import styles from './ListingSkeleton.module.css';

/** The listing's shape while it loads: banner, heading, text, filters and three cards. */
export function ListingSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading packages">
      <Skeleton className={styles.banner} height="auto" />
      <div className={styles.container}>
        <Skeleton width="40%" height={32} />
        <div className={styles.lines}>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton width="70%" height={14} />
        </div>
        <div className={styles.layout}>
          <Skeleton className={styles.filters} height={420} />
          <div className={styles.cards}>
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={styles.card}>
                <Skeleton className={styles.media} height="auto" />
                <div className={styles.lines}>
                  <Skeleton width="60%" height={22} />
                  <Skeleton width="35%" height={18} rounded />
                  <Skeleton height={14} />
                  <Skeleton width="45%" height={28} />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
