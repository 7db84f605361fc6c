/**
 * Whether a remote can run beside the live shell: every singleton the remote shares must be
 * satisfied by the version the live shell provides (the shell loads first, so its copy wins), and
 * the remote must be built with a Module Federation major the shell's runtime can load.
 * The remote's ranges come from its package.json; the shell's versions from the `shared`
 * entries of its released mf-manifest.json.
 */
import semver from 'semver';
import { SHARED_SINGLETONS } from '../sharedSingletons.mjs';

/**
 * The ranges an app asks for, from its package.json. `workspace:` ranges of @tour/shared become
 * `^<shared version>`, as createAppConfig.ts builds them.
 */
export function sharedRanges(packageJson, sharedPackageVersion) {
  const deps = { ...packageJson.peerDependencies, ...packageJson.dependencies };
  const ranges = {};
  for (const name of SHARED_SINGLETONS) {
    const range = deps[name];
    if (!range) continue;
    ranges[name] = range.startsWith('workspace:') ? `^${sharedPackageVersion}` : range;
  }
  return ranges;
}

/** `{ react: '19.3.1', … }` from a built mf-manifest.json's shared entries. */
export function providedVersions(manifest) {
  const versions = {};
  for (const entry of manifest.shared ?? []) {
    if (SHARED_SINGLETONS.includes(entry.name)) versions[entry.name] = entry.version;
  }
  return versions;
}

/** The Module Federation version a build was made with, from its mf-manifest.json. */
export function federationVersion(manifest) {
  return manifest.metaData?.pluginVersion ?? null;
}

/**
 * Whether a remote built with MF `remoteVersion` runs on a shell built with `shellVersion`. MF
 * keeps its remote-entry protocol within a major version, so only another major is refused; both
 * versions are named. Unknown versions (an older manifest) are not held against a release.
 */
export function federationProblems(
  app,
  remoteVersion,
  shellVersion,
  shellLabel = 'the live shell',
) {
  if (!remoteVersion || !shellVersion) return [];
  if (semver.major(remoteVersion) === semver.major(shellVersion)) return [];
  return [
    `${app} is built with Module Federation ${remoteVersion} but ${shellLabel} runs ${shellVersion} (another major version)`,
  ];
}

/** The problems, one message each; empty when compatible. */
export function incompatibilities(app, ranges, provided, shellLabel = 'the live shell') {
  const problems = [];
  for (const [name, range] of Object.entries(ranges)) {
    const version = provided[name];
    if (!version) {
      problems.push(`${app} needs ${name} ${range} but ${shellLabel} does not provide it`);
    } else if (!semver.validRange(range)) {
      problems.push(`${app} asks for ${name} "${range}", which is not a semver range`);
    } else if (!semver.satisfies(version, range, { includePrerelease: true })) {
      problems.push(`${app} needs ${name} ${range} but ${shellLabel} provides ${version}`);
    }
  }
  return problems;
}
