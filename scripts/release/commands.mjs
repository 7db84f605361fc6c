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
import { incompatibilities, providedVersions, sharedRanges } from './compat.mjs';
import { federationRuntimePackage } from '../rspack/federation/runtimePackages.mjs';
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

function shellProvides(cdnDir, version) {
  return providedVersions(
    readJson(path.join(releaseDir(cdnDir, 'shell', version), 'mf-manifest.json')),
  );
}

/** Problems of running remote ranges against a shell's provided versions. */
function checkRemotesAgainst(history, provided, shellLabel, only) {
  return Object.entries(history.apps)
    .filter(([app, h]) => app !== 'shell' && h.live && (!only || only === app))
    .flatMap(([app, h]) => {
      const ranges = h.versions.find((r) => r.version === h.live)?.shared ?? {};
      return incompatibilities(app, ranges, provided, shellLabel);
    });
}

function refuseIf(problems, what) {
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${what} refused`);
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
  const federationVersion =
    app === 'shell'
      ? undefined
      : federationRuntimePackage('@module-federation/webpack-bundler-runtime').version;
  const ranges = sharedRanges(pkg, sharedVersion, federationVersion);
  let history = readHistory(cdnDir);
  const liveShell = appHistory(history, 'shell').live;
  const notes = [];

  if (app !== 'shell') {
    if (liveShell) {
      refuseIf(incompatibilities(app, ranges, shellProvides(cdnDir, liveShell)), 'release');
      notes.push(`compatible with the live shell ${liveShell}`);
    } else {
      notes.push('no live shell yet: compatibility is checked when the shell is released');
    }
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
    if (app === 'shell') {
      const provided = providedVersions(readJson(path.join(source, 'mf-manifest.json')));
      refuseIf(checkRemotesAgainst(history, provided, 'the new shell'), 'release');
      const liveRemotes = APPS.filter((a) => a !== 'shell' && appHistory(history, a).live);
      if (liveRemotes.length > 0) notes.push(`compatible with live ${liveRemotes.join(', ')}`);
    }
    mkdirSync(path.join(cdnDir, app), { recursive: true });
    const folder = publishFolder(cdnDir, app, version, source);
    const previous = appHistory(history, app).live;
    history = addRelease(history, app, { version, releasedAt: now.toISOString(), shared: ranges });
    saveAndPublish(cdnDir, history, publicUrl);
    return { app, version, previous, folder, notes };
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
  let history = readHistory(cdnDir);
  const version = rollbackTarget(history, app, asked);
  if (!existsSync(releaseDir(cdnDir, app, version))) {
    throw new Error(`${app} ${version} is in releases.json but its folder is missing`);
  }
  const liveShell = appHistory(history, 'shell').live;
  if (app === 'shell') {
    refuseIf(
      checkRemotesAgainst(history, shellProvides(cdnDir, version), `shell ${version}`),
      'rollback',
    );
  } else if (liveShell) {
    const ranges = appHistory(history, app).versions.find((r) => r.version === version)?.shared;
    refuseIf(incompatibilities(app, ranges ?? {}, shellProvides(cdnDir, liveShell)), 'rollback');
  }
  const previous = appHistory(history, app).live;
  history = setLive(history, app, version, now.toISOString());
  saveAndPublish(cdnDir, history, publicUrl);
  return { app, version, previous };
}

export function listReleases({ app, cdnDir = cdnDirFromEnv() } = {}) {
  return formatReleases(readHistory(cdnDir), app ? [resolveApp(app)] : APPS);
}

/** The apps with no live version yet (what `pnpm start` releases before serving). */
export function appsWithoutLiveRelease(cdnDir = cdnDirFromEnv()) {
  const history = readHistory(cdnDir);
  return APPS.filter((app) => !appHistory(history, app).live);
}
