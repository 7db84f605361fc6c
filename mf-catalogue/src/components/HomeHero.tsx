import { SearchBar } from './SearchBar';
import { HeroSlideshow } from './home/HeroSlideshow';
import { useHomeContent } from './home/useHomeContent';
import styles from './HomeHero.module.css';

export function HomeHero() {
  // The promises are the content's (content/home.yaml): none is typed here, so a note taken out
  // there is gone from the page, and none shows while the content is not to hand.
  const content = useHomeContent();
  const notes = content.status === 'ready' ? (content.home.hero.trustNotes ?? []) : [];
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <h1 id="home-hero-title" className="visually-hidden">
        Ghumakkad: tour packages across India, planned around you
      </h1>
      <div className={styles.stage}>
        <div className={styles.content}>
          <HeroSlideshow />
          {notes.length > 0 && (
            <ul className={styles.trust} aria-label="Why book with us">
              {notes.map((note) => (
                <li key={note}>
                  <span aria-hidden="true">✓</span> {note}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.search}>
        <SearchBar />
      </div>
    </section>
  );
}
