import { Link } from 'react-router-dom';
import { listingPath, RemoteSlot, THEME_MENU_CATEGORIES, themeLink } from '@tour/shared';
import { BrandLogo } from './BrandLogo';
import { EmailLink, PhoneLink } from '@tour/shared';
import { useSiteProfile } from '@tour/shared';
import { WhatsAppChatLink } from './WhatsAppChatLink';
import styles from './SiteFooter.module.css';

const FOOTER_DESTINATIONS = ['Goa', 'Kerala', 'Manali', 'Nainital', 'Jaipur', 'Shimla'];

const COMPANY_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/customer-support', label: 'Customer Support' },
  { to: '/faq', label: 'FAQ' },
];

const LEGAL_LINKS = [
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/terms&conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export function SiteFooter() {
  const profile = useSiteProfile();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about}>
          <p className={styles.brand}>
            <BrandLogo /> Ghumakkad
          </p>
          <p>
            Tour packages across India, planned with local experts. Tell us your dates and budget;
            we bring you quotes you can compare.
          </p>
          <p>
            <PhoneLink />
            <br />
            <EmailLink />
          </p>
          {profile && (
            <p>
              <WhatsAppChatLink whatsapp={profile.whatsapp} className={styles.whatsapp} />
            </p>
          )}
          <RemoteSlot
            id="booking/NewsletterForm"
            loadWhen="visible"
            skeleton={<div className={styles.newsletterSpace} />}
            fallback={<p className={styles.muted}>Newsletter sign-up is unavailable right now.</p>}
          />
        </section>
        <nav aria-label="Company" className={styles.column}>
          <h2>Company</h2>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Destinations" className={styles.column}>
          <h2>Destinations</h2>
          <ul>
            {FOOTER_DESTINATIONS.map((name) => (
              <li key={name}>
                <Link to={listingPath(name)}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Themes" className={styles.column}>
          <h2>Themes</h2>
          <ul>
            {THEME_MENU_CATEGORIES.map(({ id, name }) => {
              const { to, state } = themeLink(id, name);
              return (
                <li key={id}>
                  <Link to={to} state={state}>
                    {name}
                  </Link>
                </li>
              );
            })}
            <li>
              <Link to="/darshan">Dev Darshan</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Ghumakkad. All rights reserved.
      </p>
    </footer>
  );
}
