import type { ReactNode } from 'react';
import styles from './FormOutcome.module.css';

/**
 * How a lead form says what became of what was sent: a polite status once it reached us (with its
 * reference), an alert when it could not be stored. The form's own layout spaces it.
 */
export function FormOutcome({ kind, children }: { kind: 'sent' | 'failed'; children: ReactNode }) {
  return (
    <p className={styles[kind]} role={kind === 'sent' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
