import { useEffect, useState } from 'react';
import { LEAD_KINDS, LEAD_STATUSES, useDestinations } from '@tour/shared';
import { KIND_LABELS, STATUS_LABELS } from '../labels';
import { LabelledOptions } from './LabelledOptions';
import { NO_FILTERS, type InboxFilters } from '../api/staffQueries';
import styles from './LeadFilters.module.css';

/** How long typing pauses before the search and destination boxes filter the list. */
export const TYPING_PAUSE_MS = 350;

interface LeadFiltersProps {
  value: InboxFilters;
  onChange: (next: InboxFilters) => void;
}

/** Kind, status, dates and destination, and a search over name, phone and email. */
export function LeadFilters({ value, onChange }: LeadFiltersProps) {
  const { destinations } = useDestinations();
  // What is typed in the two text boxes; it reaches the list once typing pauses.
  const [typed, setTyped] = useState({ q: value.q, destination: value.destination });
  useEffect(() => {
    if (typed.q === value.q && typed.destination === value.destination) return;
    const timer = setTimeout(() => onChange({ ...value, ...typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);

  const set = <K extends keyof InboxFilters>(key: K, next: InboxFilters[K]) =>
    onChange({ ...value, ...typed, [key]: next });
  const active =
    Object.values(typed).some(Boolean) ||
    (Object.keys(NO_FILTERS) as (keyof InboxFilters)[]).some((key) => value[key] !== '');

  return (
    <form
      role="search"
      aria-label="Filter leads"
      className={styles.filters}
      onSubmit={(event) => {
        // Enter in a text box filters at once.
        event.preventDefault();
        onChange({ ...value, ...typed });
      }}
    >
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="lead-search">Search</label>
        <input
          id="lead-search"
          type="search"
          placeholder="Name, phone or email"
          autoComplete="off"
          value={typed.q}
          onChange={(event) => setTyped({ ...typed, q: event.target.value })}
        />
      </div>
      <button
        type="button"
        className={styles.clear}
        disabled={!active}
        onClick={() => {
          setTyped({ q: '', destination: '' });
          onChange(NO_FILTERS);
        }}
      >
        Clear filters
      </button>
      <FilterSelect
        id="lead-kind"
        label="Kind"
        allLabel="All kinds"
        values={LEAD_KINDS}
        labels={KIND_LABELS}
        value={value.kind}
        onChange={(kind) => set('kind', kind)}
      />
      <FilterSelect
        id="lead-status"
        label="Status"
        allLabel="All statuses"
        values={LEAD_STATUSES}
        labels={STATUS_LABELS}
        value={value.status}
        onChange={(status) => set('status', status)}
      />
      <div className={styles.field}>
        <label htmlFor="lead-destination">Destination</label>
        <input
          id="lead-destination"
          list="lead-destination-options"
          autoComplete="off"
          placeholder="Any"
          value={typed.destination}
          onChange={(event) => setTyped({ ...typed, destination: event.target.value })}
        />
        <datalist id="lead-destination-options">
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.name} />
          ))}
        </datalist>
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-from">Received from</label>
        <input
          id="lead-from"
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-to">Received to</label>
        <input
          id="lead-to"
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
    </form>
  );
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  /** The first option, which filters nothing out. */
  allLabel: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  /** The value chosen, or '' for all. */
  value: Value | '';
  onChange: (next: Value | '') => void;
}

/** A filter chosen from a fixed list (kind, status), or all of them. */
function FilterSelect<Value extends string>({
  id,
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
      >
        <option value="">{allLabel}</option>
        <LabelledOptions values={values} labels={labels} />
      </select>
    </div>
  );
}
