import { Component, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '../ui/useNearViewport';
import { emitSiteEvent } from '../events/eventBus';
import { Skeleton } from '../ui/Skeleton';
import {
  useRemoteLoader,
  type RemoteComponentModule,
  type RemoteModuleLoader,
} from './RemoteLoaderContext';
import styles from './RemoteSlot.module.css';

export interface RemoteSlotProps {
  /** `remote/Module`, e.g. `booking/EnquiryForm`. */
  id: string;
  props?: Record<string, unknown>;
  /** Shown while the module loads; defaults to a block skeleton. */
  skeleton?: ReactNode;
  /** Shown when the module cannot load or throws while rendering. */
  fallback?: ReactNode;
  /**
   * `visible`: start loading only when the slot comes near the viewport (for pieces below the
   * first screen, e.g. the footer's newsletter form), so a page load does not pay for them.
   */
  loadWhen?: 'mounted' | 'visible';
}

/** A `visible` slot loads once any part of it is on screen. */
const VISIBLE_MARGIN = '0px';

type Loaded = RemoteComponentModule['default'];

const moduleCache = new Map<string, Promise<Loaded>>();
const reportedFailures = new Set<string>();

function loadComponent(load: RemoteModuleLoader, id: string): Promise<Loaded> {
  let pending = moduleCache.get(id);
  if (!pending) {
    pending = load(id).then((module) => {
      if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
        throw new Error(`${id} has no default export`);
      }
      return module.default;
    });
    // A failed load may succeed on a later mount (the remote came back), so don't keep it.
    pending.catch(() => moduleCache.delete(id));
    moduleCache.set(id, pending);
  }
  return pending;
}

/** Reports a slot failure once per module and page, to the console and the event bus. */
function reportFailure(id: string, error: unknown): void {
  if (reportedFailures.has(id)) return;
  reportedFailures.add(id);
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[RemoteSlot] ${id} failed: ${reason}`);
  emitSiteEvent('shell:remote-failed', { remote: id, reason });
}

function DefaultFallback() {
  return (
    <div className={styles.fallback} role="status">
      This part of the page is unavailable right now. Please refresh in a moment.
    </div>
  );
}

/** Every fallback, default or given, is marked so tests and diagnostics can find it. */
function FallbackFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={styles.frame} data-testid="remote-fallback" data-remote={id}>
      {children}
    </div>
  );
}

interface BoundaryProps {
  id: string;
  /** A new value (the page's next route, say) gives the module another try. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportFailure(this.props.id, error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The only way to render a federated module: a skeleton while it loads, and a fallback that
 * keeps the rest of the page working when it cannot load or throws.
 */
export function RemoteSlot({
  id,
  props,
  skeleton,
  fallback,
  loadWhen = 'mounted',
}: RemoteSlotProps) {
  const load = useRemoteLoader();
  const [state, setState] = useState<{ id: string; component?: Loaded; failed?: boolean }>({ id });
  const current = state.id === id ? state : { id };
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, VISIBLE_MARGIN, loadWhen === 'visible');

  useEffect(() => {
    if (!near) return;
    let active = true;
    loadComponent(load, id).then(
      // A transition lets React render a remote's page in slices of a few milliseconds, so the
      // first paint of a big page is not one long task (Lighthouse's TBT counts those).
      (component) => active && startTransition(() => setState({ id, component })),
      (error: unknown) => {
        reportFailure(id, error);
        if (active) setState({ id, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [id, load, near]);

  const fallbackNode = <FallbackFrame id={id}>{fallback ?? <DefaultFallback />}</FallbackFrame>;
  if (current.failed) return fallbackNode;
  if (!current.component) {
    return (
      <div ref={ref} aria-busy="true" data-testid="remote-loading" data-remote={id}>
        {skeleton ?? <Skeleton height={160} />}
      </div>
    );
  }
  const Loaded = current.component;
  return (
    <RemoteErrorBoundary id={id} resetKey={JSON.stringify(props ?? null)} fallback={fallbackNode}>
      <Loaded {...props} />
    </RemoteErrorBoundary>
  );
}

/** Test hook: forget cached modules and reported failures. */
export function resetRemoteSlotCache(): void {
  moduleCache.clear();
  reportedFailures.clear();
}
