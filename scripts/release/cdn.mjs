/**
 * The CDN folder on disk: `<cdn>/<app>/<version>/` (immutable, never overwritten),
 * `<cdn>/releases.json` (the history), and what visitors read: `<cdn>/remotes.json` and
 * `<cdn>/index.html` (a copy of the live shell's). Every write of those is a temp file + rename.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repoRoot.mjs';
import { APPS } from './apps.mjs';
import { emptyHistory, remotesJson } from './history.mjs';
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

export function writeJsonAtomic(file, value) {
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

export function readHistory(cdnDir) {
  const file = path.join(cdnDir, 'releases.json');
  return existsSync(file) ? readJson(file) : emptyHistory();
}

/**
 * Copies a built folder to `<cdn>/<app>/<version>/` (via a hidden temp folder and a rename),
 * writing the release version into its mf-manifest.json. Refuses an existing version.
 */
export function publishFolder(cdnDir, app, version, sourceDir) {
  const target = releaseDir(cdnDir, app, version);
  if (existsSync(target)) {
    throw new Error(
      `${app} ${version} is already published at ${target}; versions are never overwritten`,
    );
  }
  const temp = path.join(cdnDir, app, `.tmp-${version}-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  cpSync(sourceDir, temp, { recursive: true });
  const manifestFile = path.join(temp, 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = readJson(manifestFile);
    manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
    writeFileSync(manifestFile, JSON.stringify(manifest));
  }
  renameSync(temp, target);
  return target;
}

/** Writes the history, then what visitors read: remotes.json and the live shell's index.html. */
export function saveAndPublish(cdnDir, history, publicUrl = '') {
  writeJsonAtomic(path.join(cdnDir, 'releases.json'), history);
  const remotes = remotesJson(history, publicUrl);
  writeJsonAtomic(path.join(cdnDir, 'remotes.json'), remotes);
  const shell = history.apps.shell?.live;
  if (shell) {
    const folder = releaseDir(cdnDir, 'shell', shell);
    const html = withPreloads(readFileSync(path.join(folder, 'index.html'), 'utf8'), {
      shellBase: `${publicUrl.replace(/\/+$/, '')}/shell/${shell}/`,
      shellManifest: readJson(path.join(folder, 'mf-manifest.json')),
      remotes,
    });
    writeFileAtomic(path.join(cdnDir, 'index.html'), html);
  }
}

const VERSIONED = new RegExp(`^(${APPS.join('|')})/[^/]+/`);

/** Cache-Control for a path under the CDN folder: versioned folders never change. */
export function cdnCacheControl(relativePath) {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  return VERSIONED.test(normalised) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
