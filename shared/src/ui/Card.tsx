import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'section' | 'div' | 'li';
  padded?: boolean;
  /** Lifts under the pointer: for a card that opens something. */
  interactive?: boolean;
}

export function Card({
  as: Tag = 'article',
  padded = true,
  interactive = false,
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    padded && styles.padded,
    interactive && styles.interactive,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes} {...rest} />;
}

/**
 * The class names of a card's parts: `media` frames its 4:3 picture, and `link` makes one link
 * the whole card's target (its ::after covers the card), so a card has one tab stop.
 */
export const cardParts = { media: styles.media, link: styles.link } as const;
