/**
 * Whether a remote can run beside the live shell: every singleton the remote shares must be
 * satisfied by the version the live shell provides (the shell loads first, so its copy wins).
 * The remote's ranges come from its package.json; the shell's versions from the `shared`
 * entries of its released mf-manifest.json.
 */
import semver from 'semver';

export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'react-toastify',
  '@tour/shared',
];

/**
 * Remote entries run on the shell's federation runtime (scripts/rspack/federation/), so a remote
 * needs a shell built with the same Module Federation version; the shell's manifest records it.
 */
export const FEDERATION_RUNTIME = 'the Module Federation runtime';

/**
 * The ranges an app asks for, from its package.json. `workspace:` ranges of @tour/shared become
 * `^<shared version>`, as createAppConfig.ts builds them. A remote also asks for exactly the
 * `federationVersion` it is built with.
 */
export function sharedRanges(packageJson, sharedPackageVersion, federationVersion) {
  const deps = { ...packageJson.peerDependencies, ...packageJson.dependencies };
  const ranges = {};
  for (const name of SHARED_PACKAGES) {
    const range = deps[name];
    if (!range) continue;
    ranges[name] = range.startsWith('workspace:') ? `^${sharedPackageVersion}` : range;
  }
  if (federationVersion) ranges[FEDERATION_RUNTIME] = federationVersion;
  return ranges;
}

/** `{ react: '19.3.1', … }` from a built mf-manifest.json's shared entries. */
export function providedVersions(manifest) {
  const versions = {};
  for (const entry of manifest.shared ?? []) {
    if (SHARED_PACKAGES.includes(entry.name)) versions[entry.name] = entry.version;
  }
  const federationVersion = manifest.metaData?.pluginVersion;
  if (federationVersion) versions[FEDERATION_RUNTIME] = federationVersion;
  return versions;
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
