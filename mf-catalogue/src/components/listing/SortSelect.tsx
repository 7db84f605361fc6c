import { SORT_OPTIONS, type SortId } from './listingFilters';
import { ApplyButton } from './ListingViewForm';
import styles from './SortSelect.module.css';

/**
 * "Sort by" for a listing: a field of its GET form (`?sort=price-asc`), applied at once by the
 * app and by its submit without JavaScript.
 */
export function SortSelect({
  form,
  value,
  onChange,
  applyLabel = 'Sort',
  className,
}: {
  form: string;
  value: SortId;
  onChange: (sort: SortId) => void;
  /** The no-JavaScript submit's words: 'Apply' where it sends other choices too. */
  applyLabel?: string;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <label className={styles.sort}>
        <span>Sort by</span>
        <select
          name="sort"
          form={form}
          value={value}
          onChange={(event) => onChange(event.target.value as SortId)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <ApplyButton form={form}>{applyLabel}</ApplyButton>
    </div>
  );
}
