import { gstShortLabel, type GstTerm, priceRangeLabel } from '../contracts/packageFacts';
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
      <strong className={styles.amount}>{priceRangeLabel(amount, maxAmount)}</strong>
      {suffix && <span className={styles.note}> {suffix}</span>}
    </span>
  );
}

export interface PackagePriceProps {
  price: number;
  maxPrice?: number | null | undefined;
  gst?: GstTerm | undefined;
  /** Before a single price, e.g. 'Starting From'; a range says its own start. */
  prefix?: string;
  suffix?: string;
}

/**
 * A package's price as the package states it, the same on every card, page and form
 * of every app: "Starting From ₹9,999" alone, or the range "₹11,999 – ₹15,999" when it has a top
 * price, then "+ 5% GST" (or "GST included") on its own line when known. An API or caller older
 * than these facts leaves them out, and the price shows alone.
 */
export function PackagePrice({ price, maxPrice, gst, prefix, suffix }: PackagePriceProps) {
  return (
    <span className={styles.packagePrice}>
      <Price amount={price} maxAmount={maxPrice} prefix={prefix} suffix={suffix} />
      {gst !== undefined && <span className={styles.note}>{gstShortLabel(gst)}</span>}
    </span>
  );
}
