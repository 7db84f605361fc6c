/**
 * The versions a site server keeps on its disk besides the live ones and the canaries: a visitor
 * whose page was loaded before a release, a rollback or the end of a canary keeps running the
 * versions it loaded, and fetches their lazy chunks for as long as the tab stays open.
 *
 * - Ahead of time, every version live (for everyone or as a canary) within the last
 *   RELEASE_KEEP_DAYS days (default 7) is copied in the background once a history is taken up
 *   (`keepVersionsLiveWithin`), and the copies of pruned versions are deleted.
 * - Any other version the history records, and that is not pruned, is fetched from the store when
 *   a file of it is first asked for (`recordedVersionFiles`): once per version, however many
 *   requests wait for it, a few versions at a time. A name the history does not record is never
 *   looked up in the store, so a request cannot make this server download an arbitrary key.
 *
 * With the folder store the copies are the stored versions themselves: nothing is downloaded, and
 * a prune removes them.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { appHistory, prunedVersions, versionsLiveSince } from '../release/history.mjs';

export const KEEP_DAYS_DEFAULT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
// Downloads for visitors at once: an old tab's chunk may wait for a download, the site may not.
const DOWNLOADS_AT_ONCE = 2;
// How long a request waits for its version's download before it is answered 503 (the download
// goes on, and the visitor's retry finds it done).
const WAIT_MS = 30_000;
// After a failed download, how long requests for the version are answered 503 without another.
const RETRY_AFTER_MS = 30_000;
// An app's or version's name as the artifact store takes it (layout.mjs).
const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** RELEASE_KEEP_DAYS: days a version stays on site servers' disks after it was last live. */
export function keepDaysFromEnv(env = process.env) {
  const text = env.RELEASE_KEEP_DAYS?.trim();
  if (!text) return KEEP_DAYS_DEFAULT;
  const days = Number(text);
  if (!Number.isFinite(days) || days < 0) {
    throw new Error(`RELEASE_KEEP_DAYS must be a number of days of 0 or more, not "${text}"`);
  }
  return days;
}

/** Every app's versions live within `keepDays` before `now` and not pruned, as [app, version]. */
export function versionsToKeep(history, now, keepDays) {
  const since = new Date(now.getTime() - keepDays * DAY_MS);
  return Object.keys(history.apps).flatMap((app) => {
    const pruned = prunedVersions(history, app);
    return [...versionsLiveSince(history, app, since)]
      .filter((version) => !pruned.has(version))
      .map((version) => [app, version]);
  });
}

/**
 * What a follower (liveSets.mjs) does with each history it takes up: `follow(history)` deletes
 * the local copies of pruned versions (awaited: they must stop being served) and starts copying
 * the versions live within the window in the background, one history at a time (a history that
 * came meanwhile is copied for once the run in hand ends; those in between are skipped).
 * `history()` is the last history followed.
 * @param {object} options
 * @param {import('../release/artifacts/types.d.mts').ArtifactStore} options.store
 * @param {string} options.cacheDir where an S3 store's versions are copied to
 * @param {number} [options.keepDays]
 * @param {() => number} [options.clock]
 */
export function keepVersionsLiveWithin({
  store,
  cacheDir,
  keepDays = keepDaysFromEnv(),
  clock = Date.now,
}) {
  let followed = null;
  /** The copying under way, and the history to copy for once it ends. */
  let copying = null;
  let next = null;

  async function copyAll(history) {
    for (const [app, version] of versionsToKeep(history, new Date(clock()), keepDays)) {
      await store.localCopy(app, version, cacheDir).catch((error) => {
        console.error(
          `[releases] ${app} ${version}, live within ${keepDays} days, is not kept ahead: ${error.message}`,
        );
      });
    }
  }

  function copyInTurn(history) {
    next = history;
    copying ??= (async () => {
      try {
        while (next) {
          const taken = next;
          next = null;
          await copyAll(taken);
        }
      } finally {
        // In the same turn as the last look at `next`: a history given after it starts a new run.
        copying = null;
      }
    })();
    return copying;
  }

  return {
    history: () => followed,
    /** Resolves once pruned copies are dropped; `copied` once the copying in turn is done. */
    async follow(history) {
      followed = history;
      for (const app of Object.keys(history.apps)) {
        for (const version of prunedVersions(history, app).keys()) {
          await store.dropLocalCopy(app, version, cacheDir).catch((error) => {
            console.error(`[releases] ${app} ${version} is pruned; its copy: ${error.message}`);
          });
        }
      }
      return { copied: copyInTurn(history) };
    },
  };
}

/**
 * `<app>`, `<version>` and the file's path segments of a URL path `/<app>/<version>/<file…>`,
 * or null for anything else: a segment that does not decode, is empty, `.` or `..`, starts with a
 * dot (the stores' markers and temp folders) or holds a separator once decoded.
 */
export function versionFileOf(urlPath) {
  const raw = urlPath.split('?')[0].split('/');
  if (raw[0] !== '' || raw.length < 4) return null;
  const segments = [];
  for (const part of raw.slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const [app, version, ...file] = segments;
  if (!NAME.test(app) || !NAME.test(version)) return null;
  return { app, version, file };
}

/** Whether `history` records `version` of `app`, not pruned. */
function fetchable(history, app, version) {
  if (!history || !Object.hasOwn(history.apps, app)) return false;
  if (!appHistory(history, app).versions.some((r) => r.version === version)) return false;
  return !prunedVersions(history, app).has(version);
}

/** Runs tasks at most `max` at a time, the others in the order they came. */
function inTurns(max) {
  let running = 0;
  const waiting = [];
  return async (task) => {
    // A finished task hands its turn over directly, so none starts out of order.
    if (running < max) running += 1;
    else await new Promise((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const following = waiting.shift();
      if (following) following();
      else running -= 1;
    }
  };
}

/** Answers 503: the version could not be fetched now. Its message is safe to show anyone. */
export class VersionUnavailableError extends Error {
  name = 'VersionUnavailableError';
}

/**
 * A file of a version that is not on disk yet, for the static server (its `missingVersionFile`):
 * `fileFor(urlPath)` resolves to the file's absolute path once its version is copied, to null
 * (404) when the path names no recorded, unpruned version or no file of it, and rejects with a
 * VersionUnavailableError (503) when the version cannot be fetched now (logged here, with why).
 * @param {object} options
 * @param {import('../release/artifacts/types.d.mts').ArtifactStore} options.store
 * @param {string} options.cacheDir where an S3 store's versions are copied to
 * @param {() => import('../release/registry/types.d.mts').History | null} options.history the
 *   history followed (liveSets.mjs `history`)
 * @param {number} [options.downloadsAtOnce]
 * @param {number} [options.waitMs] how long a request waits for its version's download
 * @param {number} [options.retryAfterMs] how long after a failed download none is tried again
 * @param {() => number} [options.clock]
 */
export function recordedVersionFiles({
  store,
  cacheDir,
  history,
  downloadsAtOnce = DOWNLOADS_AT_ONCE,
  waitMs = WAIT_MS,
  retryAfterMs = RETRY_AFTER_MS,
  clock = Date.now,
}) {
  const inTurn = inTurns(downloadsAtOnce);
  /** By `<app>/<version>`: copies made, downloads under way, when the last one failed. */
  const copies = new Map();
  const downloads = new Map();
  const failedAt = new Map();

  function download(app, version) {
    const key = `${app}/${version}`;
    if (!downloads.has(key)) {
      const copied = inTurn(() => store.localCopy(app, version, cacheDir)).then(
        (dir) => {
          copies.set(key, dir);
          return dir;
        },
        (error) => {
          failedAt.set(key, clock());
          console.error(`[releases] ${app} ${version} could not be fetched: ${error.message}`);
          throw new VersionUnavailableError(`${app} ${version} could not be fetched`);
        },
      );
      downloads.set(
        key,
        copied.finally(() => downloads.delete(key)),
      );
    }
    return downloads.get(key);
  }

  /** The local folder of a version, fetched unless a copy made before is still there. */
  async function copyOf(app, version) {
    const key = `${app}/${version}`;
    const made = copies.get(key);
    if (made && existsSync(made)) return made;
    copies.delete(key);
    if (clock() - (failedAt.get(key) ?? -Infinity) < retryAfterMs) {
      throw new VersionUnavailableError(`${app} ${version} could not be fetched`);
    }
    let timer;
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new VersionUnavailableError(`${app} ${version} is still being fetched`)),
        waitMs,
      );
    });
    return Promise.race([download(app, version), late]).finally(() => clearTimeout(timer));
  }

  return {
    async fileFor(urlPath) {
      const wanted = versionFileOf(urlPath);
      if (!wanted || wanted.file.length === 0) return null;
      const { app, version } = wanted;
      if (!fetchable(history(), app, version)) return null;
      const dir = await copyOf(app, version);
      // Pruned while it was fetched: dropped again, as the follower drops pruned copies.
      if (!fetchable(history(), app, version)) {
        await store.dropLocalCopy(app, version, cacheDir);
        return null;
      }
      const file = path.join(dir, ...wanted.file);
      if (!file.startsWith(`${dir}${path.sep}`)) return null;
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? file : null;
    },
  };
}
