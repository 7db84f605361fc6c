import { HomeHero } from '../components/HomeHero';
import styles from './HomePage.module.css';

const WHY_US = [
  { title: 'Easy to use', text: 'Tell us where and when; we do the legwork of comparing agents.' },
  { title: 'Fast and responsive', text: 'Quotes from expert agents, usually within a day.' },
  { title: 'Secure and reliable', text: 'Verified partners and clear written policies.' },
  { title: '24/7 support', text: 'A real person on the phone, before and during your trip.' },
];

export function HomePage() {
  return (
    <div className={styles.page}>
      <HomeHero />
      <section className={styles.why} aria-labelledby="why-us-title">
        <h2 id="why-us-title">Why travellers choose Ghumakkad</h2>
        <ul className={styles.whyGrid}>
          {WHY_US.map((item) => (
            <li key={item.title} className={styles.whyCard}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
