import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { subscribeToToastRequests, toastRequestCount } from './toastRequests';

/** A fresh lazy component: React.lazy keeps a failed import for good, so a retry needs a new one. */
const loadContainer = () => lazy(() => import('./ToastContainerWithStyles'));

/**
 * The page's one toast container. react-toastify (about 10 KB gzip with its CSS) loads with the
 * first toast of a visit, not with every page, and shows a toast asked for before it mounted once
 * it is there. The server and hydration render nothing here. A container chunk that cannot load
 * costs only the toasts: the next toast tries it again.
 */
export function LazyToastContainer() {
  const requests = useSyncExternalStore(subscribeToToastRequests, toastRequestCount, () => 0);
  const [Container, setContainer] = useState(loadContainer);
  if (requests === 0) return null;
  return (
    <ErrorBoundary
      fallback={null}
      resetKeys={[requests]}
      onError={() => setContainer(loadContainer)}
    >
      <Suspense fallback={null}>
        <Container />
      </Suspense>
    </ErrorBoundary>
  );
}
