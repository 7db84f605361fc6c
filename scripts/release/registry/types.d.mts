/**
 * The release registry: every app's release history and live version, shared by every machine
 * that releases (the teams' CI runners) and every site server that follows it.
 *
 * Two kinds: `releases.json` in the CDN folder (the embedded default, fileRegistry.mjs) and
 * PostgreSQL when RELEASE_REGISTRY_URL is set (postgresRegistry.mjs). Both hold the same
 * History, changed only through `update`.
 */

/** One released version of an app. Never changed or removed once written. */
export interface Release {
  version: string;
  /** ISO time. */
  releasedAt: string;
  /** What the artifact's mf-manifest.json asks of the shared singletons (name → range). */
  shared?: Record<string, string>;
  /** sha256 of the artifact's files (hex), of which the version carries the first 10 digits. */
  digest?: string;
}

/** One change of an app's live version: a release, or a rollback (a bare one or to a version). */
export interface LiveEntry {
  at: string;
  action: 'release' | 'rollback';
  app: string;
  /** The version that became live. */
  version: string;
  /** The version live before, or null. */
  previous: string | null;
}

export interface AppHistory {
  live: string | null;
  versions: Release[];
}

export interface History {
  apps: Record<string, AppHistory>;
  /** Every live entry of every app, oldest first. Only ever appended to. */
  log: LiveEntry[];
}

export interface RegistryChange<Result> {
  /** The history to write: `history` plus appended releases and log entries, live pointers moved. */
  history: History;
  result: Result;
}

export interface Registry {
  /** For messages: `releases.json in /srv/cdn` or `PostgreSQL registry at db.example.com/releases`. */
  describe(): string;
  /** The history as it is now (a consistent snapshot). */
  read(): Promise<History>;
  /**
   * Runs `change` on the current history while holding the registry's lock, and writes what it
   * returns, all or nothing. `change` may throw (a refused release): nothing is written and the
   * error is rethrown. Concurrent updates from any machine are serialised; none is lost. If the
   * lock is lost while held (a stalled process), the update fails and writes nothing.
   */
  update<Result>(
    change: (history: History) => Promise<RegistryChange<Result>> | RegistryChange<Result>,
  ): Promise<Result>;
  /** A cheap token that changes whenever the history changes: site servers poll it. */
  revision(): Promise<string>;
  close(): Promise<void>;
}
