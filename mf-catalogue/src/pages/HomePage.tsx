import { PageMeta } from '@tour/shared';
import { startTransition, useEffect, useState } from 'react';
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

/**
 * False for the first render, true right after it: the hero (the first screen and its largest
 * picture) is painted without waiting for the sections below it, which the first screen does
 * not show. The shell keeps the main area one screen tall, so nothing visible moves.
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/** Home (spec §2): hero with search, then offers, pilgrimages, themes, destinations, reviews. */
export function HomePage() {
  const belowTheFold = useBelowTheFold();
  return (
    <div className={styles.page}>
      <PageMeta
        title="Tour Packages in India"
        description="Ghumakkad: tour packages across India with clear prices, day-by-day itineraries and quotes from expert agents."
        canonicalPath="/"
      />
      <HomeHero />
      {belowTheFold && (
        <>
          <HiddenGems />
          <DevotionalPlans />
          <ThemeGrid />
          <TrendingDestinations />
          <WhyChooseUs />
          <TravelerReviews />
        </>
      )}
    </div>
  );
}
