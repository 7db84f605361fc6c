import type { ReactNode } from 'react';
import styles from './pill.module.css';

export type PillTone = 'saffron' | 'teal' | 'leaf' | 'grey' | 'red';

/** A short word in a tinted pill; the word says it all, the colour only helps (never colour alone). */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}
