import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  type ComboOption,
  type Destination,
  FilterCombobox,
  SEARCH_CATEGORIES,
  showToast,
  useClickOutside,
} from '@tour/shared';
import type { BlogSearchTerms } from '../api/blogs';
import { CompassIcon, PinIcon } from './icons';
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

function findByName(options: readonly ComboOption[], text: string): ComboOption | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.name.toLowerCase() === wanted);
}

/** The id a field stands for: null when empty, undefined when its text names nothing known. */
function resolve(value: FieldValue, options: readonly ComboOption[]): number | null | undefined {
  if (!value.text.trim()) return null;
  return value.id ?? findByName(options, value.text)?.id;
}

interface BlogSearchBarProps {
  destinations: Destination[];
  /** The search in the URL, shown in the fields. */
  current: BlogSearchTerms | null;
  onSearch: (terms: BlogSearchTerms) => void;
}

/**
 * The blog search of spec §5: destination and category, at least one of them; a field the
 * visitor cleared is sent as null.
 */
export function BlogSearchBar({ destinations, current, onSearch }: BlogSearchBarProps) {
  const [openList, setOpenList] = useState<OpenList>(null);
  // null: untouched, so the field shows the search in the URL.
  const [destinationEdit, setDestinationEdit] = useState<FieldValue | null>(null);
  const [categoryEdit, setCategoryEdit] = useState<FieldValue | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const destination: FieldValue = destinationEdit ?? {
    text: nameOf(destinations, current?.destinationId),
    id: current?.destinationId ?? null,
  };
  const category: FieldValue = categoryEdit ?? {
    text: nameOf(SEARCH_CATEGORIES, current?.categoryId),
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
        : resolve(destination, destinations);
    const categoryId = resolve(category, SEARCH_CATEGORIES);
    if (destinationId === null && categoryId === null) {
      showToast('error', 'Please enter a destination or category.');
      return;
    }
    // A name that is in neither list cannot match any blog.
    if (destinationId === undefined || categoryId === undefined) {
      showToast('error', 'No blogs found for your search criteria!');
      return;
    }
    onSearch({ destinationId, categoryId });
  }

  return (
    <form
      ref={rootRef}
      className={styles.bar}
      onSubmit={onSubmit}
      role="search"
      aria-label="Search blogs"
    >
      <FilterCombobox
        label="Destination"
        placeholder="Where to? e.g. Goa"
        icon={<PinIcon />}
        options={destinations}
        text={destination.text}
        open={openList === 'destination'}
        onOpenChange={toggle('destination')}
        onTextChange={(text) => setDestinationEdit({ text, id: null })}
        onChoose={(option) => setDestinationEdit({ text: option.name, id: option.id })}
      />
      <FilterCombobox
        label="Category"
        placeholder="Honeymoon, Family…"
        icon={<CompassIcon />}
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
