/**
 * The layout both stores share: a version lives under `<app>/<version>/`. Names are checked so
 * that a mistaken argument (an empty version, `..`) can never address the app's folder, a
 * sibling, or the hidden temp folders and markers, which all start with a dot.
 */
import { createHash } from 'node:crypto';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** `<app>/<version>` with `/` separators, after checking both names. */
export function versionPath(app, version) {
  for (const [what, name] of [
    ['app', app],
    ['version', version],
  ]) {
    if (typeof name !== 'string' || !NAME.test(name) || name.includes('..')) {
      throw new Error(`invalid ${what} name ${JSON.stringify(name)} for the artifact store`);
    }
  }
  return `${app}/${version}`;
}

/**
 * The files of an artifact folder (paths relative to it, `/`-separated), once every entry is
 * checked to be a plain file or folder inside it. A symlink would be stored as a link and served
 * by whatever it points at (a file outside the CDN folder, on the site server's disk); a device,
 * socket or FIFO is no web file either. Refused before anything is stored, naming the entry.
 * @param {string} sourceDir
 * @returns {Promise<string[]>}
 */
export async function plainFilesOf(sourceDir) {
  const root = await realpath(sourceDir);
  const files = [];
  // Entries are listed, never followed (a link to a folder is not descended into): with links
  // refused, no path of the artifact can resolve outside it.
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) {
      const kind = entry.isSymbolicLink() ? 'a symbolic link' : 'not a plain file';
      throw new Error(
        `${path.join(sourceDir, relative)} is ${kind}: an artifact holds only plain files and folders`,
      );
    }
    files.push(relative.split(path.sep).join('/'));
  }
  return files.sort();
}

/** A put refused because the version is already stored (by another put, racing or earlier). */
export class VersionExistsError extends Error {
  name = 'VersionExistsError';
}

/** SHA-256 (hex) of `bytes`. */
export function sha256Of(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}
