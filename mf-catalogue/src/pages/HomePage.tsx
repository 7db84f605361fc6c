import { PageMeta, SITE_NAME, siteUrl, useRuntimeConfig, type RuntimeConfig } from '@tour/shared';
import type { TravelAgency, WithContext } from 'schema-dts';
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

/** The agency itself, for search engines: name, phone and office from the runtime config. */
export function travelAgencyJsonLd(config: RuntimeConfig): WithContext<TravelAgency> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: SITE_NAME,
    url: siteUrl('/'),
    telephone: config.phone,
    email: config.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.officeAddress,
      addressCountry: 'IN',
    },
    areaServed: { '@type': 'Country', name: 'India' },
    currenciesAccepted: 'INR',
  };
}

/** Home (spec §2): hero with search, then offers, pilgrimages, themes, destinations, reviews. */
export function HomePage() {
  const config = useRuntimeConfig();
  return (
    <div className={styles.page}>
      <PageMeta
        title="Tour Packages in India"
        description="Ghumakkad: tour packages across India with clear prices, day-by-day itineraries and quotes from expert agents."
        canonicalPath="/"
        jsonLd={travelAgencyJsonLd(config)}
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
