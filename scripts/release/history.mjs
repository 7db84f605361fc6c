/**
 * releases.json, the release history, as pure functions: which versions each app has, when each
 * was released, and which one is live. The CDN's remotes.json is derived from it.
 */
import { remoteKey } from './apps.mjs';

/** @typedef {{ version: string, releasedAt: string, shared?: Record<string, string> }} Release */
/** @typedef {{ live: string | null, versions: Release[] }} AppHistory */
/** @typedef {{ apps: Record<string, AppHistory>, log: object[] }} History */

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

/** The versions of `app` in the order they became live (releases and rollbacks, from the log). */
function liveSequence(history, app) {
  return history.log.filter((entry) => entry.app === app).map((entry) => entry.version);
}

/** Versions a rollback has taken off the live spot: never chosen again by a bare rollback. */
export function rolledBackVersions(history, app) {
  return new Set(
    history.log
      .filter((entry) => entry.app === app && entry.action === 'rollback' && entry.previous)
      .map((entry) => entry.previous),
  );
}

/**
 * The version a rollback goes to: the one asked for, or by default the one that was live just
 * before the live one, passing over versions that were themselves rolled back. So release B,
 * roll back (A), release C, roll back: A again, not B. Throws on an unknown version, the live
 * one, or nothing to go back to.
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
  const rolledBack = rolledBackVersions(history, app);
  const earlier = liveSequence(history, app)
    .reverse()
    .find((candidate) => candidate !== live && !rolledBack.has(candidate));
  if (!earlier) {
    throw new Error(`${app} has nothing to roll back to: no version was live before ${live}`);
  }
  return earlier;
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
