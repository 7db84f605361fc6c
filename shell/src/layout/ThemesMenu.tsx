import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BREAKPOINTS_PX, THEME_MENU_CATEGORIES, themeLink, useClickOutside } from '@tour/shared';
import styles from './ThemesMenu.module.css';

/**
 * Themes (spec §2): opens on hover with a mouse, and on a tap, a click, Enter or Space at every
 * width (touch screens have no hover); closes on leave, Escape, a press outside or selection.
 * The trigger stays a link to / (the spec's target), so a modified click (a new tab) and a page
 * without JavaScript still go there; a plain activation opens the menu instead.
 */
/**
 * Inside the phone's folded menu the list opens in the page's flow. Closing it as a press starts
 * (focus leaving, a press outside) would move the links below it before the press ends, so a tap
 * on Blogs would land on whatever slid under the finger: there it closes with a navigation.
 */
const opensInFlow = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${BREAKPOINTS_PX.mobileMenu - 1}px)`).matches;

export function ThemesMenu({ linkClassName }: { linkClassName?: string }) {
  const [open, setOpen] = useState(false);
  // Any navigation closes the list (React's "adjust state when a prop changes" pattern).
  const { key: locationKey } = useLocation();
  const [openedAt, setOpenedAt] = useState(locationKey);
  if (openedAt !== locationKey) {
    setOpenedAt(locationKey);
    setOpen(false);
  }
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  /** The pointer that pressed the trigger last; none for Enter, which clicks without one. */
  const pressedWith = useRef<string | null>(null);
  useClickOutside(
    wrapperRef,
    () => {
      if (!opensInFlow()) setOpen(false);
    },
    open,
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  // Hover is a mouse's: a touch also sends pointer enter and leave, which must not open or close.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  function onTriggerClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    // Enter clicks with no pointer (detail 0), whatever pressed the trigger before.
    const pointer = event.detail === 0 ? null : pressedWith.current;
    pressedWith.current = null;
    // A mouse has already opened the menu by hovering: its click keeps it open rather than
    // closing it under the pointer. A tap, a pen or Enter toggles it.
    if (pointer === 'mouse') setOpen(true);
    else setOpen((wasOpen) => !wasOpen);
  }

  return (
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      onPointerEnter={(event) => {
        if (isMouse(event)) setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const leftMenu = !event.currentTarget.contains(event.relatedTarget as Node | null);
        if (leftMenu && !opensInFlow()) setOpen(false);
      }}
    >
      <Link
        ref={buttonRef}
        to="/"
        className={linkClassName}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={onTriggerClick}
        onKeyDown={(event) => {
          // Space activates a button, and this trigger acts as one; ArrowDown opens as in menus.
          if (event.key === ' ') {
            event.preventDefault();
            setOpen((wasOpen) => !wasOpen);
          } else if (event.key === 'ArrowDown') {
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
