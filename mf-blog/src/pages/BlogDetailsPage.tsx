import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiAssetUrl,
  type Blog,
  blogDetailsPath,
  Breadcrumb,
  breadcrumbJsonLd,
  Button,
  buttonClassName,
  CalendarIcon,
  categoryLabel,
  ClockIcon,
  EnquiryLink,
  listingPath,
  NotFoundMeta,
  PageMeta,
  PhotoPicture,
  ShareButtons,
  SITE_NAME,
  siteUrl,
  Skeleton,
  useRuntimeConfig,
} from '@tour/shared';
import { BlogCard } from '../components/BlogCard';
import { excerpt, publishedLabel, readingTimeLabel, wordCount } from '../components/blogFormat';
import { categoryPath } from '../components/categories';
import { CategoryMenu } from '../components/CategoryMenu';
import fallbackImage from '../components/blog-fallback.svg';
import { isBlog, useBlogDetail, useBlogNeighbours } from '../hooks/useBlogDetail';
import type { BlogPosting, Organization, WithContext } from 'schema-dts';
import styles from './BlogDetailsPage.module.css';

function positiveId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

const ORGANISATION = (): Organization => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: siteUrl('/'),
});

/** schema.org BlogPosting for a blog. */
export function blogPostingJsonLd(blog: Blog, image: string | null): WithContext<BlogPosting> {
  const url = siteUrl(blogDetailsPath(blog));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.name,
    description: excerpt(blog.description, 155),
    datePublished: blog.publishedAt,
    dateModified: blog.publishedAt,
    ...(image ? { image: [siteUrl(image)] } : {}),
    author: ORGANISATION(),
    publisher: ORGANISATION(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: categoryLabel(blog.categoryName),
    wordCount: wordCount(blog.description),
    ...(blog.destinationName ? { about: { '@type': 'Place', name: blog.destinationName } } : {}),
  };
}

function BlogArticle({ blog }: { blog: Blog }) {
  const config = useRuntimeConfig();
  const image = apiAssetUrl(config, blog.photo?.preview.url ?? blog.imageUrl);
  const { related, newer, older } = useBlogNeighbours(blog);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    { name: blog.name, path: blogDetailsPath(blog) },
  ];

  return (
    <div className={styles.page}>
      <PageMeta
        title={blog.name}
        description={excerpt(blog.description, 155)}
        canonicalPath={blogDetailsPath(blog)}
        previewImage={
          blog.photo ? { kind: 'photo', ...blog.photo.preview } : { kind: 'blogs', id: blog.id }
        }
        ogType="article"
        jsonLd={[blogPostingJsonLd(blog, image), breadcrumbJsonLd(crumbs)]}
      />
      <article className={styles.article} aria-labelledby="blog-title">
        <Breadcrumb items={crumbs} />
        <div className={styles.top}>
          <header className={styles.header}>
            <p className={styles.kicker}>
              <Link className={styles.category} to={categoryPath(blog.categoryName)}>
                {categoryLabel(blog.categoryName)}
              </Link>
              {blog.destinationName && <span>{blog.destinationName}</span>}
            </p>
            <h1 id="blog-title" className={styles.title}>
              {blog.name}
            </h1>
            <p className={styles.meta}>
              <span className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  G
                </span>
                By Ghumakkad
              </span>
              <span className={styles.metaItem}>
                <CalendarIcon size={16} />
                <time dateTime={blog.publishedAt}>{publishedLabel(blog)}</time>
              </span>
              <span className={styles.metaItem}>
                <ClockIcon size={16} />
                {readingTimeLabel(blog.description)}
              </span>
            </p>
            <ShareButtons url={siteUrl(blogDetailsPath(blog))} title={blog.name} />
          </header>
          <figure className={styles.figure}>
            {blog.photo ? (
              <PhotoPicture
                photo={blog.photo}
                sizes="(min-width: 1024px) 50vw, 100vw"
                className={styles.image}
                priority
                credit="caption"
              />
            ) : (
              <img
                src={image ?? fallbackImage}
                alt={blog.destinationName ? `${blog.destinationName}: ${blog.name}` : blog.name}
                width={800}
                height={600}
                className={styles.image}
              />
            )}
          </figure>
        </div>
        <div className={styles.layout}>
          {blog.description ? (
            <div
              className={styles.prose}
              // Rendered as is: the API sanitised it with DOMPurify when it was stored
              // (api/src/content/sanitise-html.ts), as its response schemas document.
              dangerouslySetInnerHTML={{ __html: blog.description }}
            />
          ) : (
            // The API stores a body that shows nothing (even '<p></p>') as '': it says so, as the
            // listing's descriptions do.
            <p className={styles.prose}>No description available</p>
          )}
          <aside className={styles.aside} aria-label="More to explore">
            <CategoryMenu current={blog.categoryName} />
            {blog.destinationName && <PlanTrip destination={blog.destinationName} />}
          </aside>
        </div>
      </article>
      {(newer || older) && (
        // Reading on in order; it also links every post to the next for readers without scripts.
        <nav className={styles.adjacent} aria-label="Newer and older posts">
          {newer && (
            <Link className={styles.adjacentLink} to={blogDetailsPath(newer)}>
              <span className={styles.adjacentLabel}>Newer post</span>
              {newer.name}
            </Link>
          )}
          {older && (
            <Link className={`${styles.adjacentLink} ${styles.older}`} to={blogDetailsPath(older)}>
              <span className={styles.adjacentLabel}>Older post</span>
              {older.name}
            </Link>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-blogs">
          <h2 id="related-blogs">More from {blog.destinationName}</h2>
          <ul className={styles.relatedGrid}>
            {related.map((other) => (
              <BlogCard key={other.id} blog={other} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PlanTrip({ destination }: { destination: string }) {
  return (
    <div className={styles.plan}>
      <h2 className={styles.planTitle}>Planning a trip to {destination}?</h2>
      <p>Tell us your dates and group size, and our agents will send you quotes to compare.</p>
      <EnquiryLink
        className={buttonClassName({ block: true, className: styles.planButton })}
        prefill={{ destination }}
      >
        Get a free quote
      </EnquiryLink>
      <Link className={styles.planLink} to={listingPath(destination)}>
        See {destination} tour packages
      </Link>
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton width={220} height={16} />
      <div className={styles.top}>
        <div className={styles.header}>
          <Skeleton width={140} height={24} rounded />
          <Skeleton width="80%" height={40} />
          <Skeleton width={260} height={18} />
        </div>
        <Skeleton className={styles.figureSkeleton} height="auto" />
      </div>
      <div className={styles.layout}>
        <div className={styles.skeletonLines}>
          {['100%', '96%', '92%', '98%', '60%'].map((width, index) => (
            <Skeleton key={index} width={width} height={18} />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The page answers 404 (the exposed module's `status`): a head that describes nothing (no
 * canonical, preview or JSON-LD; noindex), and a message that says which post is missing.
 */
function NotFound({ id }: { id: number | null }) {
  const explanation =
    id === null
      ? 'This link does not say which blog post to show.'
      : `We have no blog post with the id ${id}. It may have been taken down, or the link may be mistyped.`;
  return (
    <div className={styles.message}>
      <NotFoundMeta title="Blog not found" description={explanation} />
      <h1>Blog not found!</h1>
      <p>{explanation}</p>
      <Link className={styles.messageLink} to="/blogs">
        Browse all blogs
      </Link>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.message} role="alert">
      <h1>We couldn’t load this blog</h1>
      <p>Please check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/**
 * /blog-details: the blog from navigation state when a card sent it, else `?id=N` from the API,
 * so a direct load or a reload works. 'Blog not found!' only when there is no such blog.
 */
export function BlogDetailsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const idParam = positiveId(params.get('id'));
  const stateBlog = (location.state as { blog?: unknown } | null)?.blog;
  const given =
    isBlog(stateBlog) && (idParam === null || stateBlog.id === idParam) ? stateBlog : null;
  const detail = useBlogDetail(idParam ?? given?.id ?? null, given, attempt);

  // A blog that came only in navigation state gets its id into the URL, so reloads find it.
  const missingId = given !== null && idParam === null ? given.id : null;
  useEffect(() => {
    if (missingId === null) return;
    navigate(`/blog-details?id=${missingId}`, { replace: true, state: location.state });
  }, [missingId, navigate, location.state]);

  switch (detail.status) {
    case 'loading':
      return <ArticleSkeleton />;
    case 'not-found':
      return <NotFound id={idParam} />;
    case 'error':
      return <LoadFailed onRetry={() => setAttempt((value) => value + 1)} />;
    case 'ready':
      return <BlogArticle key={detail.blog.id} blog={detail.blog} />;
  }
}
