import { addressLines, RemoteSlot, Skeleton } from '@tour/shared';
import { OfficeMap } from '../components/OfficeMap';
import { SocialLinks } from '../components/SocialLinks';
import { EmailLink, PhoneLink } from '@tour/shared';
import { useSiteProfile } from '@tour/shared';
import styles from './ContactPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/** /contact-us: the shell's frame around booking/ContactForm (spec §2, Contact). */
export function ContactPage() {
  const profile = useSiteProfile();
  const address = profile ? [profile.name, ...addressLines(profile.address)] : [];
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
                Our message form is unavailable right now. Please call us at <PhoneLink /> or write
                to <EmailLink />.
              </p>
            }
          />
        </section>
        <aside className={styles.office} aria-labelledby="our-office">
          <h2 id="our-office">Our office</h2>
          <address className={styles.address}>
            {address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <PhoneLink />
            <br />
            <EmailLink />
          </address>
          {profile && (
            <>
              <p className={styles.hours}>
                Phone lines open {profile.hours.phone} · Office {profile.hours.office}
              </p>
              <SocialLinks links={profile.socialLinks} />
              <div className={styles.map}>
                <OfficeMap address={address.join(', ')} />
              </div>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const ContactRoute = withPageMeta(ContactPage);
