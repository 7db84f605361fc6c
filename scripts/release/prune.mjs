/**
 * `pnpm releases prune`: removes old versions from the artifact store, so that neither the store
 * nor the site servers' disks grow with every release. Never removed: a live version, a canary,
 * a version live (for everyone or as a canary) or released within the last `keepDays`, nor the
 * newest `keep` versions of each app not yet pruned.
 *
 * The choice is made under the registry's lock, on the history as it is then, and the versions
 * chosen are marked pruned there (history.mjs `markPruned`) before any file is removed: a rollback
 * that made one live before the lock is seen (it is kept), and a rollback after it is refused
 * (`rollbackTarget`) instead of making live a version whose files are going. A removal that fails
 * leaves the version marked and partly stored: the next prune removes it again.
 */
import { appHistory, markPruned, prunedVersions, versionsLiveSince } from './history.mjs';

export const PRUNE_KEEP_DAYS_DEFAULT = 30;
export const PRUNE_KEEP_DEFAULT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ app: string, version: string }} AppVersion */

/**
 * The versions a prune at `now` removes: of each app, every version not yet pruned but those
 * kept (see the module's comment).
 * @param {import('./registry/types.d.mts').History} history
 * @param {{ now: Date, keepDays: number, keep: number }} retention
 * @returns {AppVersion[]} oldest first within each app
 */
export function prunableVersions(history, { now, keepDays, keep }) {
  const since = new Date(now.getTime() - keepDays * DAY_MS);
  return Object.keys(history.apps).flatMap((app) => {
    const pruned = prunedVersions(history, app);
    const stored = appHistory(history, app).versions.filter((r) => !pruned.has(r.version));
    const newest = new Set(stored.slice(Math.max(0, stored.length - keep)).map((r) => r.version));
    const liveSince = versionsLiveSince(history, app, since);
    return stored
      .filter(
        (r) =>
          !newest.has(r.version) &&
          !liveSince.has(r.version) &&
          // An unreadable time is no proof of age: kept.
          Date.parse(r.releasedAt) < since.getTime(),
      )
      .map((r) => ({ app, version: r.version }));
  });
}

/** Versions marked pruned of which the store still holds anything (a removal that failed). */
async function stillStored(history, store) {
  const left = [];
  for (const app of Object.keys(history.apps)) {
    for (const version of prunedVersions(history, app).keys()) {
      if (await store.hasAnyFile(app, version)) left.push({ app, version });
    }
  }
  return left;
}

function checkRetention(keepDays, keep) {
  if (!Number.isFinite(keepDays) || keepDays < 0) {
    throw new Error(`--keep-days must be a number of days of 0 or more, not ${keepDays}`);
  }
  if (!Number.isInteger(keep) || keep < 0) {
    throw new Error(`--keep must be a whole number of versions of 0 or more, not ${keep}`);
  }
}

const isIn = (list) => (v) => list.some((w) => w.app === v.app && w.version === v.version);

/**
 * Marks the versions to prune in the registry, then removes them, and any version marked before
 * whose removal failed, from the store. With `checkOnly`, what it would remove, and nothing
 * changed.
 * @param {object} options
 * @param {{ registry: import('./registry/types.d.mts').Registry,
 *   store: import('./artifacts/types.d.mts').ArtifactStore }} options.setup
 * @param {number} [options.keepDays] versions live or released within this many days are kept
 * @param {number} [options.keep] the newest this many versions of each app are kept
 * @param {boolean} [options.checkOnly]
 * @param {import('./registry/types.d.mts').Identity} [options.identity] who prunes (the log keeps it)
 * @returns {Promise<{ pruned: AppVersion[], retried: AppVersion[],
 *   failed: (AppVersion & { error: string })[], checked?: true }>} `pruned`: marked now;
 *   `retried`: marked before, still stored, removed now; `failed`: removals that failed
 */
export async function prune({
  setup: { registry, store },
  keepDays = PRUNE_KEEP_DAYS_DEFAULT,
  keep = PRUNE_KEEP_DEFAULT,
  checkOnly = false,
  identity,
}) {
  checkRetention(keepDays, keep);
  if (checkOnly) {
    const history = await registry.read();
    const pruned = prunableVersions(history, { now: await registry.now(), keepDays, keep });
    return { checked: true, pruned, retried: await stillStored(history, store), failed: [] };
  }
  const { pruned, history } = await registry.update((current, context) => {
    const now = context?.now ?? new Date();
    const chosen = prunableVersions(current, { now, keepDays, keep });
    const at = now.toISOString();
    const next = chosen.reduce(
      (marked, { app, version }) => markPruned(marked, app, version, at, identity),
      current,
    );
    return { history: next, result: { pruned: chosen, history: next } };
  });
  // Only once the marks are committed: from here no rollback can make these versions live.
  const removing = await stillStored(history, store);
  const failed = [];
  for (const { app, version } of removing) {
    try {
      await store.remove(app, version);
    } catch (error) {
      failed.push({ app, version, error: error.message });
    }
  }
  const retried = removing.filter((v) => !isIn(pruned)(v) && !isIn(failed)(v));
  return { pruned, retried, failed };
}

/** What `pnpm releases prune` prints of `prune`'s result. */
export function formatPrune({ pruned, retried, failed, checked }, { keepDays, keep, store }) {
  const names = (list) => list.map(({ app, version }) => `  ${app} ${version}`);
  const kept = `kept: live versions, canaries, versions live or released within ${keepDays} days, the newest ${keep} of each app`;
  if (pruned.length + retried.length + failed.length === 0)
    return `nothing to prune in ${store} (${kept})`;
  const lines = [];
  if (pruned.length > 0) {
    lines.push(`${checked ? 'would prune' : 'pruned'} from ${store} (${kept}):`, ...names(pruned));
  }
  if (retried.length > 0) {
    lines.push(
      `${checked ? 'would remove' : 'removed'} again (pruned before, still stored):`,
      ...names(retried),
    );
  }
  if (checked) lines.push('nothing was changed');
  for (const { app, version, error } of failed) {
    lines.push(
      `removing ${app} ${version} failed: ${error}; it stays marked pruned, and the next pnpm releases prune removes it`,
    );
  }
  return lines.join('\n');
}
