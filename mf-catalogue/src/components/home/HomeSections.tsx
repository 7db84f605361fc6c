import type { ReactNode } from 'react';
import type { HomeAnswer, HomeSectionCopy } from '@tour/shared/contracts';
import { HomeCarousel, type MaxSlidesPerView } from './HomeCarousel';
import { OfferCard, PlaceCard, ReviewCard } from './HomeCards';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import section from './HomeSection.module.css';

/** The home sections below the hero: words and cards from content/home.yaml (GET /site/home). */

/**
 * A home section that is one carousel under its heading, revealed as it comes near the screen.
 * `id` names the heading the section is labelled by; `label` names the carousel.
 */
function CarouselSection({
  id,
  label,
  words,
  maxSlidesPerView,
  children,
}: {
  id: string;
  label: string;
  words: HomeSectionCopy;
  maxSlidesPerView?: MaxSlidesPerView;
  children: ReactNode;
}) {
  return (
    <Reveal className={section.section} aria-labelledby={id}>
      <HomeCarousel
        label={label}
        maxSlidesPerView={maxSlidesPerView}
        heading={
          <SectionHeading id={id} eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        }
      >
        {children}
      </HomeCarousel>
    </Reveal>
  );
}

export function HiddenGems({ content }: { content: HomeAnswer['hiddenGems'] }) {
  if (content.packages.length === 0) return null;
  return (
    <CarouselSection id="hidden-gems-title" label="Hidden gems" words={content}>
      {content.packages.map((gem) => (
        <OfferCard key={gem.slug} gem={gem} />
      ))}
    </CarouselSection>
  );
}

export function DevotionalPlans({ content }: { content: HomeAnswer['devotionalPlans'] }) {
  if (content.places.length === 0) return null;
  return (
    <CarouselSection id="devotional-title" label="Devotional plans" words={content}>
      {content.places.map((place) => (
        <PlaceCard key={place.destination} place={place} action="View packages" />
      ))}
    </CarouselSection>
  );
}

export function TrendingDestinations({ content }: { content: HomeAnswer['trendingDestinations'] }) {
  if (content.places.length === 0) return null;
  return (
    <CarouselSection
      id="trending-title"
      label="Trending destinations"
      words={content}
      maxSlidesPerView={4}
    >
      {content.places.map((place) => (
        <PlaceCard key={place.destination} place={place} action="Explore packages" />
      ))}
    </CarouselSection>
  );
}

/** Shown only with reviews that say where and when they were posted; none ship yet. */
export function TravelerReviews({ content }: { content: HomeAnswer['reviews'] }) {
  if (content.testimonials.length === 0) return null;
  return (
    <CarouselSection id="reviews-title" label="Traveller reviews" words={content}>
      {content.testimonials.map((review) => (
        <ReviewCard key={`${review.reviewer}-${review.date}`} review={review} />
      ))}
    </CarouselSection>
  );
}
