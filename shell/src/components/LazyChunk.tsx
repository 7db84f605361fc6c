import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from '@tour/shared';
import styles from './LazyChunk.module.css';

type Chunk = LazyExoticComponent<ComponentType>;

/**
 * One of the shell's own code-split parts (a page, the toast container), loaded when it first
 * renders. React.lazy keeps a rejected import for ever, so a load that failed (offline, a flaky
 * network) is forgotten here: the next render after a Retry gets a fresh lazy component, which
 * imports the chunk again. The bundler retries a failed chunk on the next import.
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): () => Chunk {
  let current: Chunk | null = null;
  return () => {
    if (!current) {
      const self: Chunk = lazy(() =>
        load().catch((error: unknown) => {
          if (current === self) current = null;
          throw error;
        }),
      );
      current = self;
    }
    return current;
  };
}

export interface LazyChunkProps {
  /** From `retryableLazy`. */
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
