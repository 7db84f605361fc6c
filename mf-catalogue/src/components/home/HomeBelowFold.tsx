import { DevotionalPlans, HiddenGems, TravelerReviews, TrendingDestinations } from './HomeSections';
import { ThemeGrid } from './ThemeGrid';
import { useHomeContent } from './useHomeContent';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * The home page below its hero: a chunk of its own that the browser fetches and hydrates as it
 * comes near the viewport (HomePage), so a visit starts with the hero and its search alone. Its
 * words and cards are content/home.yaml's (GET /site/home, with the HTML); the theme grid is
 * the site's fixed theme list.
 */
export default function HomeBelowFold() {
  const content = useHomeContent();
  if (content.status !== 'ready') return <ThemeGrid />;
  const { home } = content;
  return (
    <>
      <HiddenGems content={home.hiddenGems} />
      <DevotionalPlans content={home.devotionalPlans} />
      <ThemeGrid />
      <TrendingDestinations content={home.trendingDestinations} />
      <WhyChooseUs content={home.whyChooseUs} />
      <TravelerReviews content={home.reviews} />
    </>
  );
}
