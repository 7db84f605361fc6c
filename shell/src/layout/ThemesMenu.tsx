import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { THEME_MENU_CATEGORIES, themeLink } from '@tour/shared';
import styles from './ThemesMenu.module.css';

/** Themes: opens on hover or by keyboard, closes on leave, Escape or selection (spec §2). */
export function ThemesMenu({ linkClassName }: { linkClassName?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLAnchorElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div
      className={styles.wrapper}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        ref={buttonRef}
        to="/"
        className={linkClassName}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === ' ') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Themes <span aria-hidden="true">▾</span>
      </Link>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {THEME_MENU_CATEGORIES.map(({ id, name }) => {
          const link = themeLink(id, name);
          return (
            <li key={id}>
              <Link
                to={link.to}
                state={link.state}
                className={styles.item}
                onClick={() => setOpen(false)}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
