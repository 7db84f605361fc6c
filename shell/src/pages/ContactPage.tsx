import { RemoteSlot, Skeleton, useRuntimeConfig, telHref } from '@tour/shared';
import { OfficeMap } from '../components/OfficeMap';
import { SocialLinks } from '../components/SocialLinks';
import styles from './ContactPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/** /contact-us: the shell's frame around booking/ContactForm (spec §2, Contact). */
export function ContactPage() {
  const { phone, supportEmail, officeAddress } = useRuntimeConfig();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>Contact Us</h1>
        <p>Questions about a trip, a quote or a booking? Write to us, or call any time.</p>
      </header>
      <div className={styles.grid}>
        <section className={styles.form} aria-labelledby="leave-a-message">
          <h2 id="leave-a-message">Leave a message</h2>
          <RemoteSlot
            id="booking/ContactForm"
            skeleton={<Skeleton height={420} />}
            fallback={
              <p className={styles.fallback}>
                Our message form is unavailable right now. Please call us at{' '}
                <a href={telHref(phone)}>{phone}</a> or write to{' '}
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
              </p>
            }
          />
        </section>
        <aside className={styles.office} aria-labelledby="our-office">
          <h2 id="our-office">Our office</h2>
          <address className={styles.address}>
            {officeAddress}
            <br />
            <a href={telHref(phone)}>{phone}</a>
            <br />
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </address>
          <p className={styles.hours}>Phone lines open 24/7 · Office Mon–Sat, 10 am – 7 pm IST</p>
          <SocialLinks />
          <div className={styles.map}>
            <OfficeMap address={officeAddress} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const ContactRoute = withPageMeta('contact', ContactPage);
