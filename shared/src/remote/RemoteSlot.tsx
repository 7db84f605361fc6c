import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { RemoteModuleId, RemoteModuleProps } from '../contracts/remoteModules';
import { emitSiteEvent } from '../events/eventBus';
import { Skeleton } from '../ui/Skeleton';
import { onceNearViewport } from '../ui/useNearViewport';
import { newSignal, type Signal } from '../ui/signal';
import {
  RenderedRemotesContext,
  useRemoteLoader,
  type RemoteModuleLoader,
} from './RemoteLoaderContext';
import { retryableLazy } from './retryableLazy';
import styles from './RemoteSlot.module.css';

type SlotProps<Id extends RemoteModuleId> =
  Record<string, never> extends RemoteModuleProps[Id]
    ? { props?: RemoteModuleProps[Id] }
    : { props: RemoteModuleProps[Id] };

export type RemoteSlotProps<Id extends RemoteModuleId> = SlotProps<Id> & {
  /** `remote/Module`, e.g. `booking/EnquiryForm`. */
  id: Id;
  /** Shown while the module loads; defaults to a block skeleton. */
  skeleton?: ReactNode;
  /** Shown when the module cannot load or throws while rendering (a Retry button follows it). */
  fallback?: ReactNode;
  /**
   * `visible`: the browser loads the module only when the slot comes on screen (for pieces below
   * the first screen or hidden on phones, e.g. the footer's newsletter form), so a page load does
   * not pay for them. The server still renders the module: its HTML stays as it is until then
   * (React leaves a suspended boundary's server HTML in place), so a lead form in it works as a
   * plain form before the app has loaded it, or without JavaScript.
   */
  loadWhen?: 'mounted' | 'visible';
};

/** A `visible` slot loads once any part of it is on screen. */
const VISIBLE_MARGIN = '0px';

/**
 * Settles `seen` once the element is on screen (right after mounting where IntersectionObserver
 * is missing). A promise rather than state: the slot must not render again while its boundary
 * still holds the server's HTML, or React would replace that HTML with the skeleton (and a lead
 * form with what was typed in it) instead of hydrating it.
 */
function useOnScreen(ref: RefObject<Element | null>, enabled: boolean, seen: Signal): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return onceNearViewport(element, VISIBLE_MARGIN, seen.resolve);
  }, [ref, enabled, seen]);
}

// Props differ per module; the slot's own signature is what keeps callers to the contract.
type AnyRemoteComponent = ComponentType<object>;

/**
 * One lazy component per module, shared by every slot of that module; after a failed load the
 * slot's next render asks the loader again (retryableLazy).
 */
const lazyModules = new Map<RemoteModuleId, () => LazyExoticComponent<AnyRemoteComponent>>();
/**
 * Modules already loaded, rendered without suspending: a page whose module was loaded before
 * hydration (preloadRemoteModule) hydrates in one pass, as the server rendered it.
 */
const readyModules = new Map<RemoteModuleId, AnyRemoteComponent>();

function componentOf(id: RemoteModuleId, module: { default?: unknown } | undefined) {
  if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
    throw new Error(`${id} has no default export`);
  }
  const component = module.default as AnyRemoteComponent;
  readyModules.set(id, component);
  return component;
}

/** Loads a module ahead of its slot (the page's, before hydration), so the slot renders at once. */
export async function preloadRemoteModule(
  load: RemoteModuleLoader,
  id: RemoteModuleId,
): Promise<void> {
  componentOf(id, await load(id));
}
const reportedFailures = new Set<string>();

function lazyModule(load: RemoteModuleLoader, id: RemoteModuleId) {
  let current = lazyModules.get(id);
  if (!current) {
    current = retryableLazy(async () => ({ default: componentOf(id, await load(id)) }));
    lazyModules.set(id, current);
  }
  return current();
}

/**
 * Reports a slot failure to the event bus every time (release health counts each page view a
 * remote failed in), and to the console once per module and page.
 */
function reportFailure(id: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  emitSiteEvent('shell:remote-failed', { remote: id, reason });
  if (reportedFailures.has(id)) return;
  reportedFailures.add(id);
  console.error(`[RemoteSlot] ${id} failed: ${reason}`);
}

function DefaultFallback() {
  return <p>This part of the page is unavailable right now.</p>;
}

/** Every fallback, default or given, is marked so tests and diagnostics can find it. */
function SlotFallback({
  id,
  fallback,
  resetErrorBoundary,
}: FallbackProps & { id: string; fallback: ReactNode }) {
  return (
    <div
      className={fallback ? styles.given : styles.fallback}
      role="status"
      data-testid="remote-fallback"
      data-remote={id}
    >
      {fallback ?? <DefaultFallback />}
      <button type="button" className={styles.retry} onClick={resetErrorBoundary}>
        Try again
      </button>
    </div>
  );
}

function Loading({ id, skeleton }: { id: string; skeleton: ReactNode }) {
  return (
    <div aria-busy="true" data-testid="remote-loading" data-remote={id}>
      {skeleton ?? <Skeleton height={160} />}
    </div>
  );
}

/**
 * Marks a slot that waited to be seen once its module answers input (hydrated, or rendered in
 * the browser): `data-answering` on its element, as `<html data-interactive>` marks the app. Its
 * server HTML works as plain HTML until then (a form posts itself); monitoring and the end-to-end
 * tests that are about the module's own behaviour wait for it. Renders nothing.
 */
function MarkAnswering({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    slot.current?.setAttribute('data-answering', '');
  }, [slot]);
  return null;
}

/**
 * Tells release health that the slot's module rendered in the browser (an effect: never on the
 * render server, and only once React committed the module, not while it loads or after it threw).
 * Again on each page the visitor lands on with the slot still shown (a listing's slot kept from one
 * destination to the next, the footer's form), since each page view counts the remotes it showed.
 * Renders nothing.
 */
function ReportShown({ id }: { id: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    emitSiteEvent('shell:remote-shown', { remote: id });
  }, [id, pathname]);
  return null;
}

/**
 * The only way to render a federated module: a skeleton while it loads, and a fallback with a
 * Retry button that keeps the rest of the page working when it cannot load or throws. A failed
 * slot tries again on the visitor's next navigation or Retry, without a page reload. On the
 * render server the same tree renders the module into the HTML.
 */
export function RemoteSlot<Id extends RemoteModuleId>(slot: RemoteSlotProps<Id>) {
  const { id, skeleton, fallback, loadWhen = 'mounted', props } = slot;
  const load = useRemoteLoader();
  const rendered = useContext(RenderedRemotesContext);
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // Only the browser waits: the render server (which records what it rendered) renders it all.
  const waits = loadWhen === 'visible' && !rendered;
  const [seen] = useState(newSignal);
  useOnScreen(ref, waits, seen);
  // The visitor moves on in the app: React holds every navigation until the server HTML still
  // waiting here has hydrated (a context above it changed, the router's), so load it now rather
  // than once seen. Settled during this render, since the navigation's commit waits for it.
  const [firstPage] = useState(pathname + search);
  if (waits && pathname + search !== firstPage) seen.resolve();
  // This slot's module once it has been seen: until then it suspends like any module loading,
  // and React keeps the server's HTML in place of a boundary that suspends while hydrating.
  const [loadWhenSeen] = useState(() =>
    lazy(async () => {
      await seen.promise;
      return { default: componentOf(id, await load(id)) };
    }),
  );
  // A retry renders the slot again, so it picks up a fresh lazy module for one that failed.
  const [attempt, setAttempt] = useState(0);

  // One component type per attempt: were a loaded module's lazy wrapper swapped for the module
  // itself on a later render, React would mount it afresh and drop what it holds (a form's
  // typed text, its "Thank you").
  const Module = useMemo(
    () => readyModules.get(id) ?? (waits && attempt === 0 ? loadWhenSeen : lazyModule(load, id)),
    [id, attempt, waits, loadWhenSeen, load],
  );
  // The same module in an eager slot elsewhere on the page is loaded at once all the same.
  rendered?.set(id, { preload: loadWhen !== 'visible' || rendered.get(id)?.preload === true });
  // One lazy component per module id for the whole page (lazyModules), not per render.
  // eslint-disable-next-line react-hooks/static-components
  const module = <Module {...(props ?? {})} />;
  const boundary = (
    <ErrorBoundary
      resetKeys={[id, pathname, search]}
      onError={(error) => reportFailure(id, error)}
      onReset={() => {
        reportedFailures.delete(id);
        setAttempt((attempt) => attempt + 1);
      }}
      fallbackRender={(failure) => <SlotFallback {...failure} id={id} fallback={fallback} />}
    >
      <Suspense fallback={<Loading id={id} skeleton={skeleton} />}>
        {module}
        <ReportShown id={id} />
        {loadWhen === 'visible' && <MarkAnswering slot={ref} />}
      </Suspense>
    </ErrorBoundary>
  );
  // The same element on the server and in the browser, so the one that is watched hydrates.
  return loadWhen === 'visible' ? <div ref={ref}>{boundary}</div> : boundary;
}

/** Test hook: forget loaded modules and reported failures. */
export function resetRemoteSlotCache(): void {
  lazyModules.clear();
  readyModules.clear();
  reportedFailures.clear();
}
