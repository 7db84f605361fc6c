import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'md' | 'lg';
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export type ButtonLook = Pick<ButtonProps, 'variant' | 'size' | 'block' | 'className'>;

/** The classes of a button's look, also for a link that acts as one (ActionLink). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonLook): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

/** Primary is saffron filled, secondary teal outline; both keep a 44 px touch target. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
    />
  );
}
