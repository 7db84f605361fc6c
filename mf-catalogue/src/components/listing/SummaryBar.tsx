import { monthYearLabel } from '../monthLabels';
import type { SearchMonth } from '../searchMonths';
import styles from './SummaryBar.module.css';
import { SearchIcon } from '@tour/shared';

interface SummaryBarProps {
  destination: string;
  /** Already in display form (lower case, spaces). */
  category: string;
  /** The month the visitor searched for; without one, this month (spec §2). */
  month?: SearchMonth | null;
  onSearch: () => void;
  today?: Date;
}

/**
 * The green bar over a listing: destination, category and month (the searched one, else this
 * one); the magnifier opens search.
 */
export function SummaryBar({
  destination,
  category,
  month = null,
  onSearch,
  today = new Date(),
}: SummaryBarProps) {
  const shownMonth = month ? new Date(month.year, month.month - 1, 1) : today;
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Destination</dt>
            <dd>{destination}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Category</dt>
            <dd className={styles.category}>{category}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Month</dt>
            <dd>{monthYearLabel(shownMonth)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className={styles.search}
          onClick={onSearch}
          aria-label="Search another destination"
          title="Search another destination"
        >
          <SearchIcon size={22} />
        </button>
      </div>
    </div>
  );
}
