import { useEffect, type RefObject } from 'react';

/**
 * Folds a `<details>` menu when the visitor navigates: a press on any link (in the menu or
 * elsewhere on the page) or Back and Forward. It listens for those acts themselves, not for the
 * router's new location, which commits later (a page still loading): a menu opened on the new page
 * meanwhile would be folded under the visitor's finger. Not on hydration either: a menu the
 * visitor opened before the app ran stays open.
 */
export function useFoldOnNavigation(menuRef: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const fold = () => {
      if (menuRef.current) menuRef.current.open = false;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) fold();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', fold);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', fold);
    };
  }, [menuRef]);
}
