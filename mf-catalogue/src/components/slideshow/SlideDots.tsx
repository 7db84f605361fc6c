import { cx } from '../shared/cx';
import styles from './SlideDots.module.css';

export interface SlideDotsProps {
  /** Each slide's name, in order: the dot says 'Slide 2: {name}'. */
  names: readonly string[];
  /** The slide on show. */
  current: number;
  onChoose: (index: number) => void;
  /** 'overPicture': light dots over a dark picture (the home hero); 'onPage': on the page. */
  look: 'overPicture' | 'onPage';
}

/** One dot per slide: the current one drawn long, each a button that shows its slide. */
export function SlideDots({ names, current, onChoose, look }: SlideDotsProps) {
  return (
    <div className={cx(styles.dots, styles[look])} role="group" aria-label="Choose a slide">
      {names.map((name, i) => (
        <button
          key={`${i}-${name}`}
          type="button"
          className={cx(styles.dot, i === current && styles.current)}
          aria-label={`Slide ${i + 1}: ${name}`}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onChoose(i)}
        />
      ))}
    </div>
  );
}
