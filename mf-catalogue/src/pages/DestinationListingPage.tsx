import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Breadcrumb,
  Button,
  buttonClassName,
  EnquiryLink,
  countLabel,
  DESCRIPTION_TRUNCATE_CHARS,
  Eyebrow,
  formatInr,
  type SearchResponseData,
  breadcrumbJsonLd,
  PageMeta,
  listingPath,
  slugToWords,
  toSlug,
  useMovedPage,
} from '@tour/shared';
import { useListingData } from '../hooks/useListingData';
import { DestinationSearchOverlay } from '../components/listing/DestinationSearchOverlay';
import { FilterPanel } from '../components/listing/FilterPanel';
import { ListingViewForm } from '../components/listing/ListingViewForm';
import { SortSelect } from '../components/listing/SortSelect';
import { ListingFaq } from '../components/listing/ListingFaq';
import { ListingSkeleton } from '../components/listing/ListingSkeleton';
import { ListingPackageCard } from '../components/packageCard/ListingPackageCard';
import { Pagination } from '../components/listing/Pagination';
import { PromoBanner } from '../components/listing/PromoBanner';
import { SummaryBar } from '../components/listing/SummaryBar';
import { summaryCategory } from '../components/listing/listingCategories';
import {
  applyFilters,
  paginate,
  sortPackages,
  withPromos,
} from '../components/listing/listingFilters';
import { useListingQuery, type ListingQuery } from '../components/listing/useListingQuery';
import { ExpandableRichText } from '../components/shared/ExpandableRichText';
import { PackageImage } from '../components/shared/PackageImage';
import { richTextPlain } from '@tour/shared/richText';
import type { FAQPage, Question, WithContext } from 'schema-dts';
import { CatalogueNotFound } from '../components/shared/CatalogueNotFound';
import styles from './DestinationListingPage.module.css';

export interface DestinationListingPageProps {
  /** `goa` of /goa-tour-packages (the shell passes path params as props). */
  destinationSlug: string;
}

/** Home / Goa Tour Packages: on the page and in its JSON-LD alike. */
function listingCrumbs(destination: string) {
  return [
    { name: 'Home', path: '/' },
    { name: `${destination} Tour Packages`, path: listingPath(destination) },
  ];
}

/** The listing's answered questions as schema.org FAQPage; null when none has an answer. */
export function faqJsonLd(data: SearchResponseData): WithContext<FAQPage> | null {
  const answers = new Map(data.answerResponses.map((a) => [a.questionId, a.answer]));
  const answered = data.questionResponses.filter((q) => answers.get(q.id)?.trim());
  if (answered.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map((q): Question => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: answers.get(q.id)?.trim() ?? '' },
    })),
  };
}

function ListingMeta({
  destinationSlug,
  data,
}: {
  destinationSlug: string;
  data: SearchResponseData | null;
}) {
  const destination = data?.mainPackageResponse.destinationName ?? slugToWords(destinationSlug);
  const path = listingPath(destination);
  const faq = useMemo(() => (data ? faqJsonLd(data) : null), [data]);
  const description = useMemo(() => {
    if (!data)
      return `Tour packages for ${destination} with day-by-day itineraries and clear prices.`;
    const prices = data.packageList.map((p) => p.price);
    const from = prices.length ? ` from ${formatInr(Math.min(...prices))} per person` : '';
    // The API's rich text, sanitised where it was stored: only its text is wanted here.
    const about = richTextPlain(data.mainPackageResponse.description);
    const text = `Compare ${countLabel(data.packageList.length, `${destination} tour package`)}${from}. ${about}`;
    return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
  }, [data, destination]);
  return (
    <PageMeta
      title={`${destination} Tour Packages`}
      description={description}
      canonicalPath={path}
      previewImage={
        data?.mainPackageResponse.photo
          ? { kind: 'photo', ...data.mainPackageResponse.photo.preview }
          : { kind: 'destinations', slug: toSlug(destination) }
      }
      jsonLd={[breadcrumbJsonLd(listingCrumbs(destination)), ...(faq ? [faq] : [])]}
    />
  );
}

/** /{destination}-tour-packages: a destination's packages, filtered, sorted and paged. */
export function DestinationListingPage({ destinationSlug }: DestinationListingPageProps) {
  const listing = useListingData(destinationSlug);
  useMovedPage(listing.status === 'empty' && listing.notFound);
  const query = useListingQuery();
  const [searchOpen, setSearchOpen] = useState(false);
  const data = listing.status === 'ready' ? listing.data : null;

  const destination = data?.mainPackageResponse.destinationName ?? slugToWords(destinationSlug);
  // The categories ticked in the filter, which the search's (or a theme's) category arrives as:
  // the response's categoryName only guesses one when none was asked for (its cheapest
  // package's), so it is not shown.
  const category = summaryCategory(query.filters.categories);

  if (listing.status === 'empty' && listing.notFound) {
    return (
      <div className={styles.page}>
        <CatalogueNotFound
          title="Destination not found"
          message="We have no destination or tour packages at this address."
        />
        <DestinationSearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ListingMeta destinationSlug={destinationSlug} data={data} />
      <SummaryBar
        destination={destination}
        category={category}
        month={query.month}
        onSearch={() => setSearchOpen(true)}
      />
      {listing.status === 'loading' && <ListingSkeleton />}
      {listing.status === 'empty' && (
        <ListingEmpty destination={destination} onSearch={() => setSearchOpen(true)} />
      )}
      {data && <ListingContent key={destinationSlug} data={data} query={query} />}
      <DestinationSearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
    </div>
  );
}

/** The packages could not be had just now (an outage, not an unknown destination). */
function ListingEmpty({ destination, onSearch }: { destination: string; onSearch: () => void }) {
  return (
    <section className={styles.emptyState} aria-labelledby="listing-empty-title">
      <h1 id="listing-empty-title">{destination} Tour Packages</h1>
      <p>
        We could not show packages for {destination} just now. Search another destination, or tell
        us your plan and our travel experts will put one together for you.
      </p>
      <div className={styles.emptyActions}>
        <Button onClick={onSearch}>Search destinations</Button>
        <EnquiryLink
          className={buttonClassName({ variant: 'secondary' })}
          prefill={{ destination }}
        >
          Plan my trip
        </EnquiryLink>
        <Link to="/" className={styles.homeLink}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

function ListingContent({ data, query }: { data: SearchResponseData; query: ListingQuery }) {
  const main = data.mainPackageResponse;
  const destination = main.destinationName;
  const resultsRef = useRef<HTMLElement>(null);
  const formId = useId();

  const filtered = useMemo(
    () =>
      sortPackages(
        applyFilters(data.packageList, query.filters),
        query.sort,
        query.month?.month ?? null,
      ),
    [data.packageList, query.filters, query.sort, query.month],
  );
  const slice = paginate(filtered, query.page);
  const entries = withPromos(slice.items);

  // A new page is a new history entry, which the shell scrolls to the top as it lays the page
  // out; scrolling to the results afterwards (a passive effect runs after layout) keeps the
  // visitor at the list they are paging through.
  const pagedByVisitor = useRef(false);
  function goToPage(page: number) {
    pagedByVisitor.current = true;
    query.setPage(page);
  }
  useEffect(() => {
    if (!pagedByVisitor.current) return;
    pagedByVisitor.current = false;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  return (
    <>
      <header className={styles.banner}>
        <PackageImage
          src={main.bannerImage}
          photo={main.photo}
          sizes="100vw"
          credit="visible"
          alt=""
          width={1200}
          height={360}
          priority
          className={styles.bannerImage}
        />
        <div className={styles.bannerText}>
          <Breadcrumb
            items={listingCrumbs(destination)}
            tone="dark"
            className={styles.breadcrumb}
          />
          <Eyebrow tone="inherit" tight>
            Tour packages
          </Eyebrow>
          <h1 className={styles.bannerTitle}>{destination}</h1>
        </div>
      </header>

      <div className={styles.container}>
        <section className={styles.intro} aria-labelledby="listing-name">
          <h2 id="listing-name" className={styles.name}>
            {main.name}
          </h2>
          <ExpandableRichText
            text={main.description}
            limit={DESCRIPTION_TRUNCATE_CHARS}
            emptyText="No description available"
            className={styles.description}
          />
        </section>

        <div className={styles.layout}>
          <ListingViewForm
            id={formId}
            action={listingPath(destination)}
            hidden={{ month: query.monthParam }}
            label="Filter and sort packages"
          />
          <FilterPanel
            items={data.packageList}
            filters={query.filters}
            onToggle={query.toggleFilter}
            onClear={query.clearFilters}
            form={formId}
          />
          <section ref={resultsRef} className={styles.results} aria-labelledby="listing-count">
            <div className={styles.toolbar}>
              <p id="listing-count" className={styles.count} role="status">
                Showing {filtered.length} {destination} Tour Package(s)
              </p>
              <SortSelect form={formId} value={query.sort} onChange={query.setSort} />
            </div>
            {filtered.length === 0 ? (
              <div className={styles.noMatch}>
                <p>No packages match these filters.</p>
                <Button variant="secondary" onClick={query.clearFilters}>
                  Clear filters
                </Button>
              </div>
            ) : (
              <ol className={styles.list}>
                {entries.map((entry, index) =>
                  entry.kind === 'item' ? (
                    <li key={entry.item.id}>
                      <ListingPackageCard
                        item={entry.item}
                        destinationName={destination}
                        priority={index < 2}
                        searchedMonth={query.month?.month ?? null}
                      />
                    </li>
                  ) : (
                    <li key={`promo-${entry.index}`} data-testid="promo-slot">
                      <PromoBanner index={entry.index} destinationName={destination} />
                    </li>
                  ),
                )}
              </ol>
            )}
            <Pagination page={slice.page} pageCount={slice.pageCount} onChange={goToPage} />
          </section>
        </div>

        <ListingFaq
          destinationName={destination}
          questions={data.questionResponses}
          answers={data.answerResponses}
        />
      </div>
    </>
  );
}
