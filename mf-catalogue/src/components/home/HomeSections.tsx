import { HomeCarousel } from './HomeCarousel';
import { OfferCard, PlaceCard, ReviewCard } from './HomeCards';
import { DEVOTIONAL_PLANS, HIDDEN_GEMS, REVIEWS, TRENDING_DESTINATIONS } from './homeContent';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import section from './HomeSection.module.css';

export function HiddenGems() {
  return (
    <Reveal className={section.section} aria-labelledby="hidden-gems-title">
      <HomeCarousel
        label="Hidden gems"
        heading={
          <SectionHeading
            id="hidden-gems-title"
            eyebrow="Off the beaten track"
            title="Hidden gems of India"
            intro="Quieter places our agents love, with a fixed starting price per person."
          />
        }
      >
        {HIDDEN_GEMS.map((gem) => (
          <OfferCard key={gem.name} gem={gem} />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

export function DevotionalPlans() {
  return (
    <Reveal className={section.section} aria-labelledby="devotional-title">
      <HomeCarousel
        label="Devotional plans"
        heading={
          <SectionHeading
            id="devotional-title"
            eyebrow="Pilgrimages"
            title="Devotional plans"
            intro="Darshan, stays and travel arranged with care, so you can keep your mind on the yatra."
          />
        }
      >
        {DEVOTIONAL_PLANS.map((place) => (
          <PlaceCard key={place.name} place={place} action="View packages" />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

export function TrendingDestinations() {
  return (
    <Reveal className={section.section} aria-labelledby="trending-title">
      <HomeCarousel
        label="Trending destinations"
        maxSlidesPerView={4}
        heading={
          <SectionHeading
            id="trending-title"
            eyebrow="Popular right now"
            title="Trending destinations"
            intro="Where travellers are heading this season."
          />
        }
      >
        {TRENDING_DESTINATIONS.map((place) => (
          <PlaceCard key={place.name} place={place} action="Explore packages" />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}

export function TravelerReviews() {
  return (
    <Reveal className={section.section} aria-labelledby="reviews-title">
      <HomeCarousel
        label="Traveller reviews"
        heading={
          <SectionHeading
            id="reviews-title"
            eyebrow="Traveller reviews"
            title="What travellers tell us"
          />
        }
      >
        {REVIEWS.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </HomeCarousel>
    </Reveal>
  );
}
