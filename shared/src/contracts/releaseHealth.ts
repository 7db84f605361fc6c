/**
 * Release health: how each version of each remote fares with visitors, so a canary release
 * (a new version live for a share of visitors) can be promoted or rolled back on figures.
 *
 * Two sources report page views, each with the versions it used and the remotes that failed:
 * - the shell in the browser, by beacon (`navigator.sendBeacon`), for each page view: a remote
 *   failed if its slot could not load it or it threw;
 * - the render server, for each page it rendered: a remote failed if rendering it threw.
 * The API adds them up per remote, version and minute, and answers the sums over a window.
 * Nothing in them names a visitor: no address, no cookie, no URL.
 */
import { z } from 'zod';

export const RELEASE_HEALTH_PATHS = {
  /** POST, from browsers (a beacon: text/plain or application/json, no auth code). */
  views: '/release-health/views',
  /** POST, from the render server only (its x-render-token). */
  renders: '/release-health/renders',
  /** GET: the sums per version over a window. */
  read: '/release-health',
} as const;

/** A remote's key in /remotes.json, e.g. `blog`. */
export const remoteKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a remote key');

/** A release version (`0.1.0-20261128123456-0123abcdef`), or `dist` for an unreleased build. */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/, 'a version');

/** The most page views one report may carry (a browser batches a few; the server more). */
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

/** One version's figures over the window asked for. */
export interface VersionHealth {
  remote: string;
  version: string;
  /** Page views the browsers reported with this version. */
  pageViews: number;
  /** Of those, the ones where this remote's slot failed to load or threw. */
  slotFailures: number;
  /** Pages the render server rendered with this version. */
  renders: number;
  /** Of those, the ones where rendering this remote threw. */
  renderFailures: number;
  /**
   * (slotFailures + renderFailures) / (pageViews + renders): the share of this version's
   * showings that failed, by either side. Null with nothing counted.
   */
  failureRate: number | null;
}

export interface ReleaseHealth {
  /** ISO times: the window the figures cover (whole minutes). */
  since: string;
  until: string;
  versions: VersionHealth[];
}

/** The failure rate of a version's figures, as VersionHealth defines it. */
export function failureRateOf(
  counts: Pick<VersionHealth, 'pageViews' | 'slotFailures' | 'renders' | 'renderFailures'>,
): number | null {
  const shown = counts.pageViews + counts.renders;
  return shown === 0 ? null : (counts.slotFailures + counts.renderFailures) / shown;
}
