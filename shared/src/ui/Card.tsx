import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'section' | 'div' | 'li';
  padded?: boolean;
}

export function Card({ as: Tag = 'article', padded = true, className, ...rest }: CardProps) {
  const classes = [styles.card, padded && styles.padded, className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
