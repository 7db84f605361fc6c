import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PhoneIcon, telLink } from '@tour/shared';
import { BrandLogo } from './BrandLogo';
import { ThemesMenu } from './ThemesMenu';
import { useFoldOnNavigation } from './useFoldOnNavigation';
import { useSiteProfile } from '@tour/shared';
import { WhatsAppChatLink } from './WhatsAppChatLink';
import styles from './SiteHeader.module.css';

/**
 * The bar, and the spec's mobile menu: below 821 px the links fold into a `<details>`, so the menu
 * opens at the first tap, before the app runs and without JavaScript. Wider, the same links show
 * in the bar and the toggle is hidden (SiteHeader.module.css). The app only folds it again: on
 * any navigation, Escape, or a link that stays on the page (the call link).
 */
export function SiteHeader() {
  const profile = useSiteProfile();
  const menuRef = useRef<HTMLDetailsElement>(null);
  // Any link (the call link too) or Back and Forward folds it.
  useFoldOnNavigation(menuRef);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <header
      className={styles.header}
      // Escape folds the open mobile menu and puts focus back on its toggle.
      onKeyDown={(event) => {
        const menu = menuRef.current;
        if (event.key !== 'Escape' || !menu?.open) return;
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }}
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Ghumakkad home">
          <BrandLogo />
          <span>Ghumakkad</span>
        </Link>
        {/*
          Calling (phones; the wide bar has the call pill) and WhatsApp (every width) are one tap
          from every page, not inside the menu. Without the profile there is no number to offer.
        */}
        {profile && (
          <div className={styles.quickContacts}>
            <a
              className={`${styles.quickContact} ${styles.quickCall}`}
              href={telLink(profile.phone)}
              aria-label={`Call us 24/7 at ${profile.phone.display}`}
            >
              <PhoneIcon size={22} />
            </a>
            <WhatsAppChatLink
              whatsapp={profile.whatsapp}
              className={`${styles.quickContact} ${styles.quickWhatsApp}`}
              labelClassName={styles.quickLabel}
            />
          </div>
        )}
        {/* Open, it covers the page down to the floating buttons, which step aside (global.css). */}
        <details ref={menuRef} className={styles.menu} data-options-toggle="">
          <summary className={styles.menuToggle}>
            <span className={styles.burger} aria-hidden="true" />
            {/* Named by the disclosure's state, which CSS reads: it is right before the app runs. */}
            <span className={`visually-hidden ${styles.whenFolded}`}>Open menu</span>
            <span className={`visually-hidden ${styles.whenOpen}`}>Close menu</span>
          </summary>
          <nav id="site-nav" aria-label="Main" className={styles.nav}>
            <NavLink to="/tours" className={navClass}>
              Tours
            </NavLink>
            <ThemesMenu linkClassName={styles.link} />
            <NavLink to="/blogs" className={navClass}>
              Blogs
            </NavLink>
            <NavLink to="/contact-us" className={navClass}>
              Contact Us
            </NavLink>
            {profile && (
              <a className={styles.call} href={telLink(profile.phone)}>
                <small>Book Online or Call Us 24/7</small>
                <strong>{profile.phone.display}</strong>
              </a>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
