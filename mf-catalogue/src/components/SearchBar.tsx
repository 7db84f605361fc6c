import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CATEGORY_CODES,
  type ComboOption,
  destinationsQuery,
  FilterCombobox,
  SEARCH_CATEGORIES,
  showToast,
  useClickOutside,
  useDestinations,
} from '@tour/shared';
import { searchPackages, type SearchEnvelope } from '../api/packages';
import { categoryFromText, searchCategoryId } from './listing/listingCategories';
import { listingUrl } from './listing/listingUrl';
import { searchMonths } from './searchMonths';
import { CalendarIcon, CompassIcon, PinIcon } from './SearchIcons';
import styles from './SearchBar.module.css';

type OpenList = 'destination' | 'category' | null;

/** What /no-result-found receives (spec §2): empty data, code 0 and a message. */
function noResultState(message?: string | null) {
  return { data: [], code: 0, message: message?.trim() || 'No result found.' };
}

function findByName(options: readonly ComboOption[], text: string): ComboOption | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.name.toLowerCase() === wanted);
}

/** Destination, category and month: the search bar of spec §2. */
export function SearchBar() {
  const { destinations, error: destinationsError } = useDestinations();
  const queryClient = useQueryClient();
  const months = useMemo(() => searchMonths(), []);
  const [openList, setOpenList] = useState<OpenList>(null);
  const [destinationText, setDestinationText] = useState('');
  const [destinationId, setDestinationId] = useState<number | null>(null);
  const [categoryText, setCategoryText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [searching, setSearching] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  // A click outside the bar closes both lists.
  useClickOutside(rootRef, () => setOpenList(null));
  useEffect(() => {
    if (destinationsError)
      console.error('[catalogue] could not load destinations', destinationsError);
  }, [destinationsError]);

  const toggle = (list: Exclude<OpenList, null>) => (open: boolean) =>
    setOpenList((current) => (open ? list : current === list ? null : current));

  /**
   * The destinations to match the typed name against. While the list is still on its way, or
   * after it failed to load, ask again: a slow or briefly down API is not "no result". Null when
   * the API cannot be reached.
   */
  async function destinationList(): Promise<readonly ComboOption[] | null> {
    if (destinations.length > 0) return destinations;
    try {
      return await queryClient.fetchQuery(destinationsQuery());
    } catch (error) {
      console.error('[catalogue] could not load destinations for the search', error);
      return null;
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (searching) return;
    if (!destinationText.trim() || !categoryText.trim()) {
      showToast('error', 'All fields are required!');
      return;
    }
    setSearching(true);
    const known = await destinationList();
    if (!known) {
      showToast('error', 'Something went wrong!');
      setSearching(false);
      return;
    }
    const destination = findByName(known, destinationText);
    // A category typed without picking it from the list still counts when the site knows it
    // by those words ('friends', 'Seasonal'); only text it cannot place searches every category.
    const category =
      (categoryId === null ? undefined : CATEGORY_CODES[categoryId - 1]) ??
      categoryFromText(categoryText);
    const search = {
      destinationId: destinationId ?? destination?.id ?? 0,
      categoryId: category ? searchCategoryId(category) : null,
    };
    // A destination that is not in our list cannot match anything: no need to ask.
    if (!search.destinationId) {
      setSearching(false);
      navigate('/no-result-found', { state: noResultState() });
      return;
    }

    let response: SearchEnvelope;
    try {
      response = await searchPackages({
        destinationId: search.destinationId,
        categoryId: search.categoryId,
        date: `${month}-01`,
      });
    } catch (error) {
      console.error('[catalogue] package search failed', error);
      showToast('error', 'Something went wrong!');
      setSearching(false);
      return;
    }
    setSearching(false);
    const main = response?.code === 1 ? response.data?.mainPackageResponse : undefined;
    if (!main) {
      navigate('/no-result-found', { state: noResultState(response?.message) });
      return;
    }
    // The listing reads the category (ticked in its filter) and the month from the URL, not
    // from the response, whose categoryName is a guess when no category was asked for.
    navigate(listingUrl(main.destinationName, { category, month }), { state: response });
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
