import { SearchBar } from './SearchBar';
import { HeroIllustration } from './HeroIllustration';
import styles from './HomeHero.module.css';

const TRUST_NOTES = ['100% Personalized Trips', 'Best Prices Guaranteed', '24/7 Support'];

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.art}>
        <HeroIllustration />
      </div>
      <div className={styles.content}>
        <p className={styles.eyebrow}>Kerala Tour Packages</p>
        <h1 id="home-hero-title" className={styles.title}>
          Backwaters, hill towns and temple trails, planned around you
        </h1>
        <ul className={styles.trust}>
          {TRUST_NOTES.map((note) => (
            <li key={note}>
              <span aria-hidden="true">✓</span> {note}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.search}>
        <SearchBar />
      </div>
    </section>
  );
}
