/**
 * The browser's share of release health (@tour/shared's releaseHealth contract): each page view
 * with the versions of the page's remotes and the remotes whose slot failed during it, so a
 * canary's figures include what visitors saw and not only what the render server rendered.
 *
 * Never in the page's way: views are queued and go out in batches by `navigator.sendBeacon`
 * (which the browser sends even as the page goes away), and nothing here throws into the app.
 */
import type { PageViewReport } from '@tour/shared/contracts';
import { onSiteEvent } from '@tour/shared';
import { RELEASE_HEALTH_PATHS, versionsOf } from './releaseHealth';

/**
 * Views held before they are sent without waiting for the page to be hidden: the most one report
 * carries, as the queue never holds more (within the contract's MAX_VIEWS_PER_REPORT).
 */
export const VIEWS_PER_BATCH = 10;

/** A beacon is a simple request (no preflight), so its body is text; the API reads it as JSON. */
const BODY_TYPE = 'text/plain;charset=UTF-8';

export interface PageViewBeacon {
  /** The visitor landed on another page: the view before is queued and a new one starts. */
  nextView: () => void;
  /** Stops listening (for tests: the page's beacon lasts as long as the page). */
  stop: () => void;
}

interface PageViewBeaconOptions {
  /** The runtime config's: the views go to its RELEASE_HEALTH_PATHS.views. */
  apiBaseUrl: string;
  /** Remote key → entry URL of every remote the page registered (its version is in the URL). */
  remotes: Record<string, string>;
}

/** Whether the browser took the report to send (it refuses when it has too much queued). */
function beaconQueued(url: string, body: string): boolean {
  try {
    return (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: BODY_TYPE }))
    );
  } catch {
    return false;
  }
}

function send(url: string, views: PageViewReport[]): void {
  const body = JSON.stringify({ views });
  if (beaconQueued(url, body)) return;
  try {
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': BODY_TYPE },
    }).catch(() => undefined);
  } catch {
    // A report lost costs a few page views' figures; the page must not notice.
  }
}

/** The page's beacon once started (in the browser only; the server renders without one). */
let pageBeacon: PageViewBeacon | null = null;

/** The visitor landed on another page: a new view of the page's beacon, if it has one. */
export function startNextPageView(): void {
  pageBeacon?.nextView();
}

/**
 * Starts counting the page view under way (the first page) and every one after it; the page's
 * beacon from now on (startNextPageView).
 */
export function startPageViewBeacon(options: PageViewBeaconOptions): PageViewBeacon {
  const beacon = createPageViewBeacon(options);
  pageBeacon = beacon;
  return {
    ...beacon,
    stop() {
      beacon.stop();
      if (pageBeacon === beacon) pageBeacon = null;
    },
  };
}

function createPageViewBeacon({ apiBaseUrl, remotes }: PageViewBeaconOptions): PageViewBeacon {
  const versions = versionsOf(remotes);
  // A view names at least one remote (the contract): a page with none has nothing to tell.
  if (Object.keys(versions).length === 0) {
    return { nextView: () => undefined, stop: () => undefined };
  }
  const url = `${apiBaseUrl.replace(/\/$/, '')}${RELEASE_HEALTH_PATHS.views}`;
  let queue: PageViewReport[] = [];
  let failed = new Set<string>();
  // Whether the view under way went out when its page was hidden: it must not count twice when
  // the visitor comes back to the tab and moves on (a failure in between goes uncounted).
  let sent = false;

  function flush() {
    const views = queue;
    queue = [];
    if (views.length > 0) send(url, views);
  }

  function endView() {
    if (!sent) queue.push({ versions, failed: [...failed] });
    failed = new Set();
    sent = false;
  }

  const stopListening = onSiteEvent('shell:remote-failed', ({ remote }) => {
    const key = remote.split('/')[0] ?? remote;
    if (Object.hasOwn(versions, key)) failed.add(key);
  });

  // The page going away (or to the background, from where a phone may never bring it back) is
  // the last sure moment to send, the view under way included.
  const onHidden = () => {
    endView();
    sent = true;
    flush();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onHidden();
  };
  // A page the browser restores from its back/forward cache is landed on again: a new view.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    failed = new Set();
    sent = false;
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onHidden);
  window.addEventListener('pageshow', onPageShow);

  return {
    nextView() {
      endView();
      if (queue.length >= VIEWS_PER_BATCH) flush();
    },
    stop() {
      stopListening();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onHidden);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
