import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Tells the page-view beacon each time the visitor lands on another page of the app: another
 * path. A query or a hash written into the URL (a filter, the skip link) is the same page.
 *
 * A layout effect, placed before the app in the tree: it runs before the new page's error
 * boundaries report a slot that threw while rendering, so that failure is the new view's.
 * Renders nothing, so the browser's tree hydrates the server's HTML as it is.
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
