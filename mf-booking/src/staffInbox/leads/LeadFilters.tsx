import { useEffect, useState } from 'react';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  useDestinations,
  type LeadStatus,
  type StaffLeadKind,
} from '@tour/shared';
import { KIND_LABELS, STATUS_LABELS } from '../labels';
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
      <div className={styles.field}>
        <label htmlFor="lead-kind">Kind</label>
        <select
          id="lead-kind"
          value={value.kind}
          onChange={(event) => set('kind', event.target.value as StaffLeadKind | '')}
        >
          <option value="">All kinds</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-status">Status</label>
        <select
          id="lead-status"
          value={value.status}
          onChange={(event) => set('status', event.target.value as LeadStatus | '')}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
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
