import styles from './Price.module.css';

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,25,000: rupees with Indian digit grouping, no paise. */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}

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
