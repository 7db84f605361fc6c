import type { HomeAnswer } from '@tour/shared/contracts';
import { HomeCarousel } from './HomeCarousel';
import { OfferCard, PlaceCard, ReviewCard } from './HomeCards';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import section from './HomeSection.module.css';

/** The home sections below the hero: words and cards from content/home.yaml (GET /site/home). */

export function HiddenGems({ content }: { content: HomeAnswer['hiddenGems'] }) {
  if (content.packages.length === 0) return null;
  return (
    <Reveal className={section.section} aria-labelledby="hidden-gems-title">
      <HomeCarousel
        label="Hidden gems"
        heading={
          <SectionHeading
            id="hidden-gems-title"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
          />
        }
      >
        {content.packages.map((gem) => (
          <OfferCard key={gem.slug} gem={gem} />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

export function DevotionalPlans({ content }: { content: HomeAnswer['devotionalPlans'] }) {
  if (content.places.length === 0) return null;
  return (
    <Reveal className={section.section} aria-labelledby="devotional-title">
      <HomeCarousel
        label="Devotional plans"
        heading={
          <SectionHeading
            id="devotional-title"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
          />
        }
      >
        {content.places.map((place) => (
          <PlaceCard key={place.destination} place={place} action="View packages" />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

export function TrendingDestinations({ content }: { content: HomeAnswer['trendingDestinations'] }) {
  if (content.places.length === 0) return null;
  return (
    <Reveal className={section.section} aria-labelledby="trending-title">
      <HomeCarousel
        label="Trending destinations"
        maxSlidesPerView={4}
        heading={
          <SectionHeading
            id="trending-title"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
          />
        }
      >
        {content.places.map((place) => (
          <PlaceCard key={place.destination} place={place} action="Explore packages" />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

/** Shown only with reviews that say where and when they were posted; none ship yet. */
export function TravelerReviews({ content }: { content: HomeAnswer['reviews'] }) {
  if (content.testimonials.length === 0) return null;
  return (
    <Reveal className={section.section} aria-labelledby="reviews-title">
      <HomeCarousel
        label="Traveller reviews"
        heading={
          <SectionHeading
            id="reviews-title"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
          />
        }
      >
        {content.testimonials.map((review) => (
          <ReviewCard key={`${review.reviewer}-${review.date}`} review={review} />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}
