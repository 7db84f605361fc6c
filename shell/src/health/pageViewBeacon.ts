/**
 * The browser's share of release health (@tour/shared's releaseHealth contract): each page view
 * with the remotes it showed and those whose slot failed during it, so a canary's figures include
 * what visitors saw and not only what the render server rendered.
 *
 * The render server signs each page it renders with a token (a meta, PAGE_HEALTH_TOKEN_META) that
 * names the versions the page loads, and the API counts only views that carry one: a page without
 * a token (rendered in the browser alone, or cached from before tokens) reports nothing.
 *
 * Never in the page's way: views are queued and go out in batches by `navigator.sendBeacon`
 * (which the browser sends even as the page goes away), and nothing here throws into the app.
 */
import type { BrowserReport, BrowserView } from '@tour/shared/contracts';
import { onSiteEvent } from '@tour/shared';
import { PAGE_HEALTH_TOKEN_META, RELEASE_HEALTH_PATHS } from './releaseHealth';

/**
 * Views held before they are sent without waiting for the page to be hidden: the most one report
 * carries, as the queue never holds more (within the contract's MAX_VIEWS_PER_BROWSER_REPORT).
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
  /**
   * Remote key → entry URL of every remote the page registered: a view names only these, the
   * remotes whose versions the page's token carries.
   */
  remotes: Record<string, string>;
}

/** The page's token, as the render server wrote it; null for a page it did not render. */
function pageToken(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_HEALTH_TOKEN_META}"]`);
  return meta?.content || null;
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

function send(url: string, report: BrowserReport): void {
  const body = JSON.stringify(report);
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
 * Starts counting the page view under way (the page as the server delivered it) and every one
 * after it; the page's beacon from now on (startNextPageView).
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

/** The key of a slot's module id (`blog/BlogsPage` → `blog`). */
const remoteKeyOf = (moduleId: string) => moduleId.split('/')[0] ?? moduleId;

function createPageViewBeacon({ apiBaseUrl, remotes }: PageViewBeaconOptions): PageViewBeacon {
  const token = pageToken();
  if (token === null || Object.keys(remotes).length === 0) {
    return { nextView: () => undefined, stop: () => undefined };
  }
  const url = `${apiBaseUrl.replace(/\/$/, '')}${RELEASE_HEALTH_PATHS.views}`;
  let queue: BrowserView[] = [];
  let shown = new Set<string>();
  let failed = new Set<string>();
  // Only the page the server delivered is a first view; every view after it came from the app.
  let first = true;
  // Whether the view under way went out when its page was hidden: it must not count twice when
  // the visitor comes back to the tab and moves on (a failure in between goes uncounted).
  let sent = false;

  const flush = () => {
    const views = queue;
    queue = [];
    if (views.length > 0) send(url, { token, views });
  };

  /** Queues the view under way, unless it went out already or showed no remote at all. */
  const queueView = () => {
    if (sent || (shown.size === 0 && failed.size === 0)) return;
    queue.push({ remotes: [...new Set([...shown, ...failed])], failed: [...failed], first });
    sent = true;
  };

  const startView = () => {
    shown = new Set();
    failed = new Set();
    first = false;
    sent = false;
  };

  const stopListening = [
    onSiteEvent('shell:remote-shown', ({ remote }) => {
      const key = remoteKeyOf(remote);
      if (Object.hasOwn(remotes, key)) shown.add(key);
    }),
    onSiteEvent('shell:remote-failed', ({ remote }) => {
      const key = remoteKeyOf(remote);
      if (Object.hasOwn(remotes, key)) failed.add(key);
    }),
  ];

  // The page going away (or to the background, from where a phone may never bring it back) is
  // the last sure moment to send, the view under way included.
  const onHidden = () => {
    queueView();
    flush();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onHidden();
  };
  // A page restored from the back/forward cache was not delivered again, and its slots neither
  // load nor fail again (they stay as they were): no first view, and a view of it only if one of
  // its slots does show or fail now (one seen for the first time, a Retry). The pages the visitor
  // goes on to in the app are counted as ever.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) startView();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onHidden);
  window.addEventListener('pageshow', onPageShow);

  return {
    nextView() {
      queueView();
      startView();
      if (queue.length >= VIEWS_PER_BATCH) flush();
    },
    stop() {
      for (const stop of stopListening) stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onHidden);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
