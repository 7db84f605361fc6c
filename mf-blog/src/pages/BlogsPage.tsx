import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta, SEARCH_CATEGORIES } from '@tour/shared';
import type { BlogSearchTerms } from '../api/blogs';
import { BlogGrid } from '../components/BlogGrid';
import { BlogSearchBar } from '../components/BlogSearchBar';
import { BLOG_CATEGORIES, categoryPath, searchCategoryName } from '../components/categories';
import { useBlogList, type BlogListQuery } from '../hooks/useBlogList';
import { useDestinations } from '../hooks/useDestinations';
import styles from './BlogsPage.module.css';

function positiveId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The search in the URL (`/blogs?destinationId=3&categoryId=5`), or null for the plain list. */
export function searchTermsFromUrl(params: URLSearchParams): BlogSearchTerms | null {
  const destinationId = positiveId(params.get('destinationId'));
  const categoryId = positiveId(params.get('categoryId'));
  const knownCategory = SEARCH_CATEGORIES.some((category) => category.id === categoryId);
  const terms = { destinationId, categoryId: knownCategory ? categoryId : null };
  return terms.destinationId || terms.categoryId ? terms : null;
}

/** The URL of a search: only the fields that were filled. */
export function searchUrl(terms: BlogSearchTerms): string {
  const params = new URLSearchParams();
  if (terms.destinationId) params.set('destinationId', String(terms.destinationId));
  if (terms.categoryId) params.set('categoryId', String(terms.categoryId));
  const query = params.toString();
  return query ? `/blogs?${query}` : '/blogs';
}

/** The list a /blogs URL shows: a search when it names one, else the latest blogs. */
export function blogListFor(terms: BlogSearchTerms | null): BlogListQuery {
  return terms ? { kind: 'search', ...terms } : { kind: 'latest' };
}

/**
 * The key of the first location this page load showed the list at. That list is asked for with
 * no attempt key, as the render server did, so hydration finds the list the HTML carries. Kept
 * for the page load, not per mount: Back to a list after reading a blog (a new mount) asks with
 * the key it used before and finds that list in the cache, as long as the visitor had it.
 */
let firstListKey: string | null = null;

/** The attempt key of the list shown at `locationKey`: a new navigation asks again. */
function listAttempt(locationKey: string): string {
  firstListKey ??= locationKey;
  return locationKey === firstListKey ? '' : locationKey;
}

export function BlogsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const destinations = useDestinations();
  const terms = searchTermsFromUrl(params);
  const query = blogListFor(terms);
  // A new navigation (even to the same search) asks again.
  const { blogs, status, paging } = useBlogList(query, listAttempt(location.key));
  const resultsRef = useRef<HTMLElement>(null);
  /** A search made on this page is waiting for its results, to bring them into view. */
  const searched = useRef(false);

  // After a search, bring its results into view once they are in. Only for a search made here:
  // Back to a list of results restores where the visitor was instead (the shell does that).
  useEffect(() => {
    if (!searched.current || status === 'loading') return;
    searched.current = false;
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [status, location.key]);

  const destinationName = destinations.find((item) => item.id === terms?.destinationId)?.name;
  const summary = terms
    ? [destinationName ?? (terms.destinationId ? 'Selected destination' : null)]
        .concat(terms.categoryId ? searchCategoryName(terms.categoryId) : null)
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <div className={styles.page}>
      <PageMeta
        title="Travel Blogs and Guides"
        description="Travel guides for India from Ghumakkad’s trip planners: when to go, what to pack, and what not to miss, by destination and by theme."
        canonicalPath="/blogs"
      />
      <section className={styles.hero} aria-labelledby="blogs-title">
        <p className={styles.eyebrow}>Travel stories</p>
        <h1 id="blogs-title">Guides and ideas for your next trip in India</h1>
        <p className={styles.lead}>
          Written by our trip planners: when to go, what to pack, and what not to miss.
        </p>
        <BlogSearchBar
          key={`${terms?.destinationId ?? ''}-${terms?.categoryId ?? ''}`}
          destinations={destinations}
          current={terms}
          onSearch={(next) => {
            searched.current = true;
            navigate(searchUrl(next));
          }}
        />
        <nav className={styles.topics} aria-label="Blog categories">
          <span className={styles.topicsLabel}>Browse by theme:</span>
          {BLOG_CATEGORIES.map((category) => (
            <Link key={category.code} className={styles.topic} to={categoryPath(category.code)}>
              {category.label}
            </Link>
          ))}
        </nav>
      </section>
      <section
        ref={resultsRef}
        className={styles.latest}
        aria-labelledby="latest-blogs"
        aria-busy={status === 'loading'}
      >
        <div className={styles.heading}>
          <h2 id="latest-blogs">Latest Blogs</h2>
          {terms && (
            <p className={styles.summary}>
              <span>
                Results for <strong>{summary}</strong>
              </span>
              <Link to="/blogs" className={styles.clear}>
                Clear search
              </Link>
            </p>
          )}
        </div>
        <BlogGrid
          key={`${JSON.stringify(query)}#${location.key}`}
          blogs={blogs}
          status={status}
          paging={paging}
          whenAllShown="disable"
          empty={
            status === 'error' ? (
              <p>We couldn’t load the blogs just now. Please try again in a moment.</p>
            ) : terms ? (
              <>
                <p>No blogs match this search yet.</p>
                <Link to="/blogs">See all blogs</Link>
              </>
            ) : (
              <p>No blogs yet. Please check back soon.</p>
            )
          }
        />
      </section>
    </div>
  );
}
