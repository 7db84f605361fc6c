import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  BREAKPOINTS_PX,
  mediaQueryMatches,
  THEME_MENU_CATEGORIES,
  themeLink,
  useClickOutside,
} from '@tour/shared';
import { useFoldOnNavigation } from './useFoldOnNavigation';
import styles from './ThemesMenu.module.css';

/**
 * Inside the phone's folded menu the list opens in the page's flow. Closing it as a press starts
 * (focus leaving, a press outside) would move the links below it before the press ends, so a tap
 * on Blogs would land on whatever slid under the finger: there it closes with a navigation.
 */
const opensInFlow = () => mediaQueryMatches(`(max-width: ${BREAKPOINTS_PX.mobileMenu - 1}px)`);

/**
 * Themes (spec §2): a `<details>`, so a tap, a click, Enter or Space opens it at every width
 * before the app runs and without JavaScript, and a mouse's hover shows it through CSS
 * (ThemesMenu.module.css). The app adds what a menu needs beyond that: a hover opens it for
 * assistive technology too, and it closes on leave, Escape, a press outside or a selection.
 * Its theme links carry the theme in the URL, so they work without the app as well.
 */
export function ThemesMenu({ linkClassName }: { linkClassName?: string }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // Mirrors the element's state, which the browser may have changed before the app ran.
  const [open, setOpen] = useState(false);
  /** The pointer that pressed the trigger last; none for Enter, which clicks without one. */
  const pressedWith = useRef<string | null>(null);
  const show = (next: boolean) => {
    if (menuRef.current) menuRef.current.open = next;
  };
  // Any navigation closes the list (a theme chosen, Back, a link elsewhere); hydration does not,
  // as the visitor may have opened it before the app ran.
  useFoldOnNavigation(menuRef);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // A mouse already resting on the menu when the app starts: until now CSS showed the list for
    // that hover (ThemesMenu.module.css), and the app saw no pointerenter to take it over with. It
    // opens the list itself before `data-interactive` ends the CSS hover (App's effect runs after
    // this one), so the list stays under the pointer. At a phone's width, where CSS shows nothing
    // on hover, the list opens now, as a hover opens it once the app runs.
    if (mediaQueryMatches('(hover: hover)') && menu.matches(':hover')) menu.open = true;
    setOpen(menu.open);
  }, []);
  useClickOutside(
    menuRef,
    () => {
      if (!opensInFlow()) show(false);
    },
    open,
  );

  // Hover is a mouse's: a touch also sends pointer enter and leave, which must not open or close.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return (
    <details
      ref={menuRef}
      className={styles.wrapper}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onPointerEnter={(event) => {
        if (isMouse(event)) show(true);
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) show(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuRef.current?.open) {
          show(false);
          summaryRef.current?.focus();
        } else if (event.key === 'ArrowDown' && event.target === summaryRef.current) {
          // As in menus: ArrowDown opens, where a page would otherwise scroll.
          event.preventDefault();
          show(true);
        }
      }}
      onBlur={(event) => {
        const leftMenu = !event.currentTarget.contains(event.relatedTarget as Node | null);
        if (leftMenu && !opensInFlow()) show(false);
      }}
    >
      <summary
        ref={summaryRef}
        className={linkClassName ? `${linkClassName} ${styles.trigger}` : styles.trigger}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={(event) => {
          // Enter clicks with no pointer (detail 0), whatever pressed the trigger before.
          const pointer = event.detail === 0 ? null : pressedWith.current;
          pressedWith.current = null;
          // A mouse has already opened the menu by hovering: its click keeps it open rather than
          // closing it under the pointer. A tap, a pen, Enter or Space toggle it.
          if (pointer === 'mouse' && menuRef.current?.open) event.preventDefault();
        }}
      >
        Themes <span aria-hidden="true">▾</span>
      </summary>
      <ul className={styles.menu}>
        {THEME_MENU_CATEGORIES.map(({ id, name }) => {
          const link = themeLink(id, name);
          return (
            <li key={id}>
              <Link
                to={link.to}
                state={link.state}
                className={styles.item}
                onClick={() => show(false)}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
