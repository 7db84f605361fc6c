/**
 * Where the render server learns which versions are live. Read on every request (two small
 * files, re-read only when they change), so a release or rollback reaches the next page.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { readHistory, readJson, releaseDir } from '../release/cdn.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';

/** `catalogue@0.1.0-2026…` from `/mf-catalogue/0.1.0-2026…/remoteEntry.js`. */
function versionTag(key, entry) {
  const parts = entry.split('/');
  return `${key}@${parts.at(-2) ?? entry}`;
}

function liveSetOf(shellTag, shellDir, remotes) {
  const tags = [shellTag, ...Object.entries(remotes).map(([key, entry]) => versionTag(key, entry))];
  return { key: tags.join(', '), shellDir, remotes };
}

/** The live versions of a CDN folder: the shell from releases.json, the remotes from remotes.json. */
export function cdnLiveSet(cdnDir) {
  const historyFile = path.join(cdnDir, 'releases.json');
  const remotesFile = path.join(cdnDir, 'remotes.json');
  let seen = '';
  let set = null;
  return () => {
    // Releases replace these files by rename: a new inode or time means new contents.
    const stamp = [historyFile, remotesFile]
      .map((file) => {
        const { ino, mtimeNs } = statSync(file, { bigint: true });
        return `${ino}.${mtimeNs}`;
      })
      .join(':');
    if (stamp !== seen || !set) {
      const shellVersion = readHistory(cdnDir).apps.shell?.live;
      if (!shellVersion) throw new Error(`no live shell in ${cdnDir}`);
      set = liveSetOf(
        `shell@${shellVersion}`,
        releaseDir(cdnDir, 'shell', shellVersion),
        readJson(remotesFile),
      );
      seen = stamp;
    }
    return set;
  };
}

/**
 * The apps' dist folders, each remote on its own server (the e2e tests' site). A rebuilt shell,
 * or a new `generation` (a remote's server stopped), is a new set for the render server.
 */
export function distLiveSet(remotes, generation = () => 0) {
  const shellDir = path.join(REPO_ROOT, 'shell/dist');
  return () => {
    const built = statSync(path.join(shellDir, 'server/main.js')).mtimeMs;
    return liveSetOf(`shell@dist-${built}-${generation()}`, shellDir, remotes());
  };
}
