import { useEffect, useState } from 'react';
import { Button } from '@tour/shared';
import { registeredRemotes, remoteLoadStatus } from '../registry/remoteRegistry';
import styles from './RemotesPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

interface RemoteRow {
  key: string;
  entryUrl: string;
  version: string;
}

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

/** /__remotes: what each remote is live at, for release managers. */
export function RemotesPage() {
  const [rows, setRows] = useState<RemoteRow[] | null>(null);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());

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
      <p>
        <Button variant="secondary" onClick={() => setCheckedAt(Date.now())}>
          Check again
        </Button>
      </p>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const RemotesRoute = withPageMeta('remotes', RemotesPage);
