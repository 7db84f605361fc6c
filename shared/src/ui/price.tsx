import { formatInr } from '../contracts/money';
import styles from './Price.module.css';

export interface PriceProps {
  amount: number;
  /** e.g. 'Starting From' before the amount. */
  prefix?: string;
  /** e.g. 'per person' after the amount. */
  suffix?: string;
}

export function Price({ amount, prefix, suffix }: PriceProps) {
  return (
    <span className={styles.price}>
      {prefix && <span className={styles.note}>{prefix} </span>}
      <strong className={styles.amount}>{formatInr(amount)}</strong>
      {suffix && <span className={styles.note}> {suffix}</span>}
    </span>
  );
}
