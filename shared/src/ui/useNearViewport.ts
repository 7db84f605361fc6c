import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

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
    if (!canObserve()) {
      // Nothing can tell when it is seen: load right after the first paint.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
