import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button, SEARCH_CATEGORIES, emitSiteEvent, useSiteStore } from '@tour/shared';
import { useDestinations } from '../hooks/useDestinations';
import { FilterCombobox, type ComboOption } from './FilterCombobox';
import { searchMonths } from './searchMonths';
import { CalendarIcon, CompassIcon, PinIcon } from './SearchIcons';
import styles from './SearchBar.module.css';

type OpenList = 'destination' | 'category' | null;

function findByName(options: readonly ComboOption[], text: string): ComboOption | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.name.toLowerCase() === wanted);
}

/** Destination, category and month: the search bar of spec §2. */
export function SearchBar() {
  const { destinations } = useDestinations();
  const months = useMemo(() => searchMonths(), []);
  const [openList, setOpenList] = useState<OpenList>(null);
  const [destinationText, setDestinationText] = useState('');
  const [destinationId, setDestinationId] = useState<number | null>(null);
  const [categoryText, setCategoryText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const rootRef = useRef<HTMLFormElement>(null);

  // A click outside the bar closes both lists.
  useEffect(() => {
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenList(null);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, []);

  const toggle = (list: Exclude<OpenList, null>) => (open: boolean) =>
    setOpenList((current) => (open ? list : current === list ? null : current));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!destinationText.trim() || !categoryText.trim()) {
      toast.error('All fields are required!');
      return;
    }
    const destination = findByName(destinations, destinationText);
    const category = findByName(SEARCH_CATEGORIES, categoryText);
    const search = {
      destinationId: destinationId ?? destination?.id ?? 0,
      destinationName: destination?.name ?? destinationText.trim(),
      categoryId: categoryId ?? category?.id ?? 0,
      categoryName: category?.name ?? categoryText.trim(),
      month,
    };
    useSiteStore.getState().setLastSearch(search);
    emitSiteEvent('catalogue:search-submitted', {
      destinationId: search.destinationId,
      categoryId: search.categoryId,
      month,
    });
    // Until the listing pages land, a search asks our agents for quotes on that trip.
    useSiteStore
      .getState()
      .openEnquiry({ destination: search.destinationName, departureDate: `${month}-01` });
  }

  return (
    <form ref={rootRef} className={styles.bar} onSubmit={onSubmit} aria-label="Search packages">
      <FilterCombobox
        label="Destination"
        placeholder="Where to?"
        icon={<PinIcon />}
        options={destinations}
        text={destinationText}
        open={openList === 'destination'}
        onOpenChange={toggle('destination')}
        onTextChange={(text) => {
          setDestinationText(text);
          setDestinationId(null);
        }}
        onChoose={(option) => {
          setDestinationText(option.name);
          setDestinationId(option.id);
        }}
      />
      <FilterCombobox
        label="Category"
        placeholder="Honeymoon, Family…"
        icon={<CompassIcon />}
        options={[...SEARCH_CATEGORIES]}
        text={categoryText}
        open={openList === 'category'}
        onOpenChange={toggle('category')}
        onTextChange={(text) => {
          setCategoryText(text);
          setCategoryId(null);
        }}
        onChoose={(option) => {
          setCategoryText(option.name);
          setCategoryId(option.id);
        }}
      />
      <div className={styles.field}>
        <label htmlFor="search-month" className={styles.label}>
          Month
        </label>
        <div className={styles.control}>
          <span className={styles.icon} aria-hidden="true">
            <CalendarIcon />
          </span>
          <select
            id="search-month"
            className={styles.input}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" size="lg" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
