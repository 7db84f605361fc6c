import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Tells the page-view beacon each time the visitor lands on another page of the app: another
 * path. A query or a hash written into the URL (a filter, the skip link) is the same page.
 *
 * A layout effect, placed first in the app (App.tsx): it runs before the new page's error
 * boundaries report a slot that threw while rendering and before its slots report the modules
 * they showed (in effects), so both are the new view's. The
 * server renders it too (it does nothing there): an element only in the browser's tree would give
 * every `useId` below it another id than the server's HTML has.
 */
export function PageViewTracker({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    // The first page's view started with the beacon, before hydration.
    if (shown.current !== null && shown.current !== pathname) onNavigate();
    shown.current = pathname;
  }, [pathname, onNavigate]);
  return null;
}
