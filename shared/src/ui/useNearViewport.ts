import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element has come within `margin` of the viewport, and from then on. True at
 * once where IntersectionObserver is missing, so nothing waits for an event that never comes.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
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
