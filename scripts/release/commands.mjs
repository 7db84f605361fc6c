/** `pnpm release`, `pnpm rollback` and `pnpm releases`: each returns what it did, or throws. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPnpm } from '../pnpm.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { APPS, resolveApp } from './apps.mjs';
import {
  cdnDirFromEnv,
  publishFolder,
  readHistory,
  readJson,
  releaseDir,
  saveAndPublish,
} from './cdn.mjs';
import {
  federationProblems,
  federationVersion,
  incompatibilities,
  providedVersions,
  sharedRanges,
} from './compat.mjs';
import { lockSync } from 'proper-lockfile';
import { addRelease, appHistory, formatReleases, rollbackTarget, setLive } from './history.mjs';
import { gitShortSha, releaseVersion } from './version.mjs';

/** Builds one app into `outDir` with `pnpm --filter <app> build`, leaving its dist/ alone. */
export function buildApp(app, outDir, publicPath) {
  const code = runPnpm(['--filter', app, 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BUILD_OUTPUT_DIR: outDir,
      ...(app === 'shell' ? { SHELL_PUBLIC_PATH: publicPath } : {}),
    },
  });
  if (code !== 0) throw new Error(`building ${app} failed (exit ${code})`);
}

function releaseManifest(cdnDir, app, version) {
  return readJson(path.join(releaseDir(cdnDir, app, version), 'mf-manifest.json'));
}

/** What stops each live remote from running on a shell with `shellManifest`. */
function checkRemotesAgainst(cdnDir, history, shellManifest, shellLabel) {
  const provided = providedVersions(shellManifest);
  return Object.entries(history.apps)
    .filter(([app, h]) => app !== 'shell' && h.live)
    .flatMap(([app, h]) => {
      const ranges = h.versions.find((r) => r.version === h.live)?.shared ?? {};
      return [
        ...incompatibilities(app, ranges, provided, shellLabel),
        ...federationProblems(
          app,
          federationVersion(releaseManifest(cdnDir, app, h.live)),
          federationVersion(shellManifest),
          shellLabel,
        ),
      ];
    });
}

/** What stops a remote with these ranges and this manifest from running on the live shell. */
function checkRemoteAgainstShell(cdnDir, history, app, ranges, manifest) {
  const liveShell = appHistory(history, 'shell').live;
  if (!liveShell) return [];
  const shellManifest = releaseManifest(cdnDir, 'shell', liveShell);
  return [
    ...incompatibilities(app, ranges, providedVersions(shellManifest)),
    ...(manifest
      ? federationProblems(app, federationVersion(manifest), federationVersion(shellManifest))
      : []),
  ];
}

function refuseIf(problems, what) {
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${what} refused`);
}

/**
 * Every change of releases.json, remotes.json and index.html happens under one lock (a lock
 * file beside them, `proper-lockfile`), reading the history afresh inside it: two releases, or a
 * release and a rollback, started together both land instead of one overwriting the other.
 */
function withHistoryLock(cdnDir, change) {
  mkdirSync(cdnDir, { recursive: true });
  const lockfilePath = path.join(cdnDir, 'releases.lock');
  const deadline = Date.now() + 60_000;
  let unlock;
  while (!unlock) {
    try {
      unlock = lockSync(cdnDir, { lockfilePath, stale: 30_000, realpath: false });
    } catch (error) {
      if (error.code !== 'ELOCKED' || Date.now() > deadline) throw error;
      // The other release is writing a few small files: wait a moment, without a busy loop.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    const history = readHistory(cdnDir);
    // Tests widen the window between reading and writing the history, where two releases
    // without the lock would overwrite each other (scripts/release/release.test.mjs).
    const hold = Number(process.env.RELEASE_TEST_HOLD_MS ?? 0);
    if (hold > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, hold);
    return change(history);
  } finally {
    unlock();
  }
}

/**
 * @param {object} options
 * @param {string} options.app e.g. `mf-blog` or `blog`
 * @param {string} [options.cdnDir]
 * @param {string} [options.from] release this already built folder instead of building (remotes only)
 * @param {string} [options.packageJson] the package.json whose ranges and version to use
 * @param {boolean} [options.checkOnly] only check compatibility with the live shell
 * @param {string} [options.publicUrl] origin of the CDN when it is not the site's own
 */
export function release({
  app: name,
  cdnDir = cdnDirFromEnv(),
  from,
  packageJson,
  checkOnly = false,
  publicUrl = process.env.CDN_PUBLIC_URL ?? '',
  now = new Date(),
  sha = gitShortSha(REPO_ROOT),
  build = buildApp,
}) {
  const app = resolveApp(name);
  const pkg = readJson(packageJson ?? path.join(REPO_ROOT, app, 'package.json'));
  const sharedVersion = readJson(path.join(REPO_ROOT, 'shared/package.json')).version;
  const ranges = sharedRanges(pkg, sharedVersion);
  const notes = [];

  // Refuse early, before building, what the live shell cannot serve; checked again when live.
  if (app !== 'shell') {
    const history = readHistory(cdnDir);
    refuseIf(checkRemoteAgainstShell(cdnDir, history, app, ranges, null), 'release');
    const liveShell = appHistory(history, 'shell').live;
    notes.push(
      liveShell
        ? `compatible with the live shell ${liveShell}`
        : 'no live shell yet: compatibility is checked when the shell is released',
    );
  }
  if (checkOnly) return { app, checked: true, notes };
  if (from && app === 'shell') {
    throw new Error('the shell is built for its versioned folder; release it without --from');
  }

  const version = releaseVersion(pkg.version, now, sha);
  if (existsSync(releaseDir(cdnDir, app, version))) {
    throw new Error(`${app} ${version} is already published; versions are never overwritten`);
  }
  const base = publicUrl.replace(/\/+$/, '');
  let source = from ? path.resolve(from) : undefined;
  let buildDir;
  if (!source) {
    buildDir = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
    build(app, buildDir, `${base}/shell/${version}/`);
    source = buildDir;
  }
  try {
    if (!existsSync(path.join(source, 'mf-manifest.json'))) {
      throw new Error(`${source} has no mf-manifest.json: is it a built ${app}?`);
    }
    const manifest = readJson(path.join(source, 'mf-manifest.json'));
    const problems = (history) =>
      app === 'shell'
        ? checkRemotesAgainst(cdnDir, history, manifest, 'the new shell')
        : checkRemoteAgainstShell(cdnDir, history, app, ranges, manifest);
    refuseIf(problems(readHistory(cdnDir)), 'release');
    mkdirSync(path.join(cdnDir, app), { recursive: true });
    const folder = publishFolder(cdnDir, app, version, source);
    try {
      return withHistoryLock(cdnDir, (history) => {
        // Again, against what is live now: another release may have landed meanwhile.
        refuseIf(problems(history), 'release');
        if (app === 'shell') {
          const liveRemotes = APPS.filter((a) => a !== 'shell' && appHistory(history, a).live);
          if (liveRemotes.length > 0) notes.push(`compatible with live ${liveRemotes.join(', ')}`);
        }
        const previous = appHistory(history, app).live;
        const next = addRelease(history, app, {
          version,
          releasedAt: now.toISOString(),
          shared: ranges,
        });
        saveAndPublish(cdnDir, next, publicUrl);
        return { app, version, previous, folder, notes };
      });
    } catch (error) {
      // A version that never went live leaves no folder behind.
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  } finally {
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  }
}

export function rollback({
  app: name,
  version: asked,
  cdnDir = cdnDirFromEnv(),
  publicUrl = process.env.CDN_PUBLIC_URL ?? '',
  now = new Date(),
}) {
  const app = resolveApp(name);
  return withHistoryLock(cdnDir, (history) => {
    const version = rollbackTarget(history, app, asked);
    if (!existsSync(releaseDir(cdnDir, app, version))) {
      throw new Error(`${app} ${version} is in releases.json but its folder is missing`);
    }
    if (app === 'shell') {
      refuseIf(
        checkRemotesAgainst(
          cdnDir,
          history,
          releaseManifest(cdnDir, 'shell', version),
          `shell ${version}`,
        ),
        'rollback',
      );
    } else {
      const ranges = appHistory(history, app).versions.find((r) => r.version === version)?.shared;
      refuseIf(
        checkRemoteAgainstShell(
          cdnDir,
          history,
          app,
          ranges ?? {},
          releaseManifest(cdnDir, app, version),
        ),
        'rollback',
      );
    }
    const previous = appHistory(history, app).live;
    saveAndPublish(cdnDir, setLive(history, app, version, now.toISOString()), publicUrl);
    return { app, version, previous };
  });
}

export function listReleases({ app, cdnDir = cdnDirFromEnv() } = {}) {
  return formatReleases(readHistory(cdnDir), app ? [resolveApp(app)] : APPS);
}

/** The apps with no live version yet (what `pnpm start` releases before serving). */
export function appsWithoutLiveRelease(cdnDir = cdnDirFromEnv()) {
  const history = readHistory(cdnDir);
  return APPS.filter((app) => !appHistory(history, app).live);
}
