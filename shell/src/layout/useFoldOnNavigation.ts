import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Folds a `<details>` menu whenever the visitor navigates (a link, Back, Forward). Not when the
 * app hydrates: a menu the visitor opened before the app ran stays open.
 */
export function useFoldOnNavigation(menuRef: RefObject<HTMLDetailsElement | null>): void {
  const { key } = useLocation();
  const foldedFor = useRef(key);
  useEffect(() => {
    if (foldedFor.current === key) return;
    foldedFor.current = key;
    if (menuRef.current) menuRef.current.open = false;
  }, [key, menuRef]);
}
