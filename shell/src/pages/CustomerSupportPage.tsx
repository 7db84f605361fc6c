import {
  ActionLink,
  buttonClassName,
  CHAT_PATH,
  RemoteSlot,
  Skeleton,
  useSiteStore,
} from '@tour/shared';
import { EmailLink, PhoneLink } from '@tour/shared';
import styles from './CustomerSupportPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/** /customer-support: three ways to reach us, and booking/CustomerSupportForm. */
export function CustomerSupportPage() {
  const openChat = useSiteStore((state) => state.setChatOpen);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>Customer Support</h1>
        <p>Before, during or after your trip, we are here to help.</p>
      </header>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>Call us</h2>
          <p>Talk to a travel expert any time, day or night.</p>
          <PhoneLink className={styles.action} />
        </li>
        <li className={styles.card}>
          <h2>Email us</h2>
          <p>We answer every email within one working day.</p>
          <EmailLink className={styles.action} />
        </li>
        <li className={styles.card}>
          <h2>Live chat (24/7)</h2>
          <p>Ask our travel assistant about packages, prices and dates.</p>
          <ActionLink
            href={CHAT_PATH}
            className={buttonClassName({ variant: 'secondary' })}
            onAction={() => openChat(true)}
          >
            Start a chat
          </ActionLink>
        </li>
      </ul>
      <section className={styles.form} aria-labelledby="support-form-title">
        <h2 id="support-form-title">Send us a message</h2>
        <RemoteSlot
          id="booking/CustomerSupportForm"
          skeleton={<Skeleton height={320} />}
          fallback={
            <p className={styles.fallback}>
              Our message form is unavailable right now. Please call <PhoneLink /> or write to{' '}
              <EmailLink />.
            </p>
          }
        />
      </section>
    </div>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const CustomerSupportRoute = withPageMeta(CustomerSupportPage);
