import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useRuntimeConfig, telHref } from '@tour/shared';
import { BrandLogo } from './BrandLogo';
import { ThemesMenu } from './ThemesMenu';
import { useFoldOnNavigation } from './useFoldOnNavigation';
import { whatsappHref } from './contactLinks';
import styles from './SiteHeader.module.css';

function PhoneIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

function WhatsAppIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.4c.2 0 .4 0 .6.5l.8 1.9c.1.2 0 .4-.1.6l-.6.7c-.1.2-.2.3 0 .6a7 7 0 0 0 3.3 2.9c.2.1.4.1.6-.1l.8-1c.2-.2.3-.2.6-.1l1.9.9c.3.1.4.2.4.4 0 .9-.7 1.9-1.6 2-1 .2-2.4 0-4.6-1.3a10 10 0 0 1-3.4-3.7c-.8-1.5-.6-2.7 0-3.4.4-.5.8-.9 1.3-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The bar, and the spec's mobile menu: below 821 px the links fold into a `<details>`, so the menu
 * opens at the first tap, before the app runs and without JavaScript. Wider, the same links show
 * in the bar and the toggle is hidden (SiteHeader.module.css). The app only folds it again: on
 * any navigation, Escape, or a link that stays on the page (the call link).
 */
export function SiteHeader() {
  const { phone } = useRuntimeConfig();
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
        {/* Phones: calling or messaging us is one tap from every page, not inside the menu. */}
        <div className={styles.quickContacts}>
          <a
            className={`${styles.quickContact} ${styles.quickCall}`}
            href={telHref(phone)}
            aria-label={`Call us 24/7 at ${phone}`}
          >
            <PhoneIcon />
          </a>
          <a
            className={`${styles.quickContact} ${styles.quickWhatsApp}`}
            href={whatsappHref(phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Message us on WhatsApp at ${phone}`}
          >
            <WhatsAppIcon />
          </a>
        </div>
        <details ref={menuRef} className={styles.menu}>
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
            <a className={styles.call} href={telHref(phone)}>
              <small>Book Online or Call Us 24/7</small>
              <strong>{phone}</strong>
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}
