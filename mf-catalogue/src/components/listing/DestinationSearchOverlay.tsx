import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  type Destination,
  destinationsQuery,
  filterOptions,
  listingPath,
  Modal,
  PinIcon,
  SearchIcon,
  Skeleton,
} from '@tour/shared';
import styles from './DestinationSearchOverlay.module.css';

interface DestinationSearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

const NO_DESTINATIONS: Destination[] = [];

function DestinationFinder({ onClose }: { onClose: () => void }) {
  // The shared destination query itself (one cache with the search bars), not useDestinations:
  // a failed list needs `refetch` for its Retry button.
  const query = useQuery(destinationsQuery());
  const destinations = Array.isArray(query.data) ? query.data : NO_DESTINATIONS;
  const { error } = query;
  useEffect(() => {
    if (error) console.error('[catalogue] could not load destinations', error);
  }, [error]);
  // A list that never arrived is a failure to say, not an empty search ('No destinations match
  // “”.'). A refetch that fails while an older list is cached keeps showing that list.
  const failed = query.isError && destinations.length === 0;
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const visible = useMemo(() => filterOptions(destinations, text), [destinations, text]);

  // The dialog focuses its close button first; the field is what a visitor wants.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={styles.finder}>
      <h2 className={styles.title}>Search another destination</h2>
      <label htmlFor={inputId} className={styles.label}>
        Destination
      </label>
      <div className={styles.control}>
        <SearchIcon size={18} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Type a destination, e.g. Kerala"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : failed ? (
        <div className={styles.failed}>
          <p className={styles.empty} role="alert">
            The destination list could not load.
          </p>
          <Button
            variant="secondary"
            disabled={query.isFetching}
            aria-busy={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </div>
      ) : visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {text.trim() ? `No destinations match “${text.trim()}”.` : 'No destinations to show yet.'}
        </p>
      ) : (
        <ul className={styles.results} aria-label="Destinations">
          {visible.map((destination) => (
            <li key={destination.id}>
              <Link to={listingPath(destination.name)} className={styles.result} onClick={onClose}>
                <PinIcon size={16} />
                {destination.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The magnifier's modal: type to filter the destinations, choose one to see its listing. */
export function DestinationSearchOverlay({ open, onClose }: DestinationSearchOverlayProps) {
  return (
    <Modal open={open} onClose={onClose} label="Search destinations" maxWidth={520}>
      <DestinationFinder onClose={onClose} />
    </Modal>
  );
}
