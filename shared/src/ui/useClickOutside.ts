import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when the visitor presses the pointer anywhere outside `ref`'s element, while
 * `active` (an open menu or list): how every dropdown of the site closes.
 */
export function useClickOutside(
  ref: RefObject<Element | null>,
  onOutside: () => void,
  active = true,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: MouseEvent) {
      if (!ref.current?.contains(event.target as Node)) latest.current();
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [ref, active]);
}
