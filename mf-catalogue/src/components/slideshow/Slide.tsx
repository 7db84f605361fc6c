import type { ReactNode } from 'react';
import { cx } from '../shared/cx';

export interface SlideProps {
  /** Where the slide stands, from 0, and how many there are: it is named '2 of 5'. */
  position: number;
  count: number;
  /** The slide on show; the others are hidden from assistive technology and out of tab order. */
  current: boolean;
  className?: string | undefined;
  /** Added while the slide is on show. */
  currentClassName?: string | undefined;
  children: ReactNode;
}

/** One slide of a slideshow, marked up as the WAI-ARIA carousel pattern names its slides. */
export function Slide({
  position,
  count,
  current,
  className,
  currentClassName,
  children,
}: SlideProps) {
  return (
    <div
      className={cx(className, current && currentClassName)}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={current ? undefined : true}
      inert={!current}
    >
      {children}
    </div>
  );
}
