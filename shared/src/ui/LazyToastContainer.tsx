import { lazy, Suspense, useEffect, useState } from 'react';
import { onSiteEvent } from '../events/eventBus';

const ToastContainerWithStyles = lazy(() => import('./ToastContainerWithStyles'));

/** The page's one toast container, mounted when the first toast is asked for (see showToast). */
export function LazyToastContainer() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onSiteEvent('shared:toast-requested', () => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerWithStyles />
    </Suspense>
  );
}
