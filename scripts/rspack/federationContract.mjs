/**
 * The contract of shared/src/contracts/remoteModules.ts applied to a build: what a remote
 * exposes is derived from it and checked against the remote's `src/exposes/` folder, and what
 * an app loads from other remotes is recorded beside its manifest for the release check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written into the root of every browser build: `{ "loads": ["booking/BookNowBar", …] }`. */
export const FEDERATION_CONTRACT_FILE = 'federation-contract.json';

/** Unit tests may sit beside the exposed modules; they are not modules. */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The federation `exposes` of the remote `key`: for each contract id `blog/BlogsPage`,
 * `'./BlogsPage': './src/exposes/BlogsPage.tsx'`. Throws, naming every difference, unless
 * `src/exposes/` holds exactly one file per contract module of `key`, each declared as
 * `RemoteModule<'<its id>'>`: the standalone page finds its modules by file name, so a file
 * typed against another id would pass the typecheck with the wrong props.
 * @param {{ appDir: string, app: string, key: string, moduleIds: readonly string[] }} remote
 * @returns {Record<string, string>}
 */
export function contractExposes({ appDir, app, key, moduleIds }) {
  const names = moduleIds
    .filter((id) => id.startsWith(`${key}/`))
    .map((id) => id.slice(key.length + 1));
  const dir = path.join(appDir, 'src/exposes');
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => !TEST_FILE.test(file)) : [];
  const problems = [];
  for (const name of names) {
    const file = `${name}.tsx`;
    if (!files.includes(file)) {
      problems.push(`the contract names ${key}/${name} but src/exposes/${file} does not exist`);
      continue;
    }
    const declared = new RegExp(`RemoteModule<(['"])${key}/${name}\\1>`);
    if (!declared.test(readFileSync(path.join(dir, file), 'utf8'))) {
      problems.push(`src/exposes/${file} is not declared as RemoteModule<'${key}/${name}'>`);
    }
  }
  for (const file of files) {
    if (!names.some((name) => file === `${name}.tsx`)) {
      problems.push(
        `src/exposes/${file} is no module of the contract: add ${key}/${file.replace(/\.[^.]*$/, '')} to RemoteModuleProps or move the file out of src/exposes/`,
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${app} does not match the remote contract (shared/src/contracts/remoteModules.ts):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  return Object.fromEntries(names.map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

/**
 * The contract ids of the remotes `keys`: every module an app that loads from them may ask for.
 * @param {readonly string[]} keys
 * @param {readonly string[]} moduleIds
 */
export function loadedModuleIds(keys, moduleIds) {
  return moduleIds.filter((id) => keys.some((key) => id.startsWith(`${key}/`)));
}
