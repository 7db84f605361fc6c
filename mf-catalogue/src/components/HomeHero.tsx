import { SearchBar } from './SearchBar';
import { HeroSlideshow } from './home/HeroSlideshow';
import styles from './HomeHero.module.css';

const TRUST_NOTES = ['100% Personalized Trips', 'Best Prices Guaranteed', '24/7 Support'];

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <h1 id="home-hero-title" className="visually-hidden">
        Ghumakkad: tour packages across India, planned around you
      </h1>
      <div className={styles.stage}>
        <div className={styles.content}>
          <HeroSlideshow />
          <ul className={styles.trust} aria-label="Why book with us">
            {TRUST_NOTES.map((note) => (
              <li key={note}>
                <span aria-hidden="true">✓</span> {note}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.search}>
        <SearchBar />
      </div>
    </section>
  );
}
