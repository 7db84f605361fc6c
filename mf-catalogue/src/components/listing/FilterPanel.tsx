import { useId, useState } from 'react';
import type { PackageListItem } from '@tour/shared';
import { FILTER_GROUPS, type FilterGroup, type ListingFilters } from './listingFilters';
import styles from './FilterPanel.module.css';
import { FilterIcon } from '@tour/shared';
import { ApplyButton } from './ListingViewForm';

interface FilterPanelProps {
  items: PackageListItem[];
  filters: ListingFilters;
  onToggle: (group: FilterGroup, id: string) => void;
  onClear: () => void;
  /** The listing's GET form (ListingViewForm), which the boxes belong to without the app. */
  form: string;
}

/**
 * The three filter lists (category, duration, budget); folds behind a button on phones. The
 * category list offers only the categories the destination's packages have. Each box is a field
 * of the listing's GET form (`?budgets=10000-20000`), so without JavaScript the panel shows open
 * and "Apply filters" sends the choice.
 */
export function FilterPanel({ items, filters, onToggle, onClear, form }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const activeCount = Object.values(filters).reduce((sum, list) => sum + list.length, 0);

  return (
    <aside className={styles.wrapper} aria-label="Filters">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        // Its options must not be covered by the page's floating buttons (the shell hides them).
        data-options-toggle=""
        onClick={() => setOpen((value) => !value)}
      >
        <FilterIcon size={18} />
        Filters{activeCount > 0 && <span className={styles.badge}>{activeCount}</span>}
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        <div className={styles.head}>
          <h2 className={styles.title}>Filter packages</h2>
          {activeCount > 0 && (
            <button type="button" className={styles.clear} onClick={onClear}>
              Clear all
            </button>
          )}
        </div>
        {(Object.keys(FILTER_GROUPS) as FilterGroup[]).map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{FILTER_GROUPS[group].legend}</legend>
            <ul className={styles.list}>
              {FILTER_GROUPS[group].options.map((option) => {
                const count = items.filter(option.matches).length;
                const checked = filters[group].includes(option.id);
                // A category none of the packages has would only lead to an empty list; one
                // already chosen (a search for it) stays, so it can be seen and removed.
                if (count === 0 && FILTER_GROUPS[group].hideEmpty && !checked) return null;
                return (
                  <li key={option.id}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        form={form}
                        name={FILTER_GROUPS[group].param}
                        value={option.id}
                        className={styles.checkbox}
                        checked={checked}
                        onChange={() => onToggle(group, option.id)}
                      />
                      <span className={styles.label}>{option.label}</span>
                      <span className={styles.count}>
                        {count}
                        <span className="visually-hidden">
                          {count === 1 ? ' package' : ' packages'}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <div className={styles.apply}>
          <ApplyButton form={form}>Apply filters</ApplyButton>
        </div>
      </div>
    </aside>
  );
}
