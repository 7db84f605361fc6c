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

/** When a canary is decided by itself (canary.mjs, `decideCanary`). */
export interface CanaryRule {
  /** Showings (browser page views and server renders) the canary needs before any decision. */
  minViews: number;
  /** Showings the live version needs over the same minutes before any decision. */
  minLiveViews: number;
  /**
   * Promoted only when shown to fail less than relativeMargin × the live version's rate +
   * absoluteMargin (1.5 and 0.002: 1 % live allows up to 1.7 %).
   */
  relativeMargin: number;
  absoluteMargin: number;
  /** Promoted no sooner than this (ms) after its start. */
  promoteAfterMs: number;
}

/**
 * A rule stored by a canary started before the rule became relative (an absolute margin of tolerated excess):
 * still read, and decided as canary.mjs's `canaryRuleOf` says.
 */
export interface AbsoluteMarginCanaryRule {
  minViews: number;
  margin: number;
  promoteAfterMs: number;
}

/** A version live for a share of visitors while everyone else keeps the live one. */
export interface Canary {
  version: string;
  /** Per cent of visitors, 1 to 99. */
  share: number;
  /** ISO time. */
  startedAt: string;
  /** Set: decided by itself; null: by hand (pnpm promote / pnpm rollback). */
  auto: CanaryRule | AbsoluteMarginCanaryRule | null;
}

/**
 * One change of what visitors get: a release, or a rollback (a bare one or to a version); a
 * canary started (`canary`: `version` is the canary, live unchanged), promoted (`promote`: it
 * became live) or ended (`end-canary`: `version` is the live one everyone is back on, `previous`
 * the canary). Or a version pruned (`prune`, by `pnpm releases prune`: `version`'s files are
 * removed from the artifact store, `previous` null): the mark that it can never be live again,
 * kept in the log because a release is never changed once written.
 */
export interface LiveEntry {
  at: string;
  action: 'release' | 'rollback' | 'canary' | 'promote' | 'end-canary' | 'prune';
  app: string;
  /** The version that became live (for `canary`, the canary; for `prune`, the one pruned). */
  version: string;
  /** The version live before (for `end-canary`, the canary), or null. */
  previous: string | null;
  /** Why a canary was promoted or ended, in words. */
  reason?: string;
  /** The figures a canary decision was made on (canary.mjs `decideCanary`). */
  figures?: Record<string, unknown>;
  /**
   * Who made the change (--actor, RELEASE_ACTOR, the CI's user, USER), the commit released from
   * (RELEASE_COMMIT, the CI's, `git rev-parse HEAD`) and the release manager's --note
   * (registry/identity.mjs); for an automatic canary decision, `canary watcher on <server>`.
   * Absent when not known: entries written before the registry recorded identities.
   */
  actor?: string;
  commit?: string;
  note?: string;
}

/** Who makes a change, as the log keeps it (absent or null: not known). */
export interface Identity {
  actor?: string | null;
  commit?: string | null;
  note?: string | null;
}

export interface AppHistory {
  live: string | null;
  versions: Release[];
  /** The app's canary, if one runs (absent or null: none). */
  canary?: Canary | null;
}

export interface History {
  apps: Record<string, AppHistory>;
  /** Every live entry of every app, oldest first. Only ever appended to. */
  log: LiveEntry[];
}

/** What the registry gives a change besides the history. */
export interface ChangeContext {
  /**
   * The registry's clock, read under its lock: a change's stamps (releasedAt, a canary's
   * startedAt, a log entry's at) come from it, not from the releasing machine's clock. PostgreSQL's
   * clock_timestamp(); the folder registry has no clock of its own: the local one.
   */
  now: Date;
}

export interface RegistryChange<Result> {
  /** The history to write: `history` plus appended releases and log entries, live pointers moved. */
  history: History;
  result: Result;
}

/**
 * What a site server says it serves (render/liveSets.mjs `status()`, sent by
 * render/siteServerReports.mjs): its live versions by app key, the canaries it serves, since when,
 * whether every side warmed, and when it last heard the registry.
 */
export interface SiteServerStatus {
  /** The live set's versions, e.g. `shell@0.1.0-…, blog@0.1.0-…`. */
  serving: string;
  /** `{ shell: '0.1.0-…', blog: '0.1.0-…' }`: the same, by app key. */
  versions: Record<string, string>;
  /** Remote key → the canary it serves beside the live version, and its share. */
  canaries: Record<string, { canary: string; share: number }>;
  /** ISO time (the server's clock) the set served now was taken up. */
  servingSince: string;
  warm: boolean;
  /** The sides that did not warm (served all the same). */
  coldSets: string[];
  registry: { heardAt: string; silentForMs: number; silent: boolean };
}

/** A site server's last report, as the registry keeps it. */
export interface SiteServerReport extends SiteServerStatus {
  /** SITE_SERVER_ID, or `<host name>:<port>`. */
  id: string;
  /** ISO time the server process started. */
  startedAt: string;
  /** ISO time on the registry's clock the report was received. */
  reportedAt: string;
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
    change: (
      history: History,
      context: ChangeContext,
    ) => Promise<RegistryChange<Result>> | RegistryChange<Result>,
  ): Promise<Result>;
  /**
   * A cheap token that changes whenever the history changes: site servers poll it, and reload
   * when it differs from the last one seen. Never the same for two different histories, even
   * after a failover or restore (not a bare counter). Rejects within seconds when the registry
   * does not answer, so a poll never hangs.
   */
  revision(): Promise<string>;
  /** The registry's clock now (ChangeContext['now'] outside a change), e.g. to name a version. */
  now(): Promise<Date>;
  /**
   * Keeps a site server's report (replacing its last one), stamped with the registry's clock.
   * Not part of the history: it changes no revision. Reports older than a week are dropped.
   */
  reportServer(report: Omit<SiteServerReport, 'reportedAt'>): Promise<void>;
  /** Every site server's last report, by id. */
  servers(): Promise<SiteServerReport[]>;
  close(): Promise<void>;
}
