import { Eyebrow } from '@tour/shared';
import styles from './HomeSection.module.css';

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}

export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <Eyebrow tight>{eyebrow}</Eyebrow>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
