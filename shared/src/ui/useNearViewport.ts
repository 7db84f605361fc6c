import { useEffect, useState, type RefObject } from 'react';

/**
 * Calls `onNear` once, when `element` first comes within `rootMargin` of the viewport; where
 * IntersectionObserver is missing, in the next task, since nothing could ever tell. Returns what
 * stops the watch (an effect's cleanup).
 */
export function onceNearViewport(
  element: Element,
  rootMargin: string,
  onNear: () => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const timer = setTimeout(onNear);
    return () => clearTimeout(timer);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element has come within `margin` of the viewport, and from then on. True at
 * once when `enabled` is false, so a caller that need not wait observes nothing; right after the
 * first render where IntersectionObserver is missing, so nothing waits for an event that never
 * comes. The first render is the same on the server and in the browser, so hydration matches.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin: string,
  enabled = true,
): boolean {
  const [near, setNear] = useState(!enabled);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return onceNearViewport(element, margin, () => setNear(true));
  }, [ref, margin, near]);

  return near;
}
