import type { ReactNode } from 'react';
import { Button, Skeleton, type Blog } from '@tour/shared';
import { useSeeMorePaging } from '../hooks/useSeeMorePaging';
import type { BlogListStatus } from '../hooks/useBlogList';
import { BlogCard } from './BlogCard';
import styles from './BlogGrid.module.css';

interface BlogGridProps {
  blogs: Blog[];
  status: BlogListStatus;
  /**
   * When every blog is shown: the listing keeps a disabled 'No More Blogs' button, the
   * category list hides the button (spec §2).
   */
  whenAllShown: 'disable' | 'hide';
  /** Shown instead of the grid when there is nothing to show. */
  empty?: ReactNode;
}

function CardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton className={styles.skeletonImage} height="auto" />
      <div className={styles.skeletonBody}>
        <Skeleton width="40%" height={20} rounded />
        <Skeleton width="90%" height={22} />
        <Skeleton width="100%" height={16} />
        <Skeleton width="75%" height={16} />
      </div>
    </div>
  );
}

/** The blog grid: 3 first, 'See more' adds 3 after a short spinner (spec §2, §9). */
export function BlogGrid({ blogs, status, whenAllShown, empty }: BlogGridProps) {
  const { visible, allShown, loadingMore, seeMore } = useSeeMorePaging(blogs.length);

  if (status === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (blogs.length === 0) return empty ? <div className={styles.empty}>{empty}</div> : null;

  const showButton = !(allShown && whenAllShown === 'hide');
  return (
    <>
      <ul className={styles.grid} aria-label="Blog posts">
        {blogs.slice(0, visible).map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </ul>
      {showButton && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={seeMore}
            disabled={allShown || loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore && <span className={styles.spinner} aria-hidden="true" />}
            {allShown ? 'No More Blogs' : 'See more'}
          </Button>
        </div>
      )}
    </>
  );
}
