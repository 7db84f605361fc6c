import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useReducedMotion } from '@tour/shared';
import styles from './Reveal.module.css';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * A home section that fades and slides in gently the first time it scrolls into view. The
 * server's HTML shows it (and so does the first render in the browser, which must match); a
 * section that the first observation finds below the screen is hidden then, unseen, until it
 * scrolls in. Without IntersectionObserver, or with reduced motion, it is simply shown.
 */
export function Reveal({ className, children, ...rest }: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        // Only a section still to come waits; one already scrolled past (the sections are
        // hydrated as they come near, so a quick scroll can pass them first) stays shown.
        const below = entries.some((entry) => entry.boundingClientRect.top > 0);
        setWaiting(!inView && below);
        if (inView || !below) observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px', threshold: 0.08 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={ref}
      className={[styles.reveal, waiting && !reducedMotion && styles.waiting, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </section>
  );
}
