import { useEffect, useRef, type ReactNode } from 'react';
import styles from './FormOutcome.module.css';

/**
 * How a lead form says what became of what was sent: a polite status once it reached us (with its
 * reference), an alert when it could not be stored. The form's own layout spaces it.
 *
 * The thank-you takes the focus as it appears and is scrolled to the middle of its scrolling box
 * (the page, the modal): on a phone, or in a modal taller than the screen, it would otherwise
 * appear below the fold, and the visitor would see only the form emptied. Centred rather than
 * scrolled to the nearest edge, where a fraction of it could stay cut off.
 */
export function FormOutcome({ kind, children }: { kind: 'sent' | 'failed'; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const outcome = ref.current;
    if (kind !== 'sent' || !outcome) return;
    outcome.focus({ preventScroll: true });
    // jsdom (the unit tests) has no layout, so no scrollIntoView.
    outcome.scrollIntoView?.({ block: 'center' });
  }, [kind]);
  return (
    <p
      ref={ref}
      className={styles[kind]}
      role={kind === 'sent' ? 'status' : 'alert'}
      tabIndex={kind === 'sent' ? -1 : undefined}
    >
      {children}
    </p>
  );
}
