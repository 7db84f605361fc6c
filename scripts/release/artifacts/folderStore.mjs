/**
 * The artifact store as a folder (the CDN folder itself): `<cdn>/<app>/<version>/`, written to
 * a hidden temp folder beside it and renamed into place, so the version folder exists only once
 * complete and is never overwritten: the rename is the create-if-absent point (renaming a folder
 * onto an existing, non-empty one fails), so of two puts of one version exactly one stores it.
 * Nothing is copied out by `localCopy`, so no marker of the files is kept: the rename is the
 * whole guarantee.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { plainFilesOf, VersionExistsError, versionPath } from './layout.mjs';

/** @returns {import('./types.d.mts').ArtifactStore} */
export function createFolderStore(cdnDir) {
  const folder = (app, version) => path.join(cdnDir, ...versionPath(app, version).split('/'));
  const describe = () => cdnDir;

  return {
    describe,

    async has(app, version) {
      return existsSync(folder(app, version));
    },

    // The folder appears whole (a rename) and a removal that stops leaves it in place.
    async hasAnyFile(app, version) {
      return existsSync(folder(app, version));
    },

    async put(app, version, sourceDir) {
      const target = folder(app, version);
      const refused = () =>
        new VersionExistsError(
          `${app} ${version} is already stored at ${target}; versions are never overwritten`,
        );
      if (existsSync(target)) throw refused();
      await plainFilesOf(sourceDir);
      const temp = path.join(cdnDir, app, `.tmp-${version}-${process.pid}-${randomUUID()}`);
      try {
        await cp(sourceDir, temp, { recursive: true });
        // What was copied is checked again: an entry swapped for a link after the first check
        // would otherwise be stored as one.
        await plainFilesOf(temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        if (existsSync(target)) throw refused();
        throw error;
      }
    },

    async remove(app, version) {
      await rm(folder(app, version), { recursive: true, force: true });
    },

    async readJson(app, version, file, { optional = false } = {}) {
      const target = path.join(folder(app, version), file);
      let text;
      try {
        text = await readFile(target, 'utf8');
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
        if (optional && existsSync(folder(app, version))) return null;
        throw new Error(`${app} ${version} has no ${file} in ${describe()}`, { cause: error });
      }
      return JSON.parse(text);
    },

    async localCopy(app, version) {
      const target = folder(app, version);
      if (!existsSync(target)) throw new Error(`${app} ${version} is not stored in ${describe()}`);
      return target;
    },

    // The copy is the stored version itself, which a prune removes from the store: nothing to
    // drop (the names are checked all the same, as every method checks them).
    async dropLocalCopy(app, version) {
      versionPath(app, version);
    },

    async close() {},
  };
}
