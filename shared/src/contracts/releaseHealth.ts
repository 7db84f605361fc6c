/**
 * Release health: how each version of each remote fares with visitors, so a canary release
 * (a new version live for a share of visitors) can be promoted or rolled back on figures.
 *
 * Two sources report page views, each with the versions it used and the remotes that failed:
 * - the render server, for each page it rendered: a remote failed if rendering it threw
 *   (POST /release-health/renders, behind its X-Render-Token);
 * - the shell in the browser, by beacon (`navigator.sendBeacon`): a remote failed if its slot
 *   could not load it or it threw (POST /release-health/views).
 * The API adds them up per remote, version and minute, and answers the sums over a window to the
 * render server and signed-in staff only. Nothing in them names a visitor: no address, no
 * cookie, no URL.
 *
 * A browser cannot be trusted to say which versions exist, so it writes only what the render
 * server vouched for: each page the render server answers carries a page token in
 * `<meta name="gk-health" content="TOKEN">` (PAGE_HEALTH_TOKEN_META), and the beacon sends it
 * back with the views of that page. The token names the page's remotes and versions; a view may
 * name only those. Format (v1), minted by scripts/render/healthToken.mjs, checked by
 * api/src/release-health/page-token.ts:
 *
 *   key   = HMAC-SHA256(key = RENDER_API_TOKEN, data = 'ghumakkad release-health page token v1')
 *   token = base64url(UTF-8 JSON of a PageHealthTokenPayload)
 *           + '.' + base64url(HMAC-SHA256(key, the first part, as its ASCII text))
 *
 * base64url without padding (RFC 4648 §5). A token is good for PAGE_HEALTH_TOKEN_TTL_MS after
 * it was issued, and counts at most MAX_VIEWS_PER_PAGE_TOKEN views.
 */
import { z } from 'zod';
import type { VersionHealth } from './responseSchemas/releaseHealth';

/** GET /release-health's answer: types inferred from its zod schema. */
export type { ReleaseHealth, VersionHealth } from './responseSchemas/releaseHealth';

export const RELEASE_HEALTH_PATHS = {
  /** POST, from browsers (a beacon: text/plain or application/json, a page token in the body). */
  views: '/release-health/views',
  /** POST, from the render server only (its x-render-token). */
  renders: '/release-health/renders',
  /** GET, by the render server or signed-in staff: the sums per version over a window. */
  read: '/release-health',
} as const;

/** A remote's key in /remotes.json, e.g. `blog`. */
export const remoteKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a remote key');

/** A release version (`0.1.0-20261128123456-0123abcdef`), or `dist` for an unreleased build. */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/, 'a version');

/** The most page views one render server report may carry. */
export const MAX_VIEWS_PER_REPORT = 50;

export const pageViewReportSchema = z
  .object({
    /** Every remote the page had, by key, at the version it used. */
    versions: z.record(remoteKeySchema, releaseVersionSchema).refine((versions) => {
      const count = Object.keys(versions).length;
      return count >= 1 && count <= 10;
    }, 'between 1 and 10 remotes'),
    /** The remotes whose slot failed in this page view (each at most once). */
    failed: z.array(remoteKeySchema).max(10).default([]),
  })
  .refine((view) => view.failed.every((key) => key in view.versions), {
    message: 'every failed remote must be one of the page’s versions',
    path: ['failed'],
  });

export const releaseHealthReportSchema = z.object({
  views: z.array(pageViewReportSchema).min(1).max(MAX_VIEWS_PER_REPORT),
});

export type PageViewReport = z.input<typeof pageViewReportSchema>;
export type ReleaseHealthReport = z.input<typeof releaseHealthReportSchema>;

/** The `name` of the page's meta element holding its page token (its `content`). */
export const PAGE_HEALTH_TOKEN_META = 'gk-health';

/** How long after it was issued a page token is taken: a long visit in one tab, not a day. */
export const PAGE_HEALTH_TOKEN_TTL_MS = 30 * 60_000;

/** The most views one page token counts, over all the reports that carry it. */
export const MAX_VIEWS_PER_PAGE_TOKEN = 30;

/** The most views one beacon carries. */
export const MAX_VIEWS_PER_BROWSER_REPORT = 20;

/** What a page token vouches for (the first part of the token, as JSON). */
export interface PageHealthTokenPayload {
  /** The page's side: '' for the live versions, else the canary versions it carries. */
  l: string;
  /** Every remote of the page's set, by key, at the version the page uses. */
  v: Record<string, string>;
  /** The remotes the server render used. */
  u: string[];
  /** Of those, the ones that failed in the server render (already counted as render failures). */
  f: string[];
  /** When the token was issued, epoch ms. */
  t: number;
  /** 16 random hex digits: two pages rendered in the same millisecond get different tokens. */
  n: string;
}

/** One page view as the browser saw it; its versions are the page token's. */
export const browserViewSchema = z
  .object({
    /** The remotes the view showed, by key: each must be in the page token. */
    remotes: z.array(remoteKeySchema).min(1).max(10),
    /** Of those, the ones whose slot failed to load or threw. */
    failed: z.array(remoteKeySchema).max(10).default([]),
    /**
     * The page the render server answered (the token's own page), which the server already
     * counted as a render: it adds only failures the server did not see.
     * False: a page reached by navigating in the app afterwards.
     */
    first: z.boolean().default(false),
  })
  .refine((view) => view.failed.every((key) => view.remotes.includes(key)), {
    message: 'every failed remote must be one of the view’s remotes',
    path: ['failed'],
  });

/** The body of POST /release-health/views: the page's token and views made under it. */
export const browserReportSchema = z.object({
  /** The `content` of the page's PAGE_HEALTH_TOKEN_META meta element. */
  token: z.string().min(1).max(2048),
  views: z.array(browserViewSchema).min(1).max(MAX_VIEWS_PER_BROWSER_REPORT),
});

export type BrowserView = z.input<typeof browserViewSchema>;
export type BrowserReport = z.input<typeof browserReportSchema>;

/** The failure rate of a version's figures, as VersionHealth defines it. */
export function failureRateOf(
  counts: Pick<VersionHealth, 'pageViews' | 'slotFailures' | 'renders' | 'renderFailures'>,
): number | null {
  const shown = counts.pageViews + counts.renders;
  return shown === 0 ? null : (counts.slotFailures + counts.renderFailures) / shown;
}
