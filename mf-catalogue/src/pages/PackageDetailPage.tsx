import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  Breadcrumb,
  breadcrumbJsonLd,
  BREAKPOINTS_PX,
  DETAIL_INFORMATION_TRUNCATE_CHARS,
  listingPath,
  nightsDays,
  packageDetailPath,
  type PackageDetail,
  type PackageDetailResponseData,
  packagePriceLabel,
  PageMeta,
  PhoneLink,
  PinIcon,
  type PreviewImageSubject,
  previewImageUrl,
  ShareButtons,
  siteUrl,
  Skeleton,
  slugToWords,
  useMediaQuery,
  useMovedPage,
} from '@tour/shared';
import { usePackageDetail } from '../hooks/usePackageDetail';
import { BookingPanel, MobileBookBar } from '../components/detail/BookingPanel';
import { ItineraryDays } from '../components/detail/ItineraryDays';
import { PackageIncludes } from '../components/detail/PackageIncludes';
import { SimilarPackages } from '../components/detail/SimilarPackages';
import { TourInformation, TourPolicies } from '../components/detail/TourInformation';
import { CatalogueNotFound } from '../components/shared/CatalogueNotFound';
import { ExpandableRichText } from '../components/shared/ExpandableRichText';
import { PackageImage } from '../components/shared/PackageImage';
import { ScrollToTopButton } from '../components/shared/ScrollToTopButton';
import { richTextPlain } from '@tour/shared/richText';
import { BestMonths, DifficultyFact, StayFact } from '../components/shared/PackageFacts';
import type { AggregateOffer, TouristTrip, WithContext } from 'schema-dts';
import styles from './PackageDetailPage.module.css';

export interface PackageDetailPageProps {
  /** `goa` of /goa-tour-packages-details/goa-beach-escape. */
  destinationSlug: string;
  /** `goa-beach-escape`. */
  packageSlug: string;
}

/** Below the mobile-menu width the booking remote's bottom bar replaces the side form. */
const SMALL_SCREEN = `(max-width: ${BREAKPOINTS_PX.mobileMenu - 0.02}px)`;

/** Home / Goa Tour Packages / the package: on the page and in its JSON-LD alike. */
function packageCrumbs(destination: string, title: string, path: string) {
  return [
    { name: 'Home', path: '/' },
    { name: `${destination} Tour Packages`, path: listingPath(destination) },
    { name: title, path },
  ];
}

/**
 * The offer as the page states it: the whole price range per person, in INR, and how GST is
 * charged (schema.org's valueAddedTaxIncluded), with the page's own words as its description.
 */
function packageOffer(pkg: PackageDetail, url: string): AggregateOffer {
  const highPrice = pkg.maxPrice != null && pkg.maxPrice > pkg.price ? pkg.maxPrice : pkg.price;
  return {
    '@type': 'AggregateOffer',
    lowPrice: pkg.price,
    highPrice,
    priceCurrency: 'INR',
    url,
    availability: 'https://schema.org/InStock',
    description: packagePriceLabel(pkg),
    ...(pkg.gst !== undefined
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: pkg.price,
            maxPrice: highPrice,
            priceCurrency: 'INR',
            valueAddedTaxIncluded: pkg.gst === 'included',
          },
        }
      : {}),
  };
}

function DetailMeta({
  props,
  title,
  destination,
  data,
}: {
  props: PackageDetailPageProps;
  title: string;
  destination: string;
  data: PackageDetailResponseData | null;
}) {
  const path = `/${props.destinationSlug}-tour-packages-details/${props.packageSlug}`;
  const pkg = data?.packageDetailResponse;
  // The API's rich text, sanitised where it was stored: only its text is wanted here.
  const plain = useMemo(() => (pkg ? richTextPlain(pkg.information) : ''), [pkg]);
  const description = pkg
    ? `${pkg.name}: ${nightsDays(pkg.days)} in ${pkg.destinationName}. ${plain}`
    : `${title}: a ${destination} tour package with a day-by-day itinerary.`;
  const breadcrumbs = breadcrumbJsonLd(packageCrumbs(destination, title, path));
  // Its photo's preview JPEG, else a PNG of its drawn landscape: the link preview's own raster
  // image, never the page's SVG drawing, which search engines do not show.
  const previewImage: PreviewImageSubject = pkg?.photo
    ? { kind: 'photo', ...pkg.photo.preview }
    : { kind: 'packages', slug: props.packageSlug };
  const trip: WithContext<TouristTrip> | null = pkg
    ? {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: pkg.name,
        description: plain,
        url: siteUrl(path),
        image: previewImageUrl(previewImage),
        touristType: 'Leisure',
        provider: { '@type': 'TravelAgency', name: 'Ghumakkad', url: siteUrl('/') },
        offers: packageOffer(pkg, siteUrl(path)),
        itinerary: {
          '@type': 'ItemList',
          numberOfItems: data.itineraryNameResponseList.length,
          itemListElement: data.itineraryNameResponseList.map((day, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: { '@type': 'TouristAttraction', name: day.name, description: day.description },
          })),
        },
      }
    : null;
  return (
    <PageMeta
      title={title}
      description={
        description.length > 160 ? `${description.slice(0, 157).trimEnd()}...` : description
      }
      canonicalPath={pkg ? packageDetailPath(pkg.destinationName, pkg.name) : path}
      previewImage={previewImage}
      jsonLd={trip ? [trip, breadcrumbs] : breadcrumbs}
    />
  );
}

/** /{destination}-tour-packages-details/{packageName}: the package detail of spec §2. */
export function PackageDetailPage(props: PackageDetailPageProps) {
  const { destinationSlug, packageSlug } = props;
  const state = usePackageDetail(packageSlug);
  useMovedPage(state.status === 'not-found');
  const small = useMediaQuery(SMALL_SCREEN);
  const data = state.status === 'ready' ? state.data : null;
  const pkg = data?.packageDetailResponse ?? null;
  if (state.status === 'not-found') {
    return (
      <CatalogueNotFound
        title="Package not found"
        message="We have no tour package at this address."
      />
    );
  }

  // The spec's title is the slug in words; once the package arrives, its own spelling.
  const title = pkg?.name ?? slugToWords(packageSlug);
  const destination = pkg?.destinationName ?? slugToWords(destinationSlug);
  const crumbs = packageCrumbs(
    destination,
    title,
    `/${destinationSlug}-tour-packages-details/${packageSlug}`,
  );
  return (
    <div className={small && pkg ? `${styles.page} ${styles.withBar}` : styles.page}>
      <DetailMeta props={props} title={title} destination={destination} data={data} />
      <header className={styles.banner}>
        {pkg ? (
          <PackageImage
            src={pkg.image}
            photo={pkg.photo}
            sizes="100vw"
            credit="visible"
            alt=""
            width={1200}
            height={420}
            priority
            className={styles.bannerImage}
          />
        ) : (
          <Skeleton className={styles.bannerImage} height="100%" />
        )}
        <div className={styles.bannerText}>
          <Breadcrumb items={crumbs} tone="dark" className={styles.breadcrumb} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.facts}>
            <span>
              <PinIcon size={16} />
              {destination}
            </span>
            {pkg && <span>{nightsDays(pkg.days)}</span>}
            {pkg && pkg.rating !== undefined && <StayFact stay={pkg.stay} rating={pkg.rating} />}
            {pkg && <BestMonths months={pkg.months} />}
            {pkg && <DifficultyFact difficulty={pkg.difficulty} />}
          </p>
          {pkg && (
            <ShareButtons
              url={siteUrl(packageDetailPath(pkg.destinationName, pkg.name))}
              title={pkg.name}
              tone="dark"
            />
          )}
        </div>
      </header>

      <div className={styles.layout}>
        <aside className={styles.side} aria-label="Price and booking">
          <BookingPanel pkg={pkg} showForm={!small} />
        </aside>

        <div className={styles.main}>
          <section className={styles.overview} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.sectionTitle}>
              Overview
            </h2>
            {pkg ? (
              <ExpandableRichText
                text={pkg.information}
                limit={DETAIL_INFORMATION_TRUNCATE_CHARS}
                emptyText="No description available"
              />
            ) : state.status === 'loading' ? (
              <div className={styles.lines} aria-hidden="true">
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton width="60%" height={14} />
              </div>
            ) : (
              <p className={styles.wayOn}>
                Call <PhoneLink /> for this package, or see{' '}
                <Link to={listingPath(destination)}>all {destination} tour packages</Link>.
              </p>
            )}
          </section>

          {pkg && <PackageIncludes includes={pkg.includes} stay={pkg.stay} />}
          <ItineraryDays
            days={data ? data.itineraryNameResponseList : null}
            imageClassName={styles.dayImage}
          />
          {pkg && <TourInformation pkg={pkg} />}
          {pkg && <TourPolicies pkg={pkg} />}
          {pkg && (
            <SimilarPackages
              destinationName={pkg.destinationName}
              current={{
                id: pkg.id,
                name: pkg.name,
                days: pkg.days,
                price: pkg.price,
                maxPrice: pkg.maxPrice ?? null,
              }}
            />
          )}
        </div>
      </div>

      {small && pkg && <MobileBookBar pkg={pkg} />}
      <ScrollToTopButton raised={small && !!pkg} />
    </div>
  );
}
