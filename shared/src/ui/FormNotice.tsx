import type { ReactNode } from 'react';
import styles from './FormNotice.module.css';

/**
 * What the server says about a form sent without the app (a search it could not make), in the
 * form itself: the spec's toast text, in place, since a toast needs the app.
 */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="alert">
      {children}
    </p>
  );
}
