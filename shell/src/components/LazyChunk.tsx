import {
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from '@tour/shared';
import styles from './LazyChunk.module.css';

type Chunk = LazyExoticComponent<ComponentType>;

export interface LazyChunkProps {
  /** One of the shell's own code-split parts (a page, the toast container), from `retryableLazy`. */
  chunk: () => Chunk;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /**
   * Said when the chunk cannot load, with a Retry button beside it. Null: show nothing (a part
   * with nothing to say, such as the toast container, which tries again when next needed).
   */
  failure: string | null;
  /** Any change tries a failed chunk again (the page's path: the visitor moved on). */
  resetKeys?: unknown[];
}

/**
 * Renders a lazy part of the shell inside its own error boundary, so a chunk that fails to load
 * costs only that part, never the whole page (without a boundary React unmounts everything).
 */
export function LazyChunk({ chunk, loading, failure, resetKeys }: LazyChunkProps) {
  // A retry renders this again, so `chunk()` hands out the fresh lazy component.
  const [, setAttempt] = useState(0);
  const Part = chunk();
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onReset={() => setAttempt((attempt) => attempt + 1)}
      fallbackRender={({ resetErrorBoundary }) =>
        failure === null ? null : (
          <div className={styles.failed} role="alert">
            <p>{failure}</p>
            <button type="button" className={styles.retry} onClick={resetErrorBoundary}>
              Retry
            </button>
          </div>
        )
      }
    >
      <Suspense fallback={loading}>
        {/* One lazy component per load attempt (retryableLazy), not one per render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}
