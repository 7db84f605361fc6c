import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { RenderedRemotesContext } from '../remote/RemoteLoaderContext';
import slotStyles from '../remote/RemoteSlot.module.css';
import { onceNearViewport } from './useNearViewport';
import { newSignal } from './signal';

/**
 * Code for what is below the first screen starts loading just before it is scrolled in; not
 * sooner, or a phone's first screen (the home page's sections begin ~1,000 px down at 412 px
 * wide) would fetch it at once.
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 96px 0px';

/** Rendered only when nothing was hydrating: the part is needed now, not once it is seen. */
function OpenAtOnce({ open, children }: { open: () => void; children: ReactNode }) {
  useEffect(open, [open]);
  return children;
}

export interface LazyWhenNearOptions {
  /** Shown while the code loads in a page the app renders itself. */
  placeholder?: ReactNode;
  /** The class of the element that is watched and holds the part (the same on the server). */
  className?: string;
}

/**
 * A part of a server-rendered page whose code is fetched, and whose HTML is hydrated, only when
 * it comes near the viewport: the first screen starts without it. React keeps a boundary's server
 * HTML in place while its lazy component suspends during hydration, so the part is on screen,
 * and its links work, all along. On the render server it renders at once; in a page the app
 * renders itself (a navigation), it loads at once behind `placeholder`. The visitor moving on
 * in the app opens it too: React holds a navigation until the server HTML still waiting below
 * the router has hydrated. Code that cannot load costs only this part, with a Retry (a rejected
 * lazy component is kept for ever, so each attempt gets its own).
 */
export function lazyWhenNear<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { placeholder = null, className }: LazyWhenNearOptions = {},
): ComponentType<Props> {
  // Settles once, when the part's code may load.
  const gate = newSignal();
  // The server's copy does not wait for a viewport it has not got, and its code is fetched as
  // the page's module is loaded (the render worker warms those), not by a visitor's render.
  const onServer = lazy(load);
  if (typeof document === 'undefined') load().catch(() => undefined);
  const attempts: LazyExoticComponent<ComponentType<Props>>[] = [];
  const attempt = (n: number) =>
    (attempts[n] ??= lazy(() => (n === 0 ? gate.promise.then(load) : load())));

  function WhenNear(props: Props) {
    const serverRender = useContext(RenderedRemotesContext) !== null;
    const ref = useRef<HTMLDivElement>(null);
    const { pathname, search } = useLocation();
    const [firstPage] = useState(pathname + search);
    if (pathname + search !== firstPage) gate.resolve();
    const [tries, setTries] = useState(0);

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      return onceNearViewport(element, NEAR_VIEWPORT_MARGIN, gate.resolve);
    }, []);

    const Part = serverRender ? onServer : attempt(tries);
    return (
      <div ref={ref} className={className}>
        <ErrorBoundary
          resetKeys={[pathname]}
          onReset={() => setTries((n) => n + 1)}
          fallbackRender={({ resetErrorBoundary }) => (
            <div className={slotStyles.fallback} role="status">
              <p>This part of the page could not be loaded.</p>
              <button type="button" className={slotStyles.retry} onClick={resetErrorBoundary}>
                Try again
              </button>
            </div>
          )}
        >
          <Suspense fallback={<OpenAtOnce open={gate.resolve}>{placeholder}</OpenAtOnce>}>
            {/* One lazy component per attempt, made once (attempt), not per render. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Part {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return WhenNear;
}
