import { Link, useLocation } from 'react-router-dom';
import { BlogGrid } from '../components/BlogGrid';
import { BLOG_CATEGORIES, categoryPath, resolveCategory } from '../components/categories';
import { useBlogList } from '../hooks/useBlogList';
import styles from './CategoryBlogsPage.module.css';
import { Breadcrumb, breadcrumbJsonLd, NotFoundMeta, PageMeta } from '@tour/shared';

export interface CategoryBlogsPageProps {
  /** From /category/{categoryName}/blog, decoded: `HONEYMOON` or `Water activity`. */
  categoryName?: string;
}

function nameFromPath(pathname: string): string | undefined {
  const match = /^\/category\/([^/]+)\/blog\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** /category/{categoryName}/blog: the blog grid for one category (spec §2). */
export function CategoryBlogsPage({ categoryName }: CategoryBlogsPageProps) {
  const { pathname } = useLocation();
  const name = categoryName ?? nameFromPath(pathname);
  const category = resolveCategory(name);
  const { blogs, status, paging } = useBlogList(
    category ? { kind: 'category', categoryId: category.id } : null,
  );

  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    { name: category?.label ?? 'Category', path: category ? categoryPath(category.code) : '' },
  ];
  return (
    <div className={styles.page}>
      {category ? (
        <PageMeta
          title={`${category.label} Travel Blogs`}
          description={`${category.label} trip ideas and guides for India from Ghumakkad’s trip planners.`}
          canonicalPath={categoryPath(category.code)}
          jsonLd={[breadcrumbJsonLd(crumbs)]}
        />
      ) : (
        // The page answers 404 (the exposed module's `status`): nothing to index or preview.
        <NotFoundMeta
          title="Blog category not found"
          description={`We have no blog category called “${name ?? ''}”.`}
        />
      )}
      <section className={styles.hero} aria-labelledby="category-title">
        <div className={styles.heroInner}>
          <Breadcrumb items={crumbs} tone="dark" />
          <h1 id="category-title">
            {category ? `${category.label} Blogs` : 'Blog category not found'}
          </h1>
          <p>
            {category
              ? `Stories, tips and trip ideas for ${category.label.toLowerCase()} travel in India.`
              : `We have no blog category called “${name ?? ''}”. Choose one below.`}
          </p>
        </div>
      </section>
      <div className={styles.content}>
        {category && (
          // The cards' titles are h3s: a heading of their own, for screen readers, keeps the outline
          // in order (h1, h2, h3) without adding visible text.
          <section aria-labelledby="category-posts">
            <h2 id="category-posts" className="visually-hidden">
              {`${category.label} blog posts`}
            </h2>
            <BlogGrid
              key={category.code}
              blogs={blogs}
              status={status}
              paging={paging}
              whenAllShown="hide"
              empty={
                <>
                  <p>
                    {status === 'error'
                      ? 'We couldn’t load these blogs just now. Please try again in a moment.'
                      : `No ${category.label.toLowerCase()} blogs yet.`}
                  </p>
                  <Link to="/blogs">See all blogs</Link>
                </>
              }
            />
          </section>
        )}
        <nav className={styles.others} aria-labelledby="other-categories">
          <h2 id="other-categories">{category ? 'Other categories' : 'Blog categories'}</h2>
          <div className={styles.chips}>
            {BLOG_CATEGORIES.filter((other) => other.code !== category?.code).map((other) => (
              <Link key={other.code} className={styles.chip} to={categoryPath(other.code)}>
                {other.label}
              </Link>
            ))}
            <Link className={styles.chip} to="/blogs">
              All blogs
            </Link>
          </div>
        </nav>
      </div>
    </div>
  );
}
