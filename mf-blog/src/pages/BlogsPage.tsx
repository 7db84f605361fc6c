import { Button, Skeleton } from '@tour/shared';
import { BlogCard } from '../components/BlogCard';
import { useLatestBlogs } from '../hooks/useLatestBlogs';
import { useSeeMorePaging } from '../hooks/useSeeMorePaging';
import styles from './BlogsPage.module.css';

export function BlogsPage() {
  const { blogs, loading } = useLatestBlogs();
  const { visible, allShown, loadingMore, seeMore } = useSeeMorePaging(blogs.length);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <p className={styles.eyebrow}>Travel stories</p>
        <h1>Guides and ideas for your next trip in India</h1>
        <p>Written by our trip planners: when to go, what to pack, and what not to miss.</p>
      </section>
      <section className={styles.latest} aria-labelledby="latest-blogs">
        <h2 id="latest-blogs">Latest Blogs</h2>
        {loading ? (
          <div className={styles.grid}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={360} />
            ))}
          </div>
        ) : (
          <ul className={styles.grid}>
            {blogs.slice(0, visible).map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </ul>
        )}
        {!loading && blogs.length > 0 && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={seeMore} disabled={allShown || loadingMore}>
              {loadingMore && <span className={styles.spinner} aria-hidden="true" />}
              {allShown ? 'No More Blogs' : 'See more'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
