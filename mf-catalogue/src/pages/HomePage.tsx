import {
  lazyWhenNear,
  PageMeta,
  SITE_NAME,
  siteUrl,
  useSiteProfile,
  type SiteProfile,
} from '@tour/shared';
import type { TravelAgency, WithContext } from 'schema-dts';
import { HomeHero } from '../components/HomeHero';
import styles from './HomePage.module.css';
// The stylesheets of the sections below the hero come with the page's own, not with their
// deferred code: their server HTML is on screen, styled, long before that code is fetched.
import '../components/home/HomeSection.module.css';
import '../components/slideshow/slideControls.module.css';
import '../components/home/HomeCarousel.module.css';
import '../components/packageCard/PackageCardFrame.module.css';
import '../components/home/cards.module.css';
import '../components/home/Reveal.module.css';
import '../components/home/ThemeGrid.module.css';
import '../components/home/WhyChooseUs.module.css';

/** Offers, pilgrimages, themes, destinations and reviews: loaded as they come near the screen. */
const HomeBelowFold = lazyWhenNear(
  () => import(/* webpackChunkName: "home-below-fold" */ '../components/home/HomeBelowFold'),
  { className: styles.sections },
);

/**
 * The agency itself, for search engines: name, phone, email and office from the site profile
 * (without it, only what the site knows of itself).
 */
export function travelAgencyJsonLd(profile: SiteProfile | undefined): WithContext<TravelAgency> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: profile?.name ?? SITE_NAME,
    url: siteUrl('/'),
    ...(profile
      ? {
          telephone: profile.phone.e164,
          email: profile.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: profile.address.lines.join(', '),
            addressLocality: profile.address.city,
            postalCode: profile.address.pin,
            addressRegion: profile.address.state,
            addressCountry: 'IN',
          },
          ...(profile.registration.gstin ? { taxID: profile.registration.gstin } : {}),
        }
      : {}),
    areaServed: { '@type': 'Country', name: 'India' },
    currenciesAccepted: 'INR',
  };
}

/** Home: hero with search, then offers, pilgrimages, themes, destinations, reviews. */
export function HomePage() {
  const profile = useSiteProfile();
  return (
    <div className={styles.page}>
      <PageMeta
        title="Tour Packages in India"
        description="Ghumakkad: tour packages across India with clear prices, day-by-day itineraries and quotes from expert agents."
        canonicalPath="/"
        jsonLd={travelAgencyJsonLd(profile)}
      />
      <HomeHero />
      <HomeBelowFold />
    </div>
  );
}
