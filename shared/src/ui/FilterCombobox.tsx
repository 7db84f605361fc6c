import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useAdoptTypedValue } from './useAdoptTypedValue';
import styles from './FilterCombobox.module.css';

export interface ComboOption {
  id: number;
  name: string;
  /** Other names a visitor may type for it ('Leh', 'Pondy'), in lower case. */
  aliases?: readonly string[];
}

interface FilterComboboxProps {
  label: string;
  placeholder: string;
  options: readonly ComboOption[];
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTextChange: (text: string) => void;
  onChoose: (option: ComboOption) => void;
  icon: ReactNode;
  /** The field's name in its form's submission, for a form that works without the app. */
  name?: string;
}

/** Typed text as names are compared: lower case, single spaces. */
const comparable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Fewer letters than this name too many places by their other names ('go': golden temple). */
const MIN_ALIAS_PREFIX = 3;

/**
 * Case-insensitive substring match on the name, as the spec's search bars filter (§2, §5), and
 * from three letters the options one of whose other names starts with the text ('pondy' finds
 * Pondicherry). Only the start of an alias counts, so a text does not pull in every alias that
 * merely contains it.
 */
export function filterOptions(options: readonly ComboOption[], text: string): ComboOption[] {
  const needle = comparable(text);
  if (!needle) return [...options];
  const byAlias = needle.length >= MIN_ALIAS_PREFIX;
  return options.filter(
    (o) =>
      o.name.toLowerCase().includes(needle) ||
      (byAlias && (o.aliases ?? []).some((alias) => alias.startsWith(needle))),
  );
}

/**
 * The option a typed text names (a form sent as typed, a field left without picking): its name
 * or one of its other names ('Leh', 'Pondy'), whatever the case and spaces. Undefined when the
 * text names none, or is another name of several ('char dham').
 */
export function findOptionByName(
  options: readonly ComboOption[],
  text: string,
): ComboOption | undefined {
  const wanted = comparable(text);
  if (!wanted) return undefined;
  const byName = options.find((option) => option.name.toLowerCase() === wanted);
  if (byName) return byName;
  const byAlias = options.filter((option) => option.aliases?.includes(wanted));
  return byAlias.length === 1 ? byAlias[0] : undefined;
}

/** A text field with a filtered list (ARIA combobox): type to filter, choose to fill. */
export function FilterCombobox(props: FilterComboboxProps) {
  const { label, placeholder, options, text, open, onOpenChange, onTextChange, onChoose } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  useAdoptTypedValue(inputRef, text, onTextChange);
  // A field focused before the app hydrated it: the app missed the focus that opens the list, so
  // it opens it now, filtered by whatever the visitor typed meanwhile (adopted just above), as if
  // typed now. A field the visitor has left again stays closed, as leaving it closes the list.
  const openIfFocusedEarly = useEffectEvent(() => {
    const field = inputRef.current;
    if (field && field.ownerDocument.activeElement === field) onOpenChange(true);
  });
  useEffect(() => openIfFocusedEarly(), []);
  const [activeIndex, setActiveIndex] = useState(-1);
  const visible = useMemo(() => filterOptions(options, text), [options, text]);

  function choose(option: ComboOption) {
    onChoose(option);
    onOpenChange(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpenChange(true);
      setActiveIndex((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && visible[activeIndex]) {
      event.preventDefault();
      choose(visible[activeIndex]);
    } else if (event.key === 'Escape') {
      onOpenChange(false);
    }
  }

  return (
    <SearchField id={id} label={label} icon={props.icon}>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        autoComplete="off"
        name={props.name}
        className={styles.input}
        placeholder={placeholder}
        value={text}
        onFocus={() => onOpenChange(true)}
        onClick={() => onOpenChange(true)}
        onChange={(event) => {
          onTextChange(event.target.value);
          onOpenChange(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        // Tabbing on closes the list, so it does not cover the fields and button below it.
        // (A click in the list keeps focus here: the list prevents its mousedown.)
        onBlur={() => {
          onOpenChange(false);
          setActiveIndex(-1);
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          // Not a Tab stop of its own: the arrow keys in the field work the list. (Chromium makes
          // a scrolling list focusable, and Tab would land on it just as it closes.)
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible.length === 0 && (
            <li role="presentation" className={styles.empty}>
              No matches
            </li>
          )}
          {visible.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex ? `${styles.option} ${styles.active}` : styles.option
              }
              onClick={() => choose(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      )}
    </SearchField>
  );
}

/** The input or select of a SearchField, in the look of its combobox. */
export const searchInputClassName = styles.input;

/**
 * A labelled search field with its icon inside the box: the comboboxes' frame, also for a plain
 * select beside them (the home search's month). `children` is the control.
 */
export function SearchField({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        {children}
      </div>
    </div>
  );
}
