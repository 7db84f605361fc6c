import { PageMeta } from '@tour/shared';
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
      <PageMeta
        title="Tour Packages in India"
        description="Ghumakkad: tour packages across India with clear prices, day-by-day itineraries and quotes from expert agents."
        canonicalPath="/"
      />
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
