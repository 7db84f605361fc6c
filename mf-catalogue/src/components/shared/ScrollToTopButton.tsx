import { ArrowUpIcon, prefersReducedMotion, SCROLL_TO_TOP_THRESHOLD_PX } from '@tour/shared';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import styles from './ScrollToTopButton.module.css';

/** Appears after scrolling more than 200 px; takes the visitor back to the top. */
export function ScrollToTopButton({ raised = false }: { raised?: boolean }) {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={raised ? `${styles.button} ${styles.raised}` : styles.button}
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => {
        const reduce = prefersReducedMotion();
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
