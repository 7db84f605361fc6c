import type { ReactNode } from 'react';
import styles from './Eyebrow.module.css';

/**
 * The eyebrow's colour:
 * - 'accent': saffron, for light backgrounds;
 * - 'onDark': pale peach, over a photo or a dark banner;
 * - 'inherit': no colour of its own, so it takes the banner's text colour, or one set by
 *   `className` (the shared rule sets none, so such a colour wins whatever the CSS order).
 */
export type EyebrowTone = 'accent' | 'onDark' | 'inherit';

export interface EyebrowProps {
  children: ReactNode;
  tone?: EyebrowTone;
  /** 4px below instead of 8px, where the title sits close under it. */
  tight?: boolean;
  className?: string;
}

/** The small uppercase line above a page or section title ("Travel themes", "Legal"). */
export function Eyebrow({ children, tone = 'accent', tight = false, className }: EyebrowProps) {
  return (
    <p
      className={[
        styles.eyebrow,
        tight && styles.tight,
        tone !== 'inherit' && styles[tone],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </p>
  );
}
