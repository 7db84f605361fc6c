import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, requestJson } from '@tour/shared';
import type { ReleaseHealth, VersionHealth } from '@tour/shared/contracts';
import { registeredRemotes, remoteLoadStatus } from '../registry/remoteRegistry';
import { RELEASE_HEALTH_PATHS, versionsOf } from '../health/releaseHealth';
import styles from './RemotesPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';
import { SiteServerStatus } from './SiteServerStatus';

interface RemoteRow {
  key: string;
  entryUrl: string;
  version: string;
}

/** A canary under way, as the site server's /canaries.json gives it. */
interface Canary {
  stable: string;
  canary: string;
  /** The visitors' share that gets the canary, in per cent. */
  share: number;
  startedAt: string;
  auto: boolean;
}

/** Remote key → its canary; `{}` with none running, null when the site could not tell. */
type Canaries = Record<string, Canary> | null;

/**
 * The version a remote's mf-manifest.json names (written by the release). The manifest sits
 * beside the remote entry; only this page reads it, visitors load the entry alone.
 */
async function manifestVersion(entryUrl: string): Promise<string> {
  try {
    const url = new URL('mf-manifest.json', new URL(entryUrl, window.location.href));
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return `manifest answered ${response.status}`;
    const manifest = (await response.json()) as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    return manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
  } catch {
    return 'manifest unreachable';
  }
}

// Figures for release managers: always asked afresh, never the cache's.
const canariesQuery = queryOptions({
  queryKey: ['release', 'canaries'] as const,
  queryFn: async ({ signal }): Promise<Canaries> => {
    try {
      const response = await fetch('/canaries.json', { cache: 'no-store', signal });
      return response.ok ? ((await response.json()) as Canaries) : null;
    } catch {
      return null;
    }
  },
  staleTime: 0,
});

/** Where staff sign in: the staff inbox (the route table's /admin), which asks when signed out. */
const STAFF_SIGN_IN_PATH = '/admin';

/** The API keeps the figures to signed-in staff: it answered that this browser is not. */
function isForStaffOnly(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The API's sums per version of one remote since `since` (its default window, the last 24 h,
 * without). Only for signed-in staff: the staff session's cookie goes with the call, which
 * carries no authCode (as the staff inbox's calls).
 */
function releaseHealthQuery(remote: string, since: string | undefined) {
  return queryOptions({
    queryKey: ['release', 'health', remote, since ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await requestJson<{ data: ReleaseHealth }>(RELEASE_HEALTH_PATHS.read, {
          query: { remote, since },
          withAuth: false,
          credentials: 'include',
          signal,
        })
      ).data,
    // Once, as the app's queries are (createQueryClient), but not a refusal: asking again does not
    // sign anyone in.
    retry: (failures, error) => failures < 1 && !isForStaffOnly(error),
    staleTime: 0,
  });
}

/** The figures cover every canary running: from the oldest one's start. */
function oldestStart(canaries: Canaries): string | undefined {
  const starts = Object.values(canaries ?? {}).map((canary) => canary.startedAt);
  return starts.sort()[0];
}

interface HealthRow {
  remote: string;
  version: string;
  canary: Canary | null;
}

/** Each remote's live version, and beside it its canary's while one runs. */
function healthRowsOf(tabVersions: Record<string, string>, canaries: Canaries): HealthRow[][] {
  const remotes = [...new Set([...Object.keys(tabVersions), ...Object.keys(canaries ?? {})])];
  return remotes.map((remote) => {
    const canary = canaries?.[remote];
    if (!canary) return [{ remote, version: tabVersions[remote] ?? 'dist', canary: null }];
    return [
      { remote, version: canary.stable, canary: null },
      { remote, version: canary.canary, canary },
    ];
  });
}

/** How long a canary has run: `12 min`, `3 h 5 min`, `2 d`. */
function ageOf(startedAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(startedAt)) / 60_000);
  if (Number.isNaN(minutes)) return '—';
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

/** `3.2 %`, or `—` for a version nothing was counted for. */
function rateOf(failureRate: number | null): string {
  return failureRate === null ? '—' : `${(failureRate * 100).toFixed(1)} %`;
}

/** An ISO time to the minute, in UTC as the API counts: `2026-11-28 12:34`. */
const minuteOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

type Figures = Omit<VersionHealth, 'remote' | 'version'>;

/** A version the API counted nothing for in the window. */
const NOTHING_COUNTED: Figures = {
  pageViews: 0,
  slotFailures: 0,
  renders: 0,
  renderFailures: 0,
  failureRate: null,
};

/**
 * The figures of each version: the API's when they came, else one text for every cell (`…` while
 * they load, `—` when they could not be had).
 */
function HealthFigures({ figures, missing }: { figures: Figures | null; missing: string }) {
  return (
    <>
      <td className={styles.number} data-testid="page-views">
        {figures?.pageViews ?? missing}
      </td>
      <td className={styles.number} data-testid="slot-failures">
        {figures?.slotFailures ?? missing}
      </td>
      <td className={styles.number} data-testid="renders">
        {figures?.renders ?? missing}
      </td>
      <td className={styles.number} data-testid="render-failures">
        {figures?.renderFailures ?? missing}
      </td>
      <td className={styles.number} data-testid="failure-rate">
        {figures ? rateOf(figures.failureRate) : missing}
      </td>
    </>
  );
}

/** What the figures' columns count. */
const FIGURES_EXPLAINED =
  'A slot failure is a page view where the remote could not load or threw in the browser; a ' +
  'render failure, a page the render server could not render it in.';

/** The window the answered figures cover, from the earliest start to the latest end. */
function windowOf(answers: ReleaseHealth[]): string {
  if (answers.length === 0) return '';
  const since = answers.map((answer) => answer.since).sort()[0]!;
  const until = answers.map((answer) => answer.until).sort()[answers.length - 1]!;
  return `, ${minuteOf(since)} to ${minuteOf(until)} UTC`;
}

/** The share of page views and renders that failed, per version of each remote. */
function ReleaseHealthTable({
  tabVersions,
  checkedAt,
}: {
  tabVersions: Record<string, string>;
  checkedAt: number;
}) {
  const canaries = useQuery(canariesQuery);
  const since = oldestStart(canaries.data ?? null);
  const rowGroups = canaries.isSuccess ? healthRowsOf(tabVersions, canaries.data) : [];
  const remotes = rowGroups.map((rows) => rows[0]!.remote);
  const health = useQueries({
    queries: remotes.map((remote) => releaseHealthQuery(remote, since)),
  });

  if (!canaries.isSuccess) return <p role="status">Checking for canaries…</p>;
  const running = canaries.data === null ? [] : Object.keys(canaries.data);
  const healthOf = (remote: string) => health[remotes.indexOf(remote)]!;
  const forStaffOnly = health.some((query) => isForStaffOnly(query.error));
  const failures = health.flatMap((query, index) =>
    query.isError ? [{ remote: remotes[index]!, error: query.error }] : [],
  );
  const answers = health.flatMap((query) => (query.isSuccess ? [query.data] : []));
  const figuresOf = (remote: string, version: string): Figures =>
    healthOf(remote).data?.versions.find((row) => row.version === version) ?? NOTHING_COUNTED;
  return (
    <>
      <p>
        {canaries.data === null
          ? 'No canary information: the site did not answer /canaries.json.'
          : running.length === 0
            ? 'No canary is running: every visitor gets the live versions.'
            : `Canaries running: ${running.join(', ')}.`}
        {!forStaffOnly && ` ${FIGURES_EXPLAINED}`}
      </p>
      {forStaffOnly ? (
        <p>
          Release figures are shown to signed-in staff.{' '}
          <Link to={STAFF_SIGN_IN_PATH}>Sign in as staff</Link>
        </p>
      ) : (
        failures.length > 0 && (
          <p role="alert">
            The figures of {failures.map((failure) => failure.remote).join(', ')} could not be
            loaded: {failures[0]!.error.message}
          </p>
        )
      )}
      <div className={styles.scroller} role="region" aria-labelledby="health-caption" tabIndex={0}>
        <table className={forStaffOnly ? styles.table : `${styles.table} ${styles.healthTable}`}>
          <caption id="health-caption" className={styles.caption}>
            Release health by version
            {forStaffOnly ? '' : windowOf(answers)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Version</th>
              <th scope="col">Role</th>
              <th scope="col">Canary age</th>
              {!forStaffOnly && (
                <>
                  <th scope="col" className={styles.number}>
                    Page views
                  </th>
                  <th scope="col" className={styles.number}>
                    Slot failures
                  </th>
                  <th scope="col" className={styles.number}>
                    Renders
                  </th>
                  <th scope="col" className={styles.number}>
                    Render failures
                  </th>
                  <th scope="col" className={styles.number}>
                    Failure rate
                  </th>
                </>
              )}
            </tr>
          </thead>
          {rowGroups.map((rows) => (
            <tbody key={rows[0]!.remote}>
              {rows.map(({ remote, version, canary }, index) => (
                <tr
                  key={version}
                  className={canary ? styles.canaryRow : undefined}
                  data-testid="health-row"
                  data-remote={remote}
                  data-role={canary ? 'canary' : 'stable'}
                >
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {remote}
                    </th>
                  )}
                  <th scope="row">
                    {version}
                    {/* During a canary, which side of the split this tab is on. */}
                    {rows.length > 1 && tabVersions[remote] === version && (
                      <span className={styles.thisTab}> (this tab)</span>
                    )}
                  </th>
                  <td>{canary ? `canary ${canary.share}%` : 'stable'}</td>
                  <td data-testid="canary-age">
                    {canary ? ageOf(canary.startedAt, checkedAt) : '—'}
                  </td>
                  {!forStaffOnly && (
                    <HealthFigures
                      figures={healthOf(remote).isSuccess ? figuresOf(remote, version) : null}
                      missing={healthOf(remote).isError ? '—' : '…'}
                    />
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}

/** /__remotes: what each remote is live at and how each version fares, for release managers. */
export function RemotesPage() {
  const [rows, setRows] = useState<RemoteRow[] | null>(null);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const client = useQueryClient();

  useEffect(() => {
    let active = true;
    Promise.all(
      Object.entries(registeredRemotes()).map(async ([key, entryUrl]) => ({
        key,
        entryUrl,
        version: await manifestVersion(entryUrl),
      })),
    ).then((loaded) => active && setRows(loaded));
    return () => {
      active = false;
    };
  }, [checkedAt]);

  return (
    <section className={styles.page} aria-labelledby="remotes-title">
      <h1 id="remotes-title">Live remotes</h1>
      <p>
        Read from <code>/remotes.json</code> when this page loaded. “Loaded” means a module of that
        remote has rendered in this tab.
      </p>
      {rows === null ? (
        <p role="status">Checking manifests…</p>
      ) : (
        // On a phone the table scrolls sideways rather than breaking each version over lines;
        // the region takes keyboard focus so it can be scrolled without a pointer.
        <div
          className={styles.scroller}
          role="region"
          aria-label="Versions of the live remotes"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Version</th>
                <th scope="col">In this page</th>
                <th scope="col">Entry</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-remote={row.key}>
                  <th scope="row">{row.key}</th>
                  <td data-testid="remote-version">{row.version}</td>
                  <td>{remoteLoadStatus(row.key)}</td>
                  <td>
                    <a href={row.entryUrl}>{row.entryUrl}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={styles.heading}>This site server</h2>
      <SiteServerStatus />
      <h2 className={styles.heading}>Release health</h2>
      <ReleaseHealthTable tabVersions={versionsOf(registeredRemotes())} checkedAt={checkedAt} />
      <p>
        <Button
          variant="secondary"
          onClick={() => {
            setCheckedAt(Date.now());
            void client.invalidateQueries({ queryKey: ['release'] });
          }}
        >
          Check again
        </Button>
      </p>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const RemotesRoute = withPageMeta(RemotesPage);
