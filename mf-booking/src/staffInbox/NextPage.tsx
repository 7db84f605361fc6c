import { Button } from '@tour/shared';
import styles from './NextPage.module.css';

interface NextPageProps {
  /** The query of a paged list (TanStack's useInfiniteQuery). */
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** The button's words: "Load more", "Show older entries". */
  label: string;
  /** Said when the next page failed: "More leads could not be loaded. Please try again." */
  failed: string;
}

/** The foot of a paged list in the inbox: why the next page is missing, and the button for it. */
export function NextPage({ list, label, failed }: NextPageProps) {
  return (
    <>
      {list.isFetchNextPageError && (
        <p className={styles.problem} role="alert">
          {failed}
        </p>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          block
          className={styles.more}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : label}
        </Button>
      )}
    </>
  );
}
