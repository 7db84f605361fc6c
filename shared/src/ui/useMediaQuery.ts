import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches now; `fallback` where matchMedia does not exist (the server, old jsdom). */
export function mediaQueryMatches(query: string, fallback = false): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : fallback;
}

/**
 * Follows a media query as it changes. The server (and so the first render in the browser, which
 * must match it) answers `fallback`; the browser's answer follows at once.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => undefined;
      }
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryMatches(query, fallback),
    () => fallback,
  );
}
