import { DevotionalPlans, HiddenGems, TravelerReviews, TrendingDestinations } from './HomeSections';
import { ThemeGrid } from './ThemeGrid';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * The home page below its hero: a chunk of its own that the browser fetches and hydrates as it
 * comes near the viewport (HomePage), so a visit starts with the hero and its search alone.
 */
export default function HomeBelowFold() {
  return (
    <>
      <HiddenGems />
      <DevotionalPlans />
      <ThemeGrid />
      <TrendingDestinations />
      <WhyChooseUs />
      <TravelerReviews />
    </>
  );
}
