import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';

/** Where the visitor was on each history entry, kept for a reload of the tab (sessionStorage). */
const STORAGE_KEY = 'ghumakkad:scroll';
const MAX_REMEMBERED = 50;
/** How long Back keeps trying to reach the old position while the page's content comes in. */
const RESTORE_FOR_MS = 1500;
/** The visitor taking over: a restore that is still trying stops. */
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function rememberedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * The key React Router gives an entry it did not create (the first page of a visit): every new
 * document has it, so a position under it means nothing after a reload.
 */
const FIRST_ENTRY_KEY = 'default';

function rememberPositions(positions: Map<string, number>): void {
  try {
    const latest = [...positions].filter(([key]) => key !== FIRST_ENTRY_KEY).slice(-MAX_REMEMBERED);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(latest));
  } catch {
    // Storage full or refused (private mode): a reload starts at the top, nothing worse.
  }
}

/**
 * React Router's index of the current history entry (BrowserRouter keeps it in history.state):
 * the same index after a navigation means it replaced the entry rather than adding one. Null
 * elsewhere (MemoryRouter), where every navigation counts as a new entry.
 */
function entryIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return null;
}

/**
 * Scrolls to `y`, and keeps trying for a moment while the page is still too short to get there
 * (its data or images arriving). Returns a function that stops trying.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  let frame = 0;
  const until = Date.now() + RESTORE_FOR_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop);
  };
  const step = () => {
    if (Math.abs(window.scrollY - y) < 1 || Date.now() > until) return stop();
    window.scrollTo(0, y);
    frame = requestAnimationFrame(step);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

interface ShownEntry {
  key: string;
  pathname: string;
  search: string;
  hash: string;
  index: number | null;
}

/**
 * Every route change closes the enquiry modal and scrolls to the top, a change of the query alone
 * included (/themes?categoryId=2 → 5). Two kinds of navigation keep their place:
 * Back and Forward return to where the visitor was on that entry (the blog list they left), and
 * a page replacing its own entry in place (a filter or sort written into the URL) stays put.
 *
 * Layout effects: the scroll is set before the new page is painted, not after a frame of it at
 * the old position.
 */
export function RouteChangeEffects() {
  const { key, pathname, search, hash } = useLocation();
  const shown = useRef<ShownEntry | null>(null);
  const positions = useRef<Map<string, number>>(new Map());
  const popped = useRef(false);
  const stopRestoring = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    positions.current = rememberedPositions();
    // The browser's own restoration would scroll the old page before the new one renders.
    const browserRestoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // React Router renders Back and Forward after this event: the next route change is one.
    const onPopState = () => {
      popped.current = true;
    };
    const onScroll = () => {
      if (!shown.current) return;
      // Most recently scrolled last, so what is kept for a reload is the latest entries.
      positions.current.delete(shown.current.key);
      positions.current.set(shown.current.key, window.scrollY);
    };
    const onPageHide = () => rememberPositions(positions.current);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = browserRestoration;
      stopRestoring.current();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    const index = entryIndex();
    const wasPop = popped.current;
    popped.current = false;
    if (previous?.key === key) return;
    shown.current = { key, pathname, search, hash, index };
    stopRestoring.current();
    stopRestoring.current = () => undefined;
    if (!previous) {
      // The page's first render: a reload of an entry the visitor had scrolled returns there.
      const y = key === FIRST_ENTRY_KEY ? undefined : positions.current.get(key);
      if (y) stopRestoring.current = restoreScroll(y);
      return;
    }
    // A jump within the page (the skip link's #main): the browser scrolls to its target.
    if (pathname === previous.pathname && search === previous.search && hash !== previous.hash) {
      return;
    }
    useSiteStore.getState().closeEnquiry();
    if (wasPop) {
      stopRestoring.current = restoreScroll(positions.current.get(key) ?? 0);
      return;
    }
    const replacedInPlace = index !== null && index === previous.index;
    if (replacedInPlace && pathname === previous.pathname) return;
    window.scrollTo(0, 0);
  }, [key, pathname, search, hash]);

  return null;
}
