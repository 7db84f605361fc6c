/**
 * releases.json, the release history, as pure functions: which versions each app has, when each
 * was released, and which one is live. The CDN's remotes.json is derived from it.
 */
import { remoteKey } from '../ports.mjs';

/** @typedef {import('./registry/types.d.mts').History} History */

/** @returns {History} */
export function emptyHistory() {
  return { apps: {}, log: [] };
}

export function appHistory(history, app) {
  return history.apps[app] ?? { live: null, versions: [] };
}

/** A new history with `release` added and live. */
export function addRelease(history, app, release, at = release.releasedAt) {
  const current = appHistory(history, app);
  if (current.versions.some((r) => r.version === release.version)) {
    throw new Error(`${app} ${release.version} is already released; versions are never replaced`);
  }
  return {
    apps: {
      ...history.apps,
      [app]: { live: release.version, versions: [...current.versions, release] },
    },
    log: [
      ...history.log,
      { at, action: 'release', app, version: release.version, previous: current.live },
    ],
  };
}

/** The live entries of `app`, oldest first: its releases and rollbacks alike. */
function liveEntries(history, app) {
  return history.log.filter((entry) => entry.app === app);
}

/**
 * Versions a rollback moved away from and that are not live now: marked in `pnpm releases`
 * (a later explicit rollback to one of them makes it live again, and no longer marked).
 */
export function rolledBackVersions(history, app) {
  const { live } = appHistory(history, app);
  return new Set(
    liveEntries(history, app)
      .filter((entry) => entry.action === 'rollback' && entry.previous && entry.previous !== live)
      .map((entry) => entry.previous),
  );
}

/**
 * The version a rollback makes live: the one asked for, or by the rule of a bare rollback.
 *
 * The rule. The history is the list of live entries (releases, bare rollbacks and rollbacks to a
 * version alike). A bare rollback goes to the version of the entry before the current one,
 * stepping further back past the current version itself and past any version that a rollback
 * *later than that entry* moved away from. So A, B, C, rollback → B, rollback → A; and A, B, C,
 * rollback (B), rollback to C, release D, rollback → C: the rollback that moved away from C came
 * before C was chosen again. Throws on an unknown version, the live one, or nothing to go to.
 */
export function rollbackTarget(history, app, version) {
  const { live, versions } = appHistory(history, app);
  if (versions.length === 0) throw new Error(`${app} has no releases`);
  if (version) {
    if (!versions.some((r) => r.version === version)) {
      const known = versions.map((r) => r.version).join(', ');
      throw new Error(`${app} has no version ${version} (released: ${known})`);
    }
    if (version === live) throw new Error(`${app} ${version} is already live`);
    return version;
  }
  const entries = liveEntries(history, app);
  const movedAwayLater = new Set();
  // Walking back, `movedAwayLater` holds what the rollbacks after the entry in hand moved away from.
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (i < entries.length - 1 && entry.version !== live && !movedAwayLater.has(entry.version)) {
      return entry.version;
    }
    if (entry.action === 'rollback' && entry.previous) movedAwayLater.add(entry.previous);
  }
  throw new Error(`${app} has nothing to roll back to: no version was live before ${live}`);
}

/** A new history with `version` (already released) live again. */
export function setLive(history, app, version, at) {
  const current = appHistory(history, app);
  return {
    apps: { ...history.apps, [app]: { ...current, live: version } },
    log: [...history.log, { at, action: 'rollback', app, version, previous: current.live }],
  };
}

/**
 * The CDN's remotes.json: each live remote's remoteEntry.js in its versioned folder. URLs are
 * relative to the site's origin (a remote infers its public path from its entry's URL) unless
 * `publicUrl` (e.g. https://cdn.example.com) is given.
 */
export function remotesJson(history, publicUrl = '') {
  const base = publicUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(history.apps)
      .filter(([app, h]) => remoteKey(app) && h.live)
      .map(([app, h]) => [remoteKey(app), `${base}/${app}/${h.live}/remoteEntry.js`]),
  );
}

/** Human-readable list of releases, newest first, the live one and rolled-back ones marked. */
export function formatReleases(history, apps) {
  const lines = [];
  for (const app of apps) {
    const { live, versions } = appHistory(history, app);
    const rolledBack = rolledBackVersions(history, app);
    lines.push(`${app}${versions.length === 0 ? ': no releases' : ''}`);
    for (const r of [...versions].reverse()) {
      const marks = [r.version === live && '(live)', rolledBack.has(r.version) && '(rolled back)']
        .filter(Boolean)
        .join(' ');
      lines.push(
        `  ${r.version === live ? '*' : ' '} ${r.version}  ${r.releasedAt}${marks ? `  ${marks}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}
