import type { ReactNode } from 'react';
import { Eyebrow } from '@tour/shared';
import styles from './PageIntro.module.css';

export interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Shown beside the heading: a badge or an illustration. */
  aside?: ReactNode;
}

/** The warm band that opens each catalogue static page: eyebrow, the page's h1, a lead line. */
export function PageIntro({ eyebrow, title, lead, aside }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Eyebrow tone="inherit" className={styles.eyebrow}>
            {eyebrow}
          </Eyebrow>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
