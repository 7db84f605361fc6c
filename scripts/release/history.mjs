/**
 * releases.json, the release history, as pure functions: which versions each app has, when each
 * was released, which one is live, and which one (if any) is a canary: live for a share of
 * visitors while the rest keep the live one. The CDN's remotes.json is derived from it.
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

/** The app's canary, or null. */
export function canaryOf(history, app) {
  return appHistory(history, app).canary ?? null;
}

/** Refuses what cannot be done while `app` has a canary: one decision at a time. */
export function refuseDuringCanary(history, app, what) {
  const canary = canaryOf(history, app);
  if (canary) {
    throw new Error(
      `${app} ${canary.version} is a canary for ${canary.share} % of visitors: promote it (pnpm promote ${app}) or roll it back (pnpm rollback ${app}) before ${what}`,
    );
  }
}

/**
 * `entry` with who made it (types.d.mts LiveEntry): only what is known, so an entry without an
 * identity reads the same from releases.json and PostgreSQL.
 * @param {import('./registry/types.d.mts').Identity} identity
 */
function signed(entry, { actor, commit, note } = {}) {
  return {
    ...entry,
    ...(actor ? { actor } : {}),
    ...(commit ? { commit } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * A new history with `release` added: live, or with `canary` ({ share, auto }) a canary beside
 * the live version, which everyone else keeps; `identity`, who released it.
 */
export function addRelease(
  history,
  app,
  release,
  at = release.releasedAt,
  canary = null,
  identity = {},
) {
  const current = appHistory(history, app);
  if (current.versions.some((r) => r.version === release.version)) {
    throw new Error(`${app} ${release.version} is already released; versions are never replaced`);
  }
  refuseDuringCanary(history, app, 'releasing again');
  if (canary && !current.live) {
    throw new Error(`${app} has no live version: its first release cannot be a canary`);
  }
  const versions = [...current.versions, release];
  const next = canary
    ? {
        ...current,
        versions,
        canary: { version: release.version, share: canary.share, startedAt: at, auto: canary.auto },
      }
    : { ...current, live: release.version, versions };
  return {
    apps: { ...history.apps, [app]: next },
    log: [
      ...history.log,
      signed(
        {
          at,
          action: canary ? 'canary' : 'release',
          app,
          version: release.version,
          previous: current.live,
        },
        identity,
      ),
    ],
  };
}

/**
 * A new history with `app`'s canary ended: `promote` makes it live for everyone, otherwise
 * everyone goes back to the live version. The log entry keeps the reason, the figures and who
 * decided (none for an automatic decision).
 * @param {{ promote: boolean, at: string, reason: string, figures?: object,
 *   identity?: import('./registry/types.d.mts').Identity }} decision
 */
export function endCanary(history, app, { promote, at, reason, figures, identity }) {
  const current = appHistory(history, app);
  const canary = current.canary;
  if (!canary) throw new Error(`${app} has no canary`);
  const rest = { live: current.live, versions: current.versions };
  const entry = promote
    ? { at, action: 'promote', app, version: canary.version, previous: current.live }
    : { at, action: 'end-canary', app, version: current.live, previous: canary.version };
  return {
    apps: { ...history.apps, [app]: promote ? { ...rest, live: canary.version } : rest },
    log: [...history.log, signed({ ...entry, reason, ...(figures ? { figures } : {}) }, identity)],
  };
}

/** Entries that changed `app`'s live version for everyone, oldest first. */
function liveEntries(history, app) {
  return history.log.filter(
    (entry) =>
      entry.app === app &&
      (entry.action === 'release' || entry.action === 'rollback' || entry.action === 'promote'),
  );
}

/** The version live for everyone before the live one, if any (still fetched by open pages). */
export function versionLiveBefore(history, app) {
  const before = liveEntries(history, app).at(-1)?.previous;
  return before && before !== appHistory(history, app).live ? before : null;
}

/**
 * Every version of `app` live at some moment since `since` (a Date), for everyone or as a
 * canary: the live one and the canary now, and both sides of every change made since (the
 * version it made live or a canary, and the one live or a canary until then). What a visitor who
 * loaded a page within that time may still be running.
 */
export function versionsLiveSince(history, app, since) {
  const { live, canary } = appHistory(history, app);
  const versions = new Set([live, canary?.version]);
  for (const entry of history.log) {
    if (entry.app !== app || entry.action === 'prune') continue;
    if (Date.parse(entry.at) >= since.getTime()) versions.add(entry.version).add(entry.previous);
  }
  versions.delete(null);
  versions.delete(undefined);
  return versions;
}

/** `app`'s pruned versions (`pnpm releases prune`: their files removed), each with when. */
export function prunedVersions(history, app) {
  return new Map(
    history.log
      .filter((entry) => entry.app === app && entry.action === 'prune')
      .map((entry) => [entry.version, entry.at]),
  );
}

/**
 * A new history with `version` of `app` marked pruned at `at` by `identity`: a log entry, so the
 * registries keep it as they keep every change (releases themselves are never changed). Refuses
 * the live version, the canary, an unknown or an already pruned one.
 */
export function markPruned(history, app, version, at, identity = {}) {
  const { live, versions, canary } = appHistory(history, app);
  if (!versions.some((r) => r.version === version)) {
    throw new Error(`${app} has no version ${version}`);
  }
  if (version === live || version === canary?.version) {
    throw new Error(
      `${app} ${version} is ${version === live ? 'live' : 'a canary'}: it cannot be pruned`,
    );
  }
  if (prunedVersions(history, app).has(version)) {
    throw new Error(`${app} ${version} is already pruned`);
  }
  return {
    apps: history.apps,
    log: [...history.log, signed({ at, action: 'prune', app, version, previous: null }, identity)],
  };
}

/**
 * Versions a rollback moved away from and that are not live now: marked in `pnpm releases`
 * (a later explicit rollback to one of them makes it live again, and no longer marked).
 */
export function rolledBackVersions(history, app) {
  const { live } = appHistory(history, app);
  return new Set(
    history.log
      .filter(
        (entry) =>
          entry.app === app &&
          (entry.action === 'rollback' || entry.action === 'end-canary') &&
          entry.previous &&
          entry.previous !== live,
      )
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
 * before C was chosen again. A pruned version (its files removed) is never gone back to: a bare
 * rollback steps past it as well. Throws on an unknown version, the live one, a pruned one, or
 * nothing to go to.
 */
export function rollbackTarget(history, app, version) {
  refuseDuringCanary(history, app, 'rolling back to another version');
  const { live, versions } = appHistory(history, app);
  if (versions.length === 0) throw new Error(`${app} has no releases`);
  const pruned = prunedVersions(history, app);
  if (version) {
    if (!versions.some((r) => r.version === version)) {
      const known = versions.map((r) => r.version).join(', ');
      throw new Error(`${app} has no version ${version} (released: ${known})`);
    }
    if (version === live) throw new Error(`${app} ${version} is already live`);
    if (pruned.has(version)) {
      throw new Error(
        `${app} ${version} was pruned at ${pruned.get(version)}: its files are no longer stored, so it cannot be live again`,
      );
    }
    return version;
  }
  const entries = liveEntries(history, app);
  const movedAwayLater = new Set();
  let steppedOverPruned = false;
  // Walking back, `movedAwayLater` holds what the rollbacks after the entry in hand moved away from.
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (i < entries.length - 1 && entry.version !== live && !movedAwayLater.has(entry.version)) {
      if (!pruned.has(entry.version)) return entry.version;
      steppedOverPruned = true;
    }
    if (entry.action === 'rollback' && entry.previous) movedAwayLater.add(entry.previous);
  }
  throw new Error(
    steppedOverPruned
      ? `${app} has nothing to roll back to: the versions live before ${live} are pruned`
      : `${app} has nothing to roll back to: no version was live before ${live}`,
  );
}

/** A new history with `version` (already released) live again, rolled back by `identity`. */
export function setLive(history, app, version, at, identity = {}) {
  refuseDuringCanary(history, app, 'rolling back to another version');
  const current = appHistory(history, app);
  return {
    apps: { ...history.apps, [app]: { ...current, live: version } },
    log: [
      ...history.log,
      signed({ at, action: 'rollback', app, version, previous: current.live }, identity),
    ],
  };
}

/**
 * The CDN's remotes.json: each live remote's remoteEntry.js in its versioned folder. URLs are
 * relative to the site's origin (a remote infers its public path from its entry's URL) unless
 * `publicUrl` (e.g. https://cdn.example.com) is given. For a visitor on the canary side of the apps
 * in `onCanary`, those apps' canaries instead.
 */
export function remotesJson(history, publicUrl = '', onCanary = new Set()) {
  const base = publicUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(history.apps)
      .filter(([app, h]) => remoteKey(app) && h.live)
      .map(([app, h]) => {
        const version = onCanary.has(app) && h.canary ? h.canary.version : h.live;
        return [remoteKey(app), `${base}/${app}/${version}/remoteEntry.js`];
      }),
  );
}

/** The apps with a canary now. */
export function canaryApps(history) {
  return Object.keys(history.apps).filter((app) => history.apps[app].canary);
}

/** `12 min`, `3 h 5 min`, `2 d 4 h`: how long ago `since` was. */
export function ageOf(since, now = new Date()) {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** `1,204 views, 3 slot + 1 render failures (0.33 %)` from a version's health figures. */
export function describeHealth(health) {
  if (!health) return 'no views yet';
  const rate = health.failureRate === null ? '—' : `${(health.failureRate * 100).toFixed(2)} %`;
  return `${health.pageViews} page views, ${health.renders} renders, ${health.slotFailures} slot failures, ${health.renderFailures} render failures (failure rate ${rate})`;
}

/** `  — by ana, commit 1a2b3c4d5e6f, note: hotfix` for an entry with an identity, else ''. */
function whoOf(entry) {
  const parts = [
    entry?.actor && `by ${entry.actor}`,
    entry?.commit && `commit ${entry.commit.slice(0, 12)}`,
    entry?.note && `note: ${entry.note}`,
  ].filter(Boolean);
  return parts.length > 0 ? `  — ${parts.join(', ')}` : '';
}

/**
 * Human-readable list of releases, newest first, the live one, the canary, rolled-back and
 * pruned ones marked, each with who released it; with `health` (version → figures, from the
 * API), the live version's and the canary's figures; then each rollback and canary decision,
 * with its reason and who made it.
 * @param {import('./registry/types.d.mts').History} history
 * @param {string[]} apps
 * @param {{ health?: (app: string, version: string) => object | undefined, healthNote?: string, now?: Date }} [options]
 */
export function formatReleases(history, apps, { health, healthNote, now = new Date() } = {}) {
  const lines = [];
  for (const app of apps) {
    const { live, versions, canary } = appHistory(history, app);
    const rolledBack = rolledBackVersions(history, app);
    const pruned = prunedVersions(history, app);
    lines.push(`${app}${versions.length === 0 ? ': no releases' : ''}`);
    for (const r of [...versions].reverse()) {
      const isCanary = canary?.version === r.version;
      const marks = [
        r.version === live && '(live)',
        isCanary &&
          `(canary: ${canary.share} % of visitors for ${ageOf(canary.startedAt, now)}${canary.auto ? ', decided automatically' : ''})`,
        rolledBack.has(r.version) && '(rolled back)',
        pruned.has(r.version) && '(pruned)',
      ]
        .filter(Boolean)
        .join(' ');
      const mark = r.version === live ? '*' : isCanary ? '~' : ' ';
      const released = history.log.find(
        (e) => e.app === app && e.version === r.version && ['release', 'canary'].includes(e.action),
      );
      lines.push(
        `  ${mark} ${r.version}  ${r.releasedAt}${marks ? `  ${marks}` : ''}${whoOf(released)}`,
      );
      if (health && (r.version === live || isCanary)) {
        lines.push(`      ${describeHealth(health(app, r.version))}`);
      }
    }
    for (const entry of history.log.filter((e) => e.app === app)) {
      if (entry.reason) {
        const what = entry.action === 'promote' ? 'promoted' : 'rolled back';
        const version = entry.action === 'promote' ? entry.version : entry.previous;
        lines.push(`  ${entry.at} canary ${version} ${what}: ${entry.reason}${whoOf(entry)}`);
      } else if (entry.action === 'rollback') {
        lines.push(`  ${entry.at} rolled back ${entry.previous} → ${entry.version}${whoOf(entry)}`);
      }
    }
  }
  if (healthNote) lines.push(healthNote);
  return lines.join('\n');
}
