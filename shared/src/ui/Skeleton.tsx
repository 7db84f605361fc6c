import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  rounded?: boolean;
  className?: string;
}

/** A placeholder shaped like the content to come (DESIGN.md prefers these to spinners). */
export function Skeleton({
  width = '100%',
  height = 16,
  rounded = false,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, rounded && styles.rounded, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
