import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useRuntimeConfig, telHref } from '@tour/shared';
import { BrandLogo } from './BrandLogo';
import { ThemesMenu } from './ThemesMenu';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { phone } = useRuntimeConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <header
      className={styles.header}
      // Escape folds the open mobile menu and puts focus back on its toggle.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Ghumakkad home">
          <BrandLogo />
          <span>Ghumakkad</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav
          id="site-nav"
          aria-label="Main"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          // Following any link in the mobile menu folds it away again.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
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
      </div>
    </header>
  );
}
