/**
 * Media queries in jsdom, which has no matchMedia: `matching(query)` answers each one, and
 * `change` tells the listeners that the answers changed (a window resized, a setting changed).
 * Gives back the restore function. Tests only (`@tour/shared/testing`).
 */
export function mockMediaQueries(matching: (query: string) => boolean): {
  change: () => void;
  restore: () => void;
} {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matching(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    change: () => listeners.forEach((listener) => listener()),
    restore: () => {
      window.matchMedia = original;
    },
  };
}

/** `prefers-reduced-motion: reduce` matching (or not); gives back the restore function. */
export function mockReducedMotion(reduce: boolean): () => void {
  return mockMediaQueries((query) => reduce && query.includes('prefers-reduced-motion: reduce'))
    .restore;
}
