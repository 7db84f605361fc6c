/**
 * `pnpm release` (whole or as a canary), `pnpm promote`, `pnpm rollback` and `pnpm releases`:
 * each returns what it did, or throws.
 * They work on a release setup (setup.mjs): a registry (releases.json or PostgreSQL) and an
 * artifact store (the CDN folder or an S3 bucket), so a team's CI machine can release alone.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runPnpm } from '../pnpm.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { FEDERATION_CONTRACT_FILE } from '../rspack/federationContract.mjs';
import { remoteKey } from '../ports.mjs';
import { checkApiRequests } from './apiRequests.mjs';
import { APPS, resolveApp } from './apps.mjs';
import { plainFilesOf, VersionExistsError } from './artifacts/layout.mjs';
import { readJson } from './cdn.mjs';
import { remoteSingletonWarnings, setProblems, sharedRequirements } from './compat.mjs';
import {
  addRelease,
  appHistory,
  canaryApps,
  canaryOf,
  endCanary,
  formatReleases,
  prunedVersions,
  refuseDuringCanary,
  rollbackTarget,
  setLive,
} from './history.mjs';
import { canaryFigures, describeSides, maxCanariesFromEnv } from './canary.mjs';
import { readVersionHealth } from './health.mjs';
import { openReleaseSetup } from './setup.mjs';
import { formatSiteServers } from './siteServers.mjs';
import { artifactDigest, releaseVersion } from './version.mjs';

/**
 * The shell's built files name their own folder (`/shell/<version>/main.….js`), but the version
 * carries a digest of those files. So the shell is built for a stand-in folder name of the same
 * length, digested, and the stand-in replaced by the version when it is stored (the same length
 * keeps its source maps' columns right).
 */
const placeholderVersion = (packageVersion) => `${packageVersion}-${'0'.repeat(14)}-unreleased`;
const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|map|txt|svg)$/;

/**
 * The app's package version a build was made at, from its manifest. A copy of a released folder
 * (released again as a new build) carries a release version, or the shell's stand-in, there: its
 * package part is used.
 */
function packageVersionOf(manifest) {
  const built = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  return built.match(/^(.+)-\d{14}-([0-9a-f]{10}|unreleased)$/)?.[1] ?? built;
}

/**
 * A shell built elsewhere (`--from`, a CI artifact) must have been built for the stand-in folder
 * name, which is replaced by its version when stored; built for another folder, its pages would
 * load their scripts from a folder that does not exist.
 */
function mustBeBuiltForItsFolder(source, packageVersion) {
  const folder = `/shell/${placeholderVersion(packageVersion)}/`;
  const html = readFileSync(path.join(source, 'index.html'), 'utf8');
  if (!html.includes(folder)) {
    throw new Error(
      `${source} is not built for its release folder: build the shell with SHELL_PUBLIC_PATH=<CDN_PUBLIC_URL>${folder}, or release it without --from`,
    );
  }
}

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

/**
 * What the gate reads of an artifact: its mf-manifest.json, the modules of other remotes it
 * loads and the requests it sends to the API (its federation-contract.json, written by the
 * build; none recorded in older builds).
 */
async function artifactOf(readJson) {
  const [manifest, contract] = await Promise.all([
    readJson('mf-manifest.json'),
    readJson(FEDERATION_CONTRACT_FILE, { optional: true }),
  ]);
  return { manifest, loads: contract?.loads ?? [], apiRequests: contract?.apiRequests ?? [] };
}

/** Released artifacts never change: each is read from the store once per process. */
const storedArtifacts = new Map();
function storedArtifact(store, app, version) {
  const key = `${store.describe()} ${app}@${version}`;
  if (!storedArtifacts.has(key)) {
    const read = artifactOf((file, options) => store.readJson(app, version, file, options));
    storedArtifacts.set(
      key,
      read.catch((error) => {
        storedArtifacts.delete(key);
        throw error;
      }),
    );
  }
  return storedArtifacts.get(key);
}

/**
 * Every version a visitor can get of the apps but `except`, with its artifact, as the gate
 * (compat.mjs) takes them: each app's live version and, while it runs, its canary, each its own
 * entry. Checks are pairwise, so checking against each of them covers every combination of
 * canaries a visitor can be on.
 */
async function servedApps(history, store, except) {
  const served = [];
  for (const app of APPS) {
    const { live } = appHistory(history, app);
    if (app === except || !live) continue;
    served.push({ app, version: live, label: `the live ${app} ${live}` });
    const canary = canaryOf(history, app);
    if (canary) {
      served.push({ app, version: canary.version, label: `the canary ${app} ${canary.version}` });
    }
  }
  return Promise.all(
    served.map(async (entry) => ({
      ...entry,
      key: remoteKey(entry.app),
      ...(await storedArtifact(store, entry.app, entry.version)),
    })),
  );
}

function refuseIf(problems, what) {
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${what} refused`);
}

/**
 * Refuses `what` if the site's API at `healthUrl` would refuse a request `target` sends
 * (apiRequests.mjs); else the notes to show.
 */
async function refuseUnlessApiAccepts(target, healthUrl, what) {
  const { problems, notes } = await checkApiRequests(target, healthUrl);
  refuseIf(problems, what);
  return notes;
}

/** Runs `work` with the setup given, or one opened from the environment and closed after. */
async function withSetup(setup, work) {
  if (setup) return work(setup);
  const opened = await openReleaseSetup();
  try {
    return await work(opened);
  } finally {
    await opened.close();
  }
}

/**
 * The folder as it is stored: a copy of the artifact with its release version in its manifest
 * (the /__remotes page shows it) and, for the shell, in place of the stand-in folder name.
 */
async function stagedCopy(app, source, version, packageVersion) {
  const staging = mkdtempSync(path.join(os.tmpdir(), 'release-staging-'));
  cpSync(source, staging, { recursive: true });
  const placeholder = placeholderVersion(packageVersion);
  // Only the shell is built for a folder name (a remote loads relative to its remoteEntry.js).
  const files = app === 'shell' ? readdirSync(staging, { recursive: true, encoding: 'utf8' }) : [];
  for (const file of files) {
    if (!TEXT_FILE.test(file)) continue;
    const text = readFileSync(path.join(staging, file), 'utf8');
    if (text.includes(placeholder)) {
      await writeFile(path.join(staging, file), text.replaceAll(placeholder, version));
    }
  }
  const manifestFile = path.join(staging, 'mf-manifest.json');
  const manifest = readJson(manifestFile);
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  await writeFile(manifestFile, JSON.stringify(manifest));
  return staging;
}

/**
 * @param {object} options
 * @param {string} options.app e.g. `mf-blog` or `blog`
 * @param {string} [options.from] release this built folder (a CI artifact) instead of building
 * @param {boolean} [options.checkOnly] only check the artifact against what is live
 * @param {{ share: number, auto: import('./registry/types.d.mts').CanaryRule | null }} [options.canary]
 *   live for `share` per cent of visitors only, beside the live version (remotes only)
 * @param {number} [options.maxCanaries] how many canaries may run at once (default MAX_CANARIES)
 * @param {Awaited<ReturnType<typeof openReleaseSetup>>} [options.setup] default: from the environment
 * @param {import('./registry/types.d.mts').Identity} [options.identity] who releases (the log keeps it)
 * @param {Date} [options.now] the version's and the release's time; by default the registry's
 *   clock, never the releasing machine's (a slow CI clock would shorten a canary's promote-after)
 * @param {string} [options.healthUrl] the site's API: it must accept what the build sends to it
 */
export async function release({
  app: name,
  from,
  checkOnly = false,
  canary = null,
  maxCanaries = canary ? maxCanariesFromEnv() : undefined,
  setup,
  identity,
  now,
  healthUrl,
  build = buildApp,
}) {
  const app = resolveApp(name);
  if (canary) checkCanaryOptions(app, canary);
  return withSetup(setup, async ({ registry, store, publicUrl }) => {
    // Before building: a canary that cannot start is refused in seconds, not after a build.
    if (canary) refuseOverCanaryCap(await registry.read(), app, maxCanaries);
    const notes = [];
    let buildDir;
    let source = from ? path.resolve(from) : undefined;
    if (!source) {
      buildDir = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
      const packageVersion = readJson(path.join(REPO_ROOT, app, 'package.json')).version;
      const base = publicUrl.replace(/\/+$/, '');
      build(app, buildDir, `${base}/shell/${placeholderVersion(packageVersion)}/`);
      source = buildDir;
    }
    let staging;
    try {
      if (!existsSync(path.join(source, 'mf-manifest.json'))) {
        throw new Error(`${source} has no mf-manifest.json: is it a built ${app}?`);
      }
      // Named as given (the staged copy's temp name would tell nothing), before anything is read.
      await plainFilesOf(source);
      const { manifest, loads, apiRequests } = await artifactOf(async (file, { optional } = {}) => {
        const local = path.join(source, file);
        return optional && !existsSync(local) ? null : readJson(local);
      });
      const packageVersion = packageVersionOf(manifest);
      if (app === 'shell') mustBeBuiltForItsFolder(source, packageVersion);
      const digest = artifactDigest(source);
      const version = releaseVersion(packageVersion, now ?? (await registry.now()), digest);
      const candidate = {
        app,
        key: remoteKey(app),
        version,
        manifest,
        loads,
        apiRequests,
        label: `the new ${app} ${version}`,
      };

      // Refuse early, before uploading, what cannot run beside the live apps; checked again
      // under the registry's lock, against what is live then.
      const history = await registry.read();
      refuseDuringCanary(history, app, 'releasing again');
      refuseSameBuild(history, app, digest);
      const others = await servedApps(history, store, app);
      refuseIf(setProblems(candidate, others), 'release');
      notes.push(...remoteSingletonWarnings(candidate, others).map((w) => `warning: ${w}`));
      notes.push(...(await refuseUnlessApiAccepts(candidate, healthUrl, 'release')));
      notes.push(
        others.length > 0
          ? `compatible with ${others.map((a) => a.label).join(', ')}`
          : 'nothing else is live yet',
      );
      if (checkOnly) return { app, checked: true, notes };

      staging = await stagedCopy(app, source, version, packageVersion);
      try {
        await store.put(app, version, staging);
      } catch (error) {
        if (!(error instanceof VersionExistsError)) throw error;
        throw await storedByAnother(registry, app, version);
      }
      // From here this run has stored the version.
      try {
        return await registry.update(async (current, clock) => {
          // The same build released again a second later (a new version) while the first
          // release uploaded: refused here, under the lock.
          refuseSameBuild(current, app, digest);
          // Canaries started together all passed the check before building: under the lock, the
          // ones over the cap are refused.
          if (canary) refuseOverCanaryCap(current, app, maxCanaries);
          refuseIf(setProblems(candidate, await servedApps(current, store, app)), 'release');
          const previous = appHistory(current, app).live;
          const released = {
            version,
            releasedAt: stampOf(now, clock),
            shared: sharedRequirements(manifest),
            digest,
          };
          const next = addRelease(current, app, released, released.releasedAt, canary, identity);
          return { history: next, result: { app, version, previous, canary, notes } };
        });
      } catch (error) {
        throw await afterFailedRecord(error, { registry, store, app, version });
      }
    } finally {
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
      if (staging) rmSync(staging, { recursive: true, force: true });
    }
  });
}

/** A build already released, and still stored, is rolled back to rather than released again. */
function refuseSameBuild(history, app, digest) {
  // A pruned version's files are gone: its build is released afresh, as a new version.
  const pruned = prunedVersions(history, app);
  const same = appHistory(history, app).versions.find(
    (r) => r.digest === digest && !pruned.has(r.version),
  );
  if (same) {
    throw new Error(
      `${app}: this build is already released as ${same.version}; to make it live again: pnpm rollback ${app} ${same.version}`,
    );
  }
}

/**
 * What the registry holds of `version` of `app`: `state` (`live`, `as a canary for 10 %`,
 * `recorded (not live)`) or null when it does not know it; `unreadable` when it could not be read.
 */
async function recordOf(registry, app, version) {
  let history;
  try {
    history = await registry.read();
  } catch (error) {
    return { unreadable: error };
  }
  const { live, versions } = appHistory(history, app);
  const canary = canaryOf(history, app);
  if (live === version) return { state: 'live' };
  if (canary?.version === version) return { state: `as a canary for ${canary.share} %` };
  if (versions.some((r) => r.version === version)) return { state: 'recorded (not live)' };
  return { state: null };
}

/**
 * The error for a version found already stored, by another release of the same build (the
 * version names its content): that release's to record or remove, so this one touches nothing.
 */
async function storedByAnother(registry, app, version) {
  const { state, unreadable } = await recordOf(registry, app, version);
  const run = `run pnpm releases ${app}`;
  if (unreadable) {
    return new Error(
      `${app} ${version} is already stored by another release of this build; could not tell whether it was recorded (${unreadable.message}): it stays stored; ${run}`,
    );
  }
  if (state) {
    return new Error(
      `${app}: this build is already released as ${version} (the registry has it ${state}) by another release: nothing was changed`,
    );
  }
  return new Error(
    `${app} ${version} is already stored by another release of this build that has not recorded it (it is under way, or stopped after storing it): it stays stored and nothing was changed; ${run}`,
  );
}

/**
 * After the registry write of a stored version failed: the error to report, once the store is
 * left as the registry needs it. A write can fail after it committed (a COMMIT whose answer was
 * lost, remotes.json failing after releases.json was written), so the registry is read back: a
 * version it has, or may have, stays stored; only one it verifiably does not know is removed.
 */
async function afterFailedRecord(error, { registry, store, app, version }) {
  const { state, unreadable } = await recordOf(registry, app, version);
  const told = (what) => new Error(`${error.message}\n${what}`, { cause: error });
  if (unreadable) {
    return told(
      `could not tell whether ${app} ${version} was recorded (${unreadable.message}): it stays stored; run pnpm releases ${app}`,
    );
  }
  if (state) return told(`the registry has ${app} ${version} ${state}: it stays stored`);
  try {
    await store.remove(app, version);
  } catch (removeError) {
    return told(
      `${app} ${version} was not recorded, and removing it from ${store.describe()} failed (${removeError.message}): it is left there, unused`,
    );
  }
  return error;
}

/** A canary's share and rule, checked before anything is built or stored. */
function checkCanaryOptions(app, { share, auto }) {
  if (app === 'shell') {
    throw new Error('the shell cannot be a canary: release a remote as a canary, the shell whole');
  }
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new Error(`a canary's share is a whole per cent from 1 to 99, not ${share}`);
  }
  if (
    auto &&
    !(
      Number.isInteger(auto.minViews) &&
      auto.minViews >= 1 &&
      Number.isInteger(auto.minLiveViews) &&
      auto.minLiveViews >= 1 &&
      auto.relativeMargin >= 1 &&
      auto.absoluteMargin >= 0 &&
      auto.absoluteMargin < 1 &&
      auto.promoteAfterMs >= 0
    )
  ) {
    throw new Error(
      '--min-views and --min-live-views must be whole numbers of at least 1, --relative-margin at least 1, --absolute-margin from 0 to below 1, --promote-after a duration',
    );
  }
}

/**
 * Refuses a canary of `app` while `max` canaries of other apps run: each combination of canaries
 * is a render lane of its own, and each canary takes views from the live versions.
 */
function refuseOverCanaryCap(history, app, max) {
  const running = canaryApps(history)
    .filter((other) => other !== app)
    .sort();
  if (running.length < max) return;
  const named = running.map((other) => {
    const { version, share } = canaryOf(history, other);
    return `${other} ${version} (${share} %)`;
  });
  const count =
    running.length === 1 ? '1 canary already runs' : `${running.length} canaries already run`;
  throw new Error(
    `${count}: ${named.join(', ')}; MAX_CANARIES allows ${max} at once. Decide one (pnpm promote / pnpm rollback) or raise MAX_CANARIES (up to 5)\ncanary release of ${app} refused`,
  );
}

/**
 * A change's time: the one given (tests pin it), else the registry's clock handed to the change
 * (registry/types.d.mts ChangeContext); the local clock only for a registry that hands none (an
 * in-memory one in tests).
 */
const stampOf = (now, clock) => (now ?? clock?.now ?? new Date()).toISOString();

/**
 * Applies `change` (a registry.update change) to the registry, or with `checkOnly` to what it
 * holds now, without writing: every check the change makes runs, and nothing is changed.
 */
async function changeOrCheck(registry, checkOnly, change) {
  if (!checkOnly) return registry.update(change);
  const { result } = await change(await registry.read(), { now: await registry.now() });
  return result && { ...result, checked: true };
}

/**
 * Ends `app`'s canary: promoted (live for everyone) or rolled back (everyone on the live
 * version), with the reason and figures in the release history. `expected` (a version) makes it
 * a no-op if the canary has changed since the decision was made (another server decided first).
 * @returns {Promise<{ app: string, version: string, promoted: boolean, reason: string, live: string } | null>}
 */
export async function decideCanaryOf({
  app: name,
  promote,
  reason,
  figures,
  expected,
  setup,
  checkOnly = false,
  identity,
  now,
  healthUrl,
}) {
  const app = resolveApp(name);
  return withSetup(setup, ({ registry, store }) =>
    changeOrCheck(registry, checkOnly, async (history, clock) => {
      const canary = canaryOf(history, app);
      if (expected && canary?.version !== expected) return { history, result: null };
      if (!canary) throw new Error(`${app} has no canary`);
      const notes = [];
      if (promote) {
        // Live for everyone now: checked against what visitors get, as a release is.
        const target = {
          app,
          key: remoteKey(app),
          version: canary.version,
          ...(await storedArtifact(store, app, canary.version)),
          label: `the canary ${app} ${canary.version}`,
        };
        refuseIf(setProblems(target, await servedApps(history, store, app)), 'promotion');
        // The API may have changed since the canary was released.
        notes.push(...(await refuseUnlessApiAccepts(target, healthUrl, 'promotion')));
      }
      return {
        history: endCanary(history, app, {
          promote,
          at: stampOf(now, clock),
          reason,
          figures,
          identity,
        }),
        result: {
          app,
          version: canary.version,
          promoted: promote,
          reason,
          // What everyone gets now.
          live: promote ? canary.version : appHistory(history, app).live,
          notes,
        },
      };
    }),
  );
}

/**
 * Both sides' figures for a decision by hand, from the site's API at `healthUrl`; if it cannot be
 * reached or refuses, none, and a note saying why (the decision is the release manager's to make
 * all the same).
 * @returns {Promise<{ figures?: object, notes: string[] }>}
 */
async function figuresByHand(history, app, healthUrl, renderToken) {
  const canary = canaryOf(history, app);
  if (!healthUrl || !canary) return { notes: [] };
  try {
    const health = await readVersionHealth(healthUrl, app, canary.startedAt, { renderToken });
    const live = health.get(appHistory(history, app).live);
    return { figures: canaryFigures(health.get(canary.version), live), notes: [] };
  } catch (error) {
    return { notes: [`decided without figures from ${healthUrl}: ${error.message}`] };
  }
}

const byHand = (what, figures) => `${what} by hand${figures ? `: ${describeSides(figures)}` : ''}`;

/** `pnpm promote <app>`: the canary goes live for everyone; with `checkOnly`, only checked. */
export async function promote({
  app: name,
  setup,
  healthUrl,
  renderToken,
  checkOnly = false,
  identity,
  now,
}) {
  const app = resolveApp(name);
  return withSetup(setup, async (opened) => {
    const history = await opened.registry.read();
    const { figures, notes } = await figuresByHand(history, app, healthUrl, renderToken);
    const promoted = await decideCanaryOf({
      app,
      promote: true,
      reason: byHand('promoted', figures),
      figures,
      setup: opened,
      checkOnly,
      identity,
      now,
      healthUrl,
    });
    return { ...promoted, notes: [...notes, ...promoted.notes] };
  });
}

/**
 * `pnpm rollback <app> [version]`: during a canary, a bare rollback ends it (everyone back on the
 * live version); otherwise the live version goes back, by the rule of history.mjs.
 */
export async function rollback({
  app: name,
  version: asked,
  setup,
  healthUrl,
  renderToken,
  checkOnly = false,
  identity,
  now,
}) {
  const app = resolveApp(name);
  return withSetup(setup, async (opened) => {
    const history = await opened.registry.read();
    if (!asked && canaryOf(history, app)) {
      const { figures, notes } = await figuresByHand(history, app, healthUrl, renderToken);
      const ended = await decideCanaryOf({
        app,
        promote: false,
        reason: byHand('rolled back', figures),
        figures,
        setup: opened,
        checkOnly,
        identity,
        now,
      });
      return {
        app,
        version: ended.live,
        previous: ended.version,
        canaryEnded: true,
        checked: checkOnly,
        notes,
      };
    }
    return rollbackLive(app, asked, opened, { now, checkOnly, identity, healthUrl });
  });
}

function rollbackLive(app, asked, { registry, store }, { now, checkOnly, identity, healthUrl }) {
  return changeOrCheck(registry, checkOnly, async (history, clock) => {
    const version = rollbackTarget(history, app, asked);
    if (!(await store.has(app, version))) {
      throw new Error(
        `${app} ${version} is in the release history but not in the artifact store (${store.describe()})`,
      );
    }
    const target = {
      app,
      key: remoteKey(app),
      version,
      ...(await storedArtifact(store, app, version)),
      label: `${app} ${version}`,
    };
    const others = await servedApps(history, store, app);
    refuseIf(setProblems(target, others), 'rollback');
    const notes = remoteSingletonWarnings(target, others).map((w) => `warning: ${w}`);
    notes.push(...(await refuseUnlessApiAccepts(target, healthUrl, 'rollback')));
    const previous = appHistory(history, app).live;
    return {
      history: setLive(history, app, version, stampOf(now, clock), identity),
      result: { app, version, previous, notes },
    };
  });
}

/**
 * The release history; with `healthUrl` (the site's API, read with its `renderToken`), each live
 * version's and canary's figures: a canary's and its live version's since the canary started,
 * others' over the API's default window. An API that cannot be reached, or refuses, is said, not
 * fatal.
 */
export async function listReleases({ app, setup, healthUrl, renderToken, now } = {}) {
  return withSetup(setup, async ({ registry }) => {
    const history = await registry.read();
    // A canary's age on the clock that stamped its start.
    now ??= await registry.now();
    const apps = app ? [resolveApp(app)] : APPS;
    const servers = await siteServerLines(registry, history, now);
    if (!healthUrl) return [formatReleases(history, apps, { now }), ...servers].join('\n');
    const figures = new Map();
    let healthNote;
    await Promise.all(
      apps
        .filter((a) => a !== 'shell' && appHistory(history, a).live)
        .map(async (a) => {
          try {
            const since = canaryOf(history, a)?.startedAt;
            figures.set(a, await readVersionHealth(healthUrl, a, since, { renderToken }));
          } catch (error) {
            healthNote = `health figures unavailable from ${healthUrl}: ${error.message}`;
          }
        }),
    );
    const releases = formatReleases(history, apps, {
      health: (a, version) => figures.get(a)?.get(version),
      healthNote,
      now,
    });
    return [releases, ...servers].join('\n');
  });
}

/** What the site servers last reported, or why it cannot be told. */
async function siteServerLines(registry, history, now) {
  try {
    return formatSiteServers(await registry.servers(), history, now);
  } catch (error) {
    return [`site servers: their reports could not be read (${error.message})`];
  }
}

/** The apps with no live version yet (what `pnpm start` releases before serving). */
export async function appsWithoutLiveRelease(setup) {
  return withSetup(setup, async ({ registry }) => {
    const history = await registry.read();
    return APPS.filter((app) => !appHistory(history, app).live);
  });
}
