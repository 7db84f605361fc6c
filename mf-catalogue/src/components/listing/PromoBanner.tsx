import { buttonClassName, EnquiryLink, PhoneIcon, PhoneLink, ShieldIcon } from '@tour/shared';
import styles from './PromoBanner.module.css';

interface PromoBannerProps {
  /** Which promotion (they alternate down the list). */
  index: number;
  destinationName: string;
}

/** The promotional banner between listing cards: a custom quote, or a call to an expert. */
export function PromoBanner({ index, destinationName }: PromoBannerProps) {
  if (index % 2 === 0) {
    return (
      <aside className={`${styles.promo} ${styles.quote}`} aria-label="Custom quote">
        <span className={styles.icon}>
          <ShieldIcon size={28} />
        </span>
        <div className={styles.text}>
          <p className={styles.title}>Want {destinationName} your way?</p>
          <p className={styles.body}>
            Tell us your dates, budget and who is travelling. Expert agents send you quotes to
            compare, with no obligation to book.
          </p>
        </div>
        <EnquiryLink className={buttonClassName({})} prefill={{ destination: destinationName }}>
          Get free quotes
        </EnquiryLink>
      </aside>
    );
  }
  return (
    <aside className={`${styles.promo} ${styles.call}`} aria-label="Talk to an expert">
      <span className={styles.icon}>
        <PhoneIcon size={28} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>Talk to a travel expert, 24/7</p>
        <p className={styles.body}>
          Not sure which plan suits you? Our team knows {destinationName} well and will help you
          choose.
        </p>
      </div>
      <PhoneLink className={styles.phone}>{(phone) => `Call ${phone}`}</PhoneLink>
    </aside>
  );
}
