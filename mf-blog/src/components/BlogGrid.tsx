import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Skeleton } from '@tour/shared';
import type { BlogSummary } from '@tour/shared/contracts';
import type { SeeMorePaging } from '../hooks/useSeeMorePaging';
import type { BlogListStatus } from '../hooks/useBlogList';
import { BlogCard } from './BlogCard';
import styles from './BlogGrid.module.css';

interface BlogGridProps {
  /** The cards shown now. */
  blogs: BlogSummary[];
  status: BlogListStatus;
  /** The list's 'See more' (useBlogList), which loads the cards a page at a time. */
  paging: SeeMorePaging;
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

/**
 * The blog grid: 3 first, 'See more' adds 3 after a short spinner (spec §2, §9). Keyboard and
 * screen reader users are not left behind: the button stays focusable while it loads, focus
 * then moves to the first new card, and a polite live region says how many are shown.
 */
export function BlogGrid({ blogs, status, paging, whenAllShown, empty }: BlogGridProps) {
  const { visible, allShown, loadingMore, announcement, seeMore } = paging;
  const listRef = useRef<HTMLUListElement>(null);
  /** The index of the first card a 'See more' in progress will add. */
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || visible <= index) return;
    firstNew.current = null;
    // The button may now be disabled ('No More Blogs') or gone: focus goes on to the new cards.
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [visible]);

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
      <ul ref={listRef} className={styles.grid} aria-label="Blog posts">
        {blogs.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {showButton && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            className={styles.moreButton}
            onClick={() => {
              if (loadingMore || allShown) return;
              firstNew.current = visible;
              seeMore();
            }}
            // Not `disabled` while loading: a focused button that becomes disabled drops focus
            // to the page, and keyboard users would start again from the top.
            disabled={allShown}
            aria-disabled={loadingMore || undefined}
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
