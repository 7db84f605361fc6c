import { formatInr } from '../contracts/money';
import styles from './Price.module.css';

export interface PriceProps {
  amount: number;
  /** The top of a price range: the price shows as "₹11,999 – ₹15,999" when it is above amount. */
  maxAmount?: number | null;
  /** e.g. 'Starting From' before a single amount; a range says its own start, so it has none. */
  prefix?: string;
  /** e.g. 'per person' after the amount. */
  suffix?: string;
}

export function Price({ amount, maxAmount, prefix, suffix }: PriceProps) {
  const range = maxAmount != null && maxAmount > amount;
  return (
    <span className={styles.price}>
      {prefix && !range && <span className={styles.note}>{prefix} </span>}
      <strong className={styles.amount}>
        {range ? `${formatInr(amount)} – ${formatInr(maxAmount)}` : formatInr(amount)}
      </strong>
      {suffix && <span className={styles.note}> {suffix}</span>}
    </span>
  );
}
