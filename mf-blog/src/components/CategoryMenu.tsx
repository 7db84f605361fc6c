import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type CategoryCode, ChevronIcon, useClickOutside } from '@tour/shared';
import { BLOG_CATEGORIES, categoryPath } from './categories';
import styles from './CategoryMenu.module.css';

/** The 'Navigate by Category' dropdown of the blog detail page: the 9 categories' blog lists. */
export function CategoryMenu({ current }: { current?: CategoryCode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useClickOutside(rootRef, () => setOpen(false), open);
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        // Its list must not be covered by the page's floating buttons (the shell hides them).
        data-options-toggle=""
        onClick={() => setOpen((value) => !value)}
      >
        Navigate by Category
        <span className={open ? `${styles.chevron} ${styles.up}` : styles.chevron}>
          <ChevronIcon size={16} />
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.code}>
            <Link
              to={categoryPath(category.code)}
              className={styles.item}
              aria-current={category.code === current ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
