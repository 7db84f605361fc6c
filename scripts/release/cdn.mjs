/**
 * The CDN folder on disk: `<cdn>/<app>/<version>/` (immutable, never overwritten), and what a
 * plain static host serves visitors from it: `<cdn>/remotes.json` and `<cdn>/index.html` (the live
 * shell's, with preload hints), derived from the release history. Every write of those is a temp
 * file + rename.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repoRoot.mjs';
import { APPS } from './apps.mjs';
import { remotesJson } from './history.mjs';
import { withPreloads } from './preloads.mjs';

export function cdnDirFromEnv(env = process.env) {
  return path.resolve(REPO_ROOT, env.CDN_DIR || 'cdn');
}

export function releaseDir(cdnDir, app, version) {
  return path.join(cdnDir, app, version);
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Writes beside the target and renames over it, so a reader sees the old or the new file. */
export function writeFileAtomic(file, content) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/**
 * The live shell's index.html as visitors get it: its built page with preload hints for what
 * every page starts with.
 * @param {string} shellDir a local copy of the live shell's folder
 * @param {string} shellVersion
 * @param {Record<string, string>} remotes what remotes.json says
 * @param {string} [publicUrl] origin of the CDN when it is not the site's own
 */
export function liveIndexHtml(shellDir, shellVersion, remotes, publicUrl = '') {
  return withPreloads(readFileSync(path.join(shellDir, 'index.html'), 'utf8'), {
    shellBase: `${publicUrl.replace(/\/+$/, '')}/shell/${shellVersion}/`,
    shellManifest: readJson(path.join(shellDir, 'mf-manifest.json')),
    remotes,
  });
}

/** Writes what a static host serves from the CDN folder: remotes.json and the live index.html. */
export function publishLiveFiles(cdnDir, history, publicUrl = '') {
  const remotes = remotesJson(history, publicUrl);
  writeFileAtomic(path.join(cdnDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  const shell = history.apps.shell?.live;
  if (shell) {
    writeFileAtomic(
      path.join(cdnDir, 'index.html'),
      liveIndexHtml(releaseDir(cdnDir, 'shell', shell), shell, remotes, publicUrl),
    );
  }
}

const VERSIONED = new RegExp(`^(${APPS.join('|')})/[^/]+/`);

/** Cache-Control for a path under the CDN folder: versioned folders never change. */
export function cdnCacheControl(relativePath) {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  return VERSIONED.test(normalised) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
