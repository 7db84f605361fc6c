import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that can be loaded again after a failure. React.lazy keeps a rejected
 * import for ever, so the returned function hands out one lazy component until its load fails, and
 * a fresh one (which loads again) on the next call after that: a render after the visitor's Retry
 * or next navigation. The one retry mechanism of the remotes' slots and the shell's own chunks.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => LazyExoticComponent<ComponentType<Props>> {
  let current: LazyExoticComponent<ComponentType<Props>> | null = null;
  return () => {
    if (!current) {
      const self = lazy(() =>
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
