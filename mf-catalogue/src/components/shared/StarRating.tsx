import styles from './StarRating.module.css';

/**
 * Hotel stars, 0–5, drawn as five stars with the count in words for screen readers. `label`
 * says what the stars rate when it is not plain hotels ("5-star heritage hotels", "4-star resorts").
 */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  if (stars === 0) return null;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <svg
            key={index}
            width="14"
            height="14"
            viewBox="0 0 24 24"
            className={index < stars ? styles.on : styles.off}
          >
            <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
          </svg>
        ))}
      </span>
      <span className={styles.text}>{label ?? `${stars}-star hotels`}</span>
    </span>
  );
}
