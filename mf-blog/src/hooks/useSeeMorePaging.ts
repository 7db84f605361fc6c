import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PAGE_SIZES, TIMINGS_MS } from '@tour/shared';

/** Where the count is kept: the browser's history entry of the list, beside React Router's own. */
const HISTORY_FIELD = 'blogCardsShown';

/** The count this history entry showed when the visitor left it, if they pressed 'See more'. */
function shownInHistory(): number | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !(HISTORY_FIELD in state)) return null;
  const count = (state as Record<string, unknown>)[HISTORY_FIELD];
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

/**
 * Writes the count into the current history entry (null: removes it), keeping what React Router
 * keeps there (its key, index and navigation state). Not a navigation: nothing re-renders, and
 * the page's URL and location key stay as they are. Back to this entry finds the count; a new
 * visit starts at 3.
 */
function keepShownInHistory(count: number | null): void {
  const state: unknown = window.history.state;
  const kept: Record<string, unknown> = state && typeof state === 'object' ? { ...state } : {};
  if (count === null) delete kept[HISTORY_FIELD];
  else kept[HISTORY_FIELD] = count;
  window.history.replaceState(kept, '');
}

/** Whether this render is in the browser after hydration never changes while the page is open. */
const subscribeToNothing = () => () => undefined;

export interface SeeMorePaging {
  visible: number;
  allShown: boolean;
  loadingMore: boolean;
  /** Set after a 'See more' has added cards, for a polite live region; empty before. */
  announcement: string;
  seeMore: () => void;
}

/**
 * 3 first, then 'See more' adds 3 after a short spinner (spec §2, §9). `listKey` names the list
 * being paged: a new one starts again. Coming back to the list
 * (Back) shows as many as the visitor had opened there, so the page is as long as it was and the
 * shell can restore the scroll position.
 */
export function useSeeMorePaging(total: number, listKey = ''): SeeMorePaging {
  // False on the server and while hydrating, true for a list mounted in the browser (Back).
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // Only a list mounted in the browser restores its count. A server-rendered one (a reload) shows
  // 3 as its HTML did, rather than growing under the visitor after hydration.
  const [restored, setRestored] = useState(() => (inBrowser ? shownInHistory() : null));
  const [opened, setOpened] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A 'See more' still spinning when the list changes must not open cards of the next list.
  useEffect(() => () => clearTimeout(timer.current), [listKey]);
  // Another list in the same page (a new search, or Back to an earlier one): it starts at 3, or
  // at what its own history entry kept. Adjusted while rendering, so no frame shows the old count.
  const [countedFor, setCountedFor] = useState(listKey);
  if (countedFor !== listKey) {
    setCountedFor(listKey);
    setOpened(null);
    setLoadingMore(false);
    setRestored(shownInHistory());
  }
  // A reloaded list starts again at 3: Back to it later should not bring back the old count.
  const [hydrated] = useState(!inBrowser);
  useEffect(() => {
    if (hydrated && shownInHistory() !== null) keepShownInHistory(null);
  }, [hydrated]);

  const count = opened ?? restored ?? PAGE_SIZES.blogInitial;
  const visible = Math.min(count, total);
  const allShown = count >= total;

  function seeMore() {
    if (loadingMore || allShown) return;
    const next = count + PAGE_SIZES.blogStep;
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setOpened(next);
      setLoadingMore(false);
      keepShownInHistory(next);
    }, TIMINGS_MS.blogSeeMoreDelay);
  }

  const announcement = opened === null ? '' : `Showing ${visible} of ${total} blogs`;
  return { visible, allShown, loadingMore, announcement, seeMore };
}
