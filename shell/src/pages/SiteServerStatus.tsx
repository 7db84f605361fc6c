import { queryOptions, useQuery } from '@tanstack/react-query';
import styles from './RemotesPage.module.css';

/**
 * What the site server that answered says of itself (/site-server.json, scripts/site.mjs): the
 * versions it serves, since when, whether every side warmed, and when the release registry last
 * answered it. A site serving its build folders (no registry) has no such file.
 */
interface SiteServer {
  /** App key → version: `{ shell: '0.1.0-…', blog: '0.1.0-…' }`. */
  versions: Record<string, string>;
  canaries: Record<string, { canary: string; share: number }>;
  servingSince: string;
  warm: boolean;
  registry: { heardAt: string; silentForMs: number; silent: boolean };
}

/** The answer, or `'none'` when this site follows no registry, `'unknown'` when it could not tell. */
type Answer = SiteServer | 'none' | 'unknown';

const siteServerQuery = queryOptions({
  queryKey: ['release', 'site-server'] as const,
  queryFn: async ({ signal }): Promise<Answer> => {
    try {
      const response = await fetch('/site-server.json', { cache: 'no-store', signal });
      if (response.status === 404) return 'none';
      return response.ok ? ((await response.json()) as SiteServer) : 'unknown';
    } catch {
      return 'unknown';
    }
  },
  staleTime: 0,
});

/** An ISO time to the second, in UTC: `2026-11-28 12:34:56 UTC`. */
const secondOf = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** `4 s`, `3 min 5 s`: how long `ms` is, for a person. */
function spanOf(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** /__remotes' "This site server" part: what answered this page, and whether it follows releases. */
export function SiteServerStatus() {
  const query = useQuery(siteServerQuery);
  if (!query.isSuccess) return <p role="status">Asking this site server…</p>;
  const server = query.data;
  if (server === 'none') {
    return <p>This site serves the apps’ build folders: it follows no release registry.</p>;
  }
  if (server === 'unknown') {
    return <p>This site server did not say what it serves (/site-server.json did not answer).</p>;
  }
  const canaries = Object.entries(server.canaries);
  return (
    <>
      <dl className={styles.facts} data-testid="site-server">
        <dt>Serves</dt>
        <dd>
          <ul className={styles.versionList}>
            {Object.entries(server.versions).map(([key, version]) => (
              <li key={key}>
                {key} {version}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Canaries</dt>
        <dd>
          {canaries.length === 0
            ? 'none'
            : canaries
                .map(([key, { canary, share }]) => `${key} ${canary} (${share} %)`)
                .join(', ')}
        </dd>
        <dt>Since</dt>
        <dd>{secondOf(server.servingSince)}</dd>
        <dt>Warm</dt>
        <dd>
          {server.warm ? 'yes: every side was rendering before it was served' : 'not every side'}
        </dd>
        <dt>Release registry</dt>
        <dd data-testid="registry-heard">
          last answered {spanOf(server.registry.silentForMs)} ago
        </dd>
      </dl>
      {server.registry.silent && (
        <p role="alert" className={styles.alert}>
          This server has not heard from the release registry for{' '}
          {spanOf(server.registry.silentForMs)}: it keeps serving the versions above, and a release
          or rollback made meanwhile has not reached it.
        </p>
      )}
    </>
  );
}
