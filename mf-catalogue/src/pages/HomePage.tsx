import { HomeHero } from '../components/HomeHero';
import {
  DevotionalPlans,
  HiddenGems,
  TravelerReviews,
  TrendingDestinations,
} from '../components/home/HomeSections';
import { ThemeGrid } from '../components/home/ThemeGrid';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import styles from './HomePage.module.css';

/** Home (spec §2): hero with search, then offers, pilgrimages, themes, destinations, reviews. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <HomeHero />
      <HiddenGems />
      <DevotionalPlans />
      <ThemeGrid />
      <TrendingDestinations />
      <WhyChooseUs />
      <TravelerReviews />
    </div>
  );
}
