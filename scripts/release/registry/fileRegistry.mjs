/**
 * The embedded release registry: `releases.json` in the CDN folder, for one machine (or machines
 * sharing that folder). Changes are serialised by a lock file (`proper-lockfile`, refreshed while
 * held) and checked again just before writing, so a release that lost its lock fails instead of
 * overwriting another's:
 * - a stalled holder (its lock refresh did not run) that another release took the lock from
 *   finds the lock's owner token changed, or `onCompromised` has fired, and writes nothing;
 * - and in any case `releases.json` must still be what the change was computed from.
 *
 * Its clock is the local one, the only one it has: machines sharing the folder must keep theirs
 * in step (NTP), or their stamps, and the canaries' promote-after, go by the slowest.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { emptyHistory } from '../history.mjs';
import { writeFileAtomic } from '../cdn.mjs';
import { SITE_SERVER_REPORT_KEPT_MS } from '../siteServers.mjs';

/**
 * The registry's files in the CDN folder: the history, the lock, the lock's owner token and the
 * folder of site servers' reports. The site's server serves that folder and must never serve
 * these (who released what, and when; which servers there are).
 */
export const FILE_REGISTRY_FILES = [
  'releases.json',
  'releases.lock',
  'releases.lock.owner',
  'site-servers',
];

/** A server's report file: its id made safe as a file name (no separator, no dot-dot). */
const reportFileName = (id) => `${encodeURIComponent(id).replaceAll('.', '%2E')}.json`;

/** Thrown when the lock was lost while held: the release changed nothing and can be run again. */
export class LockLostError extends Error {}

/**
 * @param {string} cdnDir
 * @param {object} [options]
 * @param {number} [options.staleMs] a lock not refreshed for this long is taken over (min 5000)
 * @param {number} [options.waitMs] how long to wait for another release's lock
 * @param {(history: import('./types.d.mts').History) => void} [options.onWrite] runs under the
 *   lock after releases.json is written (the CDN folder's own remotes.json and index.html)
 * @param {(line: string) => void} [options.onWait] hears when a change has to wait for another's lock
 * @param {() => Date} [options.now] the registry's clock (the local one; tests fake it)
 * @returns {import('./types.d.mts').Registry}
 */
export function openFileRegistry(
  cdnDir,
  { staleMs = 10_000, waitMs = 60_000, onWrite, onWait = () => {}, now = () => new Date() } = {},
) {
  const [historyName, lockName, ownerName, serversName] = FILE_REGISTRY_FILES;
  const serversDir = path.join(cdnDir, serversName);
  const historyFile = path.join(cdnDir, historyName);
  const lockfilePath = path.join(cdnDir, lockName);
  const ownerFile = path.join(cdnDir, ownerName);
  const readText = () => (existsSync(historyFile) ? readFileSync(historyFile, 'utf8') : '');
  const parse = (text) => (text ? JSON.parse(text) : emptyHistory());

  async function acquire() {
    mkdirSync(cdnDir, { recursive: true });
    const state = { compromised: null };
    const lockWith = (retries) =>
      lockfile.lock(cdnDir, {
        lockfilePath,
        realpath: false,
        stale: staleMs,
        update: Math.max(1000, Math.floor(staleMs / 4)),
        retries,
        // The default throws out of a timer; here the update in progress is failed instead.
        onCompromised: (error) => {
          state.compromised = error;
        },
      });
    let release;
    try {
      release = await lockWith(0);
    } catch (error) {
      if (error.code !== 'ELOCKED') throw error;
      // Held by another change: said, then waited for, rather than a silent minute.
      onWait(
        `another release, rollback or promotion holds the release lock on ${cdnDir}: waiting for it to finish (up to ${waitMs / 1000} s)`,
      );
      release = await lockWith({
        retries: Math.ceil(waitMs / 250),
        factor: 1,
        minTimeout: 250,
        maxTimeout: 250,
      });
    }
    const token = randomUUID();
    await writeFile(ownerFile, token);
    return { release, token, state };
  }

  async function stillOwned({ token, state }) {
    if (state.compromised) return false;
    const owner = await readFile(ownerFile, 'utf8').catch(() => '');
    return owner === token;
  }

  return {
    describe: () => `releases.json in ${cdnDir}`,
    read: async () => parse(readText()),
    async update(change) {
      const lock = await acquire();
      try {
        const before = readText();
        const { history, result } = await change(parse(before), { now: now() });
        if (!(await stillOwned(lock)) || readText() !== before) {
          throw new LockLostError(
            `the release lock on ${cdnDir} was lost while this change held it (the process stalled ` +
              `for over ${staleMs / 1000} s and another release went ahead): nothing was changed, run it again`,
          );
        }
        writeFileAtomic(historyFile, `${JSON.stringify(history, null, 2)}\n`);
        onWrite?.(history);
        return result;
      } finally {
        // A lock another process took over is not ours to remove (its refresh stops by itself).
        if (await stillOwned(lock)) await lock.release().catch(() => {});
      }
    },
    // The content's hash, not its inode, mtime and size: an inode is reused once freed, an mtime
    // is as coarse as the filesystem's clock and goes back with a restored copy, and two histories
    // can have one size; equal hashes are the same history, which needs no reload.
    revision: async () => {
      const text = readText();
      return text ? createHash('sha256').update(text).digest('hex') : 'none';
    },
    now: async () => now(),
    // One file per server, replaced whole: servers never write the same file, so no lock.
    async reportServer(report) {
      mkdirSync(serversDir, { recursive: true });
      writeFileAtomic(
        path.join(serversDir, reportFileName(report.id)),
        JSON.stringify({ ...report, reportedAt: now().toISOString() }),
      );
    },
    async servers() {
      if (!existsSync(serversDir)) return [];
      const oldest = now().getTime() - SITE_SERVER_REPORT_KEPT_MS;
      const reports = [];
      for (const name of readdirSync(serversDir).filter((n) => n.endsWith('.json'))) {
        const file = path.join(serversDir, name);
        const report = JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));
        if (!report) continue;
        if (Date.parse(report.reportedAt) < oldest) await rm(file, { force: true });
        else reports.push(report);
      }
      return reports.sort((a, b) => a.id.localeCompare(b.id));
    },
    close: async () => {},
  };
}
