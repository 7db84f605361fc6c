import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useReducedMotion } from './useReducedMotion';
import styles from './Reveal.module.css';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * A home section that fades and slides in gently the first time it scrolls into view.
 * Without IntersectionObserver, or with reduced motion, it is simply shown.
 */
export function Reveal({ className, children, ...rest }: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (seen || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px', threshold: 0.08 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  const waiting = !seen && !reducedMotion;
  return (
    <section
      ref={ref}
      className={[styles.reveal, waiting && styles.waiting, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </section>
  );
}
