/**
 * Whether a remote can run beside the live shell: every singleton the remote shares must be
 * shared by the shell (but those only remotes share) in a version satisfying the remote's range
 * (the shell loads first, so its copy wins), and the remote must be built with a Module
 * Federation major the shell's runtime can load. Both sides are read from the artifacts' own
 * mf-manifest.json: the remote's `requiredVersion` of each shared entry, the shell's `version`.
 */
import semver from 'semver';
import { REMOTE_ONLY_SINGLETONS, SHARED_SINGLETONS } from '../sharedSingletons.mjs';

/** `{ react: '^19.2.0', … }`: the singletons an artifact asks for, from its mf-manifest.json. */
export function sharedRequirements(manifest) {
  const ranges = {};
  for (const entry of manifest.shared ?? []) {
    if (SHARED_SINGLETONS.includes(entry.name) && entry.requiredVersion) {
      ranges[entry.name] = entry.requiredVersion;
    }
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

/**
 * The problems of a remote's `ranges` against what the shell `provided`, one message each; empty
 * when compatible. A singleton the shell does not share is refused, unless only remotes share it
 * (REMOTE_ONLY_SINGLETONS: compared between remotes, see remoteSingletonWarnings) or it is none
 * of ours (SHARED_SINGLETONS).
 */
export function incompatibilities(app, ranges, provided, shellLabel = 'the live shell') {
  const problems = [];
  for (const [name, range] of Object.entries(ranges)) {
    const version = provided[name];
    if (!version) {
      if (SHARED_SINGLETONS.includes(name) && !REMOTE_ONLY_SINGLETONS.includes(name)) {
        problems.push(
          `${app} asks for ${name} ${range}, which ${shellLabel} does not share: ${app} would run a copy of its own`,
        );
      }
      continue;
    }
    if (!semver.validRange(range)) {
      problems.push(`${app} asks for ${name} "${range}", which is not a semver range`);
    } else if (!semver.satisfies(version, range, { includePrerelease: true })) {
      problems.push(`${app} needs ${name} ${range} but ${shellLabel} provides ${version}`);
    }
  }
  return problems;
}

/** `blog/BlogsPage`, … : the modules an artifact of the remote `key` exposes. */
export function exposedModules(key, manifest) {
  return new Set((manifest.exposes ?? []).map((entry) => `${key}/${entry.name}`));
}

/**
 * @typedef {{ app: string, key?: string, version: string, manifest: object, loads: string[], label: string }} LiveApp
 * `key` is the remote's key in remotes.json (none for the shell); `loads` the modules of other
 * remotes its build loads (its federation-contract.json); `label` names it in messages, e.g.
 * `the live shell 0.1.0-…`, `the new mf-blog 0.1.0-…` or `the canary mf-blog 0.1.0-…`.
 *
 * A remote with a running canary is in a set twice, its live version and its canary: a visitor
 * gets one or the other, so each must work with the candidate, and two versions of one app are
 * never checked against each other. The shell is never a canary: a set has one at most.
 */

/** Whether `a` and `b` can be in one page: not two versions of the same app. */
const inOnePage = (a, b) => a.app !== b.app;

/** The set's shell (if live), its remotes, and the singleton versions the shell provides. */
function splitSet(candidate, others) {
  const shell = candidate.app === 'shell' ? candidate : others.find((a) => a.app === 'shell');
  return {
    shell,
    remotes: [candidate, ...others].filter((a) => a.app !== 'shell'),
    provided: shell ? providedVersions(shell.manifest) : {},
  };
}

/**
 * What stops `candidate` from working beside `others`, for every pair that involves the
 * candidate: a singleton the shell does not share or whose range it does not satisfy, another
 * Module Federation major, or a module one app loads and another no longer exposes. One message
 * per problem, naming the module and the versions; empty when compatible.
 * @param {LiveApp} candidate
 * @param {LiveApp[]} others the other apps a visitor can get: live versions and running canaries
 */
export function setProblems(candidate, others) {
  const problems = [];
  const { shell, remotes, provided } = splitSet(candidate, others);
  for (const remote of remotes) {
    if (shell && (remote === candidate || shell === candidate)) {
      const shellProblems = [
        ...incompatibilities(
          remote.app,
          sharedRequirements(remote.manifest),
          provided,
          shell.label,
        ),
        ...federationProblems(
          remote.app,
          federationVersion(remote.manifest),
          federationVersion(shell.manifest),
          shell.label,
        ),
      ];
      problems.push(...shellProblems.map((problem) => `${problem} (${remote.label})`));
    }
  }
  const all = [candidate, ...others];
  for (const consumer of all) {
    for (const provider of all) {
      if (!provider.key || !inOnePage(consumer, provider)) continue;
      if (consumer !== candidate && provider !== candidate) continue;
      const exposed = exposedModules(provider.key, provider.manifest);
      for (const id of consumer.loads) {
        if (id.startsWith(`${provider.key}/`) && !exposed.has(id)) {
          problems.push(`${provider.label} does not expose ${id}, which ${consumer.label} loads`);
        }
      }
    }
  }
  return problems;
}

/**
 * A singleton only remotes share (the shell does not load it, e.g. `@tour/shared/richText`):
 * whichever remote loads first provides it to the others. Where one's copy misses another's
 * range, this says so, as a warning: refusing it would leave a new minor of such a package
 * unreleasable, since the remotes sharing it are released one at a time. Only pairs with the
 * candidate are named, each once (a remote's live version and its canary may ask the same).
 * @param {LiveApp} candidate
 * @param {LiveApp[]} others
 */
export function remoteSingletonWarnings(candidate, others) {
  const { remotes, provided } = splitSet(candidate, others);
  const warnings = new Set();
  for (const remote of remotes) {
    for (const [name, range] of Object.entries(sharedRequirements(remote.manifest))) {
      if (provided[name]) continue;
      for (const other of remotes) {
        if (!inOnePage(remote, other) || (remote !== candidate && other !== candidate)) continue;
        const version = providedVersions(other.manifest)[name];
        if (version && !semver.satisfies(version, range, { includePrerelease: true })) {
          warnings.add(
            `${remote.app} asks for ${name} ${range} and ${other.label} shares ${version}: a page loads one of the two`,
          );
        }
      }
    }
  }
  return [...warnings];
}
