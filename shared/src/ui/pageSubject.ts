import { useSyncExternalStore } from 'react';

/** What the page on screen is about, as its share buttons name it: for the shell's WhatsApp chat. */
export interface PageSubject {
  /** The thing's own name (a package's, a post's). */
  title: string;
  /** Its canonical URL (absolute). */
  url: string;
}

let current: PageSubject | null = null;
const listeners = new Set<() => void>();

/**
 * Publishes (or, with null, withdraws) the page's subject. One per page: @tour/shared is a
 * federation singleton, so a remote's page and the shell's header see the same value.
 */
export function setPageSubject(subject: PageSubject | null): void {
  if (current?.title === subject?.title && current?.url === subject?.url) return;
  current = subject;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The subject of the page on screen, or null. Null on the server and during hydration (the page
 * publishes it from an effect), so the server's HTML and the first browser render agree.
 */
export function usePageSubject(): PageSubject | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
