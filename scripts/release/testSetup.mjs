/**
 * What the release tests share: a release setup on a CDN folder, as `pnpm release` opens one
 * without settings (releases.json, the versions' folders, remotes.json and index.html beside them).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishLiveFiles } from './cdn.mjs';
import { createFolderStore } from './artifacts/folderStore.mjs';
import { openFileRegistry } from './registry/fileRegistry.mjs';

/** @returns {Awaited<ReturnType<typeof import('./setup.mjs').openReleaseSetup>>} */
export function folderSetup(cdnDir) {
  return {
    registry: openFileRegistry(cdnDir, { onWrite: (h) => publishLiveFiles(cdnDir, h) }),
    store: createFolderStore(cdnDir),
    cdnDir,
    publicUrl: '',
    close: async () => {},
  };
}

/** A temporary folder holding `cdn/`, and a folder setup on it; remove `dir` after the test. */
export function tempFolderSetup(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cdnDir = path.join(dir, 'cdn');
  mkdirSync(cdnDir);
  return { dir, cdnDir, setup: folderSetup(cdnDir) };
}
