import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  type ComboOption,
  CompassIcon,
  type Destination,
  FilterCombobox,
  FormNotice,
  PinIcon,
  SEARCH_CATEGORIES,
  showToast,
  useClickOutside,
} from '@tour/shared';
import type { BlogSearchTerms } from '../api/blogs';
import {
  blogSearchOutcome,
  resolveField,
  sentBlogSearch,
  sentBlogSearchOutcome,
} from './blogSearch';
import styles from './BlogSearchBar.module.css';

type OpenList = 'destination' | 'category' | null;

/** What a field holds: its text and the id of the option chosen (null once edited). */
interface FieldValue {
  text: string;
  id: number | null;
}

function nameOf(options: readonly ComboOption[], id: number | null | undefined): string {
  return id ? (options.find((option) => option.id === id)?.name ?? '') : '';
}

interface BlogSearchBarProps {
  destinations: Destination[];
  /** The search in the URL, shown in the fields. */
  current: BlogSearchTerms | null;
  onSearch: (terms: BlogSearchTerms) => void;
}

/**
 * The blog search of spec §5: destination and category, at least one of them; a field the
 * visitor cleared is sent as null. A real GET form to /blogs: before the app runs or without
 * JavaScript the browser sends the typed names, and the server answers with the search's list
 * or this page with the spec's message and the names kept (BlogsPage's `redirect`).
 */
export function BlogSearchBar({ destinations, current, onSearch }: BlogSearchBarProps) {
  const { search } = useLocation();
  const sent = sentBlogSearch(search);
  const sentOutcome = sentBlogSearchOutcome(search, destinations);
  const [openList, setOpenList] = useState<OpenList>(null);
  // null: untouched, so the field shows the search in the URL.
  const [destinationEdit, setDestinationEdit] = useState<FieldValue | null>(null);
  const [categoryEdit, setCategoryEdit] = useState<FieldValue | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const destination: FieldValue = destinationEdit ?? {
    text: sent?.destination ?? nameOf(destinations, current?.destinationId),
    id: current?.destinationId ?? null,
  };
  const category: FieldValue = categoryEdit ?? {
    text: sent?.category ?? nameOf(SEARCH_CATEGORIES, current?.categoryId),
    id: current?.categoryId ?? null,
  };

  // A click outside the bar closes both lists.
  useClickOutside(rootRef, () => setOpenList(null));

  const toggle = (list: Exclude<OpenList, null>) => (open: boolean) =>
    setOpenList((now) => (open ? list : now === list ? null : now));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOpenList(null);
    // Untouched and still loading the names: the ids in the URL stand.
    const destinationId =
      destinationEdit === null && current?.destinationId
        ? current.destinationId
        : resolveField(destination, destinations);
    const outcome = blogSearchOutcome(destinationId, resolveField(category, SEARCH_CATEGORIES));
    if (outcome.kind === 'search') onSearch(outcome.terms);
    else showToast('error', outcome.message);
  }

  return (
    <form
      ref={rootRef}
      className={styles.bar}
      method="get"
      action="/blogs"
      onSubmit={onSubmit}
      role="search"
      aria-label="Search blogs"
    >
      {sentOutcome && sentOutcome.kind !== 'search' && (
        <FormNotice>{sentOutcome.message}</FormNotice>
      )}
      <FilterCombobox
        label="Destination"
        name="destination"
        placeholder="Where to? e.g. Goa"
        icon={<PinIcon size={18} />}
        options={destinations}
        text={destination.text}
        open={openList === 'destination'}
        onOpenChange={toggle('destination')}
        onTextChange={(text) => setDestinationEdit({ text, id: null })}
        onChoose={(option) => setDestinationEdit({ text: option.name, id: option.id })}
      />
      <FilterCombobox
        label="Category"
        name="category"
        placeholder="Honeymoon, Family…"
        icon={<CompassIcon size={18} />}
        options={SEARCH_CATEGORIES}
        text={category.text}
        open={openList === 'category'}
        onOpenChange={toggle('category')}
        onTextChange={(text) => setCategoryEdit({ text, id: null })}
        onChoose={(option) => setCategoryEdit({ text: option.name, id: option.id })}
      />
      <Button type="submit" size="lg" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
