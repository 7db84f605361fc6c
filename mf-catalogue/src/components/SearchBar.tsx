import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CalendarIcon,
  CompassIcon,
  FilterCombobox,
  SearchField,
  searchInputClassName,
  FormNotice,
  PinIcon,
  SEARCH_CATEGORIES,
  showToast,
  useAdoptTypedValue,
  useClickOutside,
  useDestinations,
} from '@tour/shared';
import {
  homeSearchKey,
  runHomeSearch,
  searchFieldsFromUrl,
  type HomeSearchOutcome,
} from './homeSearch';
import { ANY_MONTH, searchMonths } from './searchMonths';
import styles from './SearchBar.module.css';

type OpenList = 'destination' | 'category' | null;

/** What /no-result-found receives (spec §2): empty data, code 0 and a message. */
function noResultState(message: string) {
  return { data: [], code: 0, message };
}

/**
 * Destination, category and month: the search bar of spec §2, where only the destination is
 * needed. A real GET form to `/`: before the app runs or without JavaScript the browser sends it,
 * and the server answers with the same listing (a destination typed by another name, 'Leh', is
 * resolved there as here), or this page with the typed values and the message (HomePage's
 * `redirect`). Once the app runs it searches here and tells the visitor with a toast.
 */
export function SearchBar() {
  const { destinations, error: destinationsError } = useDestinations();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  // A search sent without the app: its values, and what the server made of it.
  const sent = useMemo(() => searchFieldsFromUrl(search), [search]);
  const serverOutcome = sent
    ? queryClient.getQueryData<HomeSearchOutcome>(homeSearchKey(search))
    : undefined;
  const months = useMemo(() => searchMonths(), []);
  const [openList, setOpenList] = useState<OpenList>(null);
  const [destinationText, setDestinationText] = useState(sent?.destination ?? '');
  const [destinationId, setDestinationId] = useState<number | null>(null);
  const [categoryText, setCategoryText] = useState(sent?.category ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [month, setMonth] = useState(sent?.month ?? ANY_MONTH.value);
  const [searching, setSearching] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const monthRef = useRef<HTMLSelectElement>(null);
  useAdoptTypedValue(monthRef, month, setMonth);
  const navigate = useNavigate();

  // A click outside the bar closes both lists.
  useClickOutside(rootRef, () => setOpenList(null));
  useEffect(() => {
    if (destinationsError)
      console.error('[catalogue] could not load destinations', destinationsError);
  }, [destinationsError]);

  const toggle = (list: Exclude<OpenList, null>) => (open: boolean) =>
    setOpenList((current) => (open ? list : current === list ? null : current));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (searching) return;
    setSearching(true);
    const outcome = await runHomeSearch(queryClient, {
      destination: destinationText,
      category: categoryText,
      month,
      destinationId,
      categoryId,
    });
    setSearching(false);
    switch (outcome.kind) {
      case 'missing':
      case 'failed':
        showToast('error', outcome.message);
        return;
      case 'noResult':
        navigate('/no-result-found', { state: noResultState(outcome.message) });
        return;
      case 'listing':
        navigate(outcome.url, { state: outcome.response });
    }
  }

  return (
    <form
      ref={rootRef}
      className={styles.bar}
      method="get"
      action="/"
      onSubmit={onSubmit}
      aria-label="Search packages"
    >
      {(serverOutcome?.kind === 'missing' || serverOutcome?.kind === 'failed') && (
        <FormNotice>{serverOutcome.message}</FormNotice>
      )}
      <FilterCombobox
        label="Destination"
        name="destination"
        placeholder="Where to?"
        icon={<PinIcon size={18} />}
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
        name="category"
        placeholder="Honeymoon, Family…"
        icon={<CompassIcon size={18} />}
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
      <SearchField id="search-month" label="Month" icon={<CalendarIcon size={18} />}>
        <select
          id="search-month"
          ref={monthRef}
          name="month"
          className={searchInputClassName}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </SearchField>
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={searching}
        aria-busy={searching}
      >
        Search
      </Button>
    </form>
  );
}
