import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal, Skeleton, listingPath, filterOptions, useDestinations } from '@tour/shared';
import { PinIcon, SearchIcon } from '../shared/icons';
import styles from './DestinationSearchOverlay.module.css';

interface DestinationSearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

function DestinationFinder({ onClose }: { onClose: () => void }) {
  const { destinations, loading, error } = useDestinations();
  useEffect(() => {
    if (error) console.error('[catalogue] could not load destinations', error);
  }, [error]);
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
      {loading ? (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p className={styles.empty} role="status">
          No destinations match “{text.trim()}”.
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
