/**
 * The release gate checks a change against every version a visitor can get: the live versions
 * and the running canaries of the other apps; and it refuses a remote asking for a singleton the
 * shell should share but does not. Each command is run as the CLI runs it, on a CDN folder, with
 * built folders made here (their mf-manifest.json and federation-contract.json only).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { FEDERATION_CONTRACT_FILE } from '../rspack/federationContract.mjs';
import { remoteKey } from '../ports.mjs';
import { APPS } from './apps.mjs';
import { incompatibilities, remoteSingletonWarnings, setProblems } from './compat.mjs';
import { promote, release, rollback } from './commands.mjs';
import { addRelease } from './history.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { sharedVersion } from '../sharedVersion.mjs';
import { tempFolderSetup } from './testSetup.mjs';

const SHARED_VERSION = sharedVersion();

const REACT_QUERY = {
  name: '@tanstack/react-query',
  version: '5.108.0',
  requiredVersion: '^5.108.0',
};
const richText = (version, requiredVersion) => ({
  name: '@tour/shared/richText',
  version,
  requiredVersion,
});

/**
 * A build's mf-manifest.json, as much of it as the gate reads: React at `react`, asked for as
 * `needs`, `@tour/shared`, and the `shared` entries given (none of react-query unless given).
 */
const manifestOf = ({ react = '19.3.1', needs = '^19.2.0', exposes = [], shared = [] } = {}) => ({
  metaData: { buildInfo: { buildVersion: '0.1.0' }, pluginVersion: '2.9.2' },
  shared: [
    { name: 'react', version: react, requiredVersion: needs },
    { name: 'react-dom', version: react, requiredVersion: needs },
    { name: '@tour/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` },
    ...shared,
  ],
  exposes: exposes.map((name) => ({ name, path: `./${name}` })),
});

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the gate sees the running canaries and the singletons the shell shares', () => {
  let dir;
  let cdnDir;
  let setup;
  let builds = 0;
  let minute = 0;
  /** Each change a minute after the one before. */
  const next = () => new Date(Date.UTC(2025, 0, 1, 0, (minute += 1)));

  /** Writes a build into `out`: its manifest, its contract, and a file making its digest its own. */
  const writeBuild = (out, { loads = [], ...manifest } = {}) => {
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifestOf(manifest)));
    writeFileSync(path.join(out, FEDERATION_CONTRACT_FILE), JSON.stringify({ loads }));
    writeFileSync(path.join(out, 'build.txt'), String((builds += 1)));
  };
  const remoteDist = (options) => {
    const out = mkdtempSync(path.join(dir, 'dist-'));
    writeBuild(out, options);
    return out;
  };
  const shellBuild = (options) => (_app, outDir, publicPath) => {
    writeBuild(outDir, options);
    writeFileSync(path.join(outDir, 'index.html'), `<script src="${publicPath}main.js"></script>`);
  };

  const releaseShell = (options, more = {}) =>
    release({ app: 'shell', setup, now: next(), build: shellBuild(options), ...more });
  const releaseRemote = (app, options, more = {}) =>
    release({ app, setup, from: remoteDist(options), now: next(), ...more });
  const startCanary = (app, options, more = {}) =>
    releaseRemote(app, options, { canary: { share: 10, auto: null }, ...more });

  const releasesJson = () => readFileSync(path.join(cdnDir, 'releases.json'), 'utf8');
  const history = () => JSON.parse(releasesJson());

  /** The versions' folders in the store. */
  const storedVersions = () =>
    APPS.filter((app) => existsSync(path.join(cdnDir, app))).flatMap((app) =>
      readdirSync(path.join(cdnDir, app)).map((version) => `${app}/${version}`),
    );

  /**
   * Asserts that `command(checkOnly)` is refused with `expected`, with and without checkOnly, and
   * that neither changed the history or stored a version.
   */
  const refusedBothWays = async (command, expected) => {
    const before = releasesJson();
    const stored = storedVersions();
    await assert.rejects(command(true), expected, 'with checkOnly');
    await assert.rejects(command(false), expected);
    assert.equal(releasesJson(), before);
    assert.deepEqual(storedVersions(), stored);
  };

  beforeEach(() => {
    ({ dir, cdnDir, setup } = tempFolderSetup('release-gate-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a shell rollback or release that breaks a running canary is refused, naming it', async () => {
    const s1 = await releaseShell({ react: '19.3.1' });
    await releaseRemote('blog', { needs: '^19.2.0' });
    await releaseShell({ react: '19.4.0' });
    const canary = await startCanary('blog', { needs: '^19.4.0' });
    const needs = (shell) =>
      ['react', 'react-dom']
        .map(
          (name) =>
            `mf-blog needs ${name} \\^19\\.4\\.0 but ${shell} provides 19\\.3\\.1 \\(the canary mf-blog ${escape(canary.version)}\\)`,
        )
        .join('\\n');

    // The live mf-blog runs on the first shell: only its canary does not.
    await refusedBothWays(
      (checkOnly) => rollback({ app: 'shell', setup, checkOnly }),
      new RegExp(`^Error: ${needs(`shell ${escape(s1.version)}`)}\\nrollback refused$`),
    );
    await refusedBothWays(
      (checkOnly) => releaseShell({ react: '19.3.1' }, { checkOnly }),
      new RegExp(`^Error: ${needs('the new shell \\S+')}\\nrelease refused$`),
    );
    assert.equal(history().apps['mf-blog'].canary.version, canary.version);

    // Once the canary is rolled back, no visitor gets it: the shell may go back.
    await rollback({ app: 'blog', setup });
    assert.equal((await rollback({ app: 'shell', setup })).version, s1.version);
  });

  test("a remote's release is checked against what another remote's canary loads and exposes", async () => {
    await releaseShell({});
    await releaseRemote('booking', { exposes: ['Form', 'Bar'] });
    await releaseRemote('blog', { exposes: ['BlogsPage', 'Old'] });
    const canary = await startCanary('blog', { exposes: ['BlogsPage'], loads: ['booking/Form'] });
    const named = escape(canary.version);

    // Without booking/Form, which only the canary loads: as a release, a canary, only checked.
    const withoutForm = { exposes: ['Bar'] };
    const loadedByCanary = new RegExp(
      `^Error: the new mf-booking \\S+ does not expose booking/Form, which the canary mf-blog ${named} loads\\nrelease refused$`,
    );
    await refusedBothWays(
      (checkOnly) => releaseRemote('booking', withoutForm, { checkOnly }),
      loadedByCanary,
    );
    await refusedBothWays(
      (checkOnly) => startCanary('booking', withoutForm, { checkOnly }),
      loadedByCanary,
    );

    // Loading blog/Old, which the live mf-blog exposes and its canary no longer does.
    await refusedBothWays(
      (checkOnly) =>
        releaseRemote('booking', { exposes: ['Form', 'Bar'], loads: ['blog/Old'] }, { checkOnly }),
      new RegExp(
        `^Error: the canary mf-blog ${named} does not expose blog/Old, which the new mf-booking \\S+ loads\\nrelease refused$`,
      ),
    );
  });

  test('a canary started while a release uploads is checked again under the lock', async () => {
    await releaseShell({});
    await releaseRemote('booking', { exposes: ['Form'] });
    await releaseRemote('blog', {});
    let canary;
    const { put } = setup.store;
    const racing = {
      ...setup,
      store: {
        ...setup.store,
        // The new mf-booking passed the check; mf-blog's canary, loading booking/Form, starts
        // while it uploads.
        put: async (...args) => {
          canary = await startCanary('blog', { loads: ['booking/Form'] });
          return put(...args);
        },
      },
    };
    const refused = await releaseRemote('booking', { exposes: [] }, { setup: racing }).catch(
      (error) => error,
    );
    assert.ok(canary, 'the canary started during the upload');
    assert.match(
      String(refused),
      new RegExp(
        `^Error: the new mf-booking \\S+ does not expose booking/Form, which the canary mf-blog ${escape(canary.version)} loads\\nrelease refused$`,
      ),
    );
    // Refused under the lock after it was stored: removed again.
    assert.equal(history().apps['mf-booking'].versions.length, 1);
    assert.equal(readdirSync(path.join(cdnDir, 'mf-booking')).length, 1);
    assert.equal(history().apps['mf-blog'].canary.version, canary.version);
  });

  test("a promotion is checked against another app's running canary", async () => {
    await releaseShell({});
    await releaseRemote('booking', { exposes: ['Form'] });
    await releaseRemote('blog', { exposes: ['BlogsPage', 'Old'] });
    const blogCanary = await startCanary('blog', { exposes: ['BlogsPage'] });
    // A canary of mf-booking that loads blog/Old, started before the gate saw canaries (the gate
    // refuses it now): recorded directly.
    const bookingCanary = 'booking-canary';
    await setup.store.put('mf-booking', bookingCanary, remoteDist({ loads: ['blog/Old'] }));
    await setup.registry.update(async (current) => {
      const at = next().toISOString();
      const recorded = { version: bookingCanary, releasedAt: at, digest: '0'.repeat(64) };
      const canary = { share: 10, auto: null };
      return { history: addRelease(current, 'mf-booking', recorded, at, canary), result: null };
    });

    const missing = `the canary mf-blog ${escape(blogCanary.version)} does not expose blog/Old, which the canary mf-booking ${bookingCanary} loads\\npromotion refused`;
    for (const app of ['blog', 'booking']) {
      await refusedBothWays(
        (checkOnly) => promote({ app, setup, checkOnly }),
        new RegExp(`^Error: ${missing}$`),
      );
    }

    // With mf-blog's canary rolled back, every visitor's mf-blog exposes blog/Old.
    await rollback({ app: 'blog', setup });
    assert.equal((await promote({ app: 'booking', setup })).version, bookingCanary);
  });

  test('a remote asking for a singleton the live shell does not share is refused', async () => {
    const shell = await releaseShell({});
    await refusedBothWays(
      (checkOnly) => releaseRemote('blog', { shared: [REACT_QUERY] }, { checkOnly }),
      new RegExp(
        `^Error: mf-blog asks for @tanstack/react-query \\^5\\.108\\.0, which the live shell ${escape(shell.version)} does not share: mf-blog would run a copy of its own \\(the new mf-blog \\S+\\)\\nrelease refused$`,
      ),
    );
    assert.equal(history().apps['mf-blog'], undefined);
  });

  test('a shell that does not share a singleton a live or canary remote asks for is refused', async () => {
    const s1 = await releaseShell({});
    await releaseRemote('blog', {});
    await releaseShell({ shared: [REACT_QUERY] });
    const booking = await releaseRemote('booking', { shared: [REACT_QUERY] });
    const canary = await startCanary('blog', { shared: [REACT_QUERY] });
    const notShared = (shell) =>
      [
        ['mf-blog', `the canary mf-blog ${canary.version}`],
        ['mf-booking', `the live mf-booking ${booking.version}`],
      ]
        .map(
          ([app, label]) =>
            `${app} asks for @tanstack/react-query \\^5\\.108\\.0, which ${shell} does not share: ${app} would run a copy of its own \\(${escape(label)}\\)`,
        )
        .join('\\n');

    await refusedBothWays(
      (checkOnly) => rollback({ app: 'shell', setup, checkOnly }),
      new RegExp(`^Error: ${notShared(`shell ${escape(s1.version)}`)}\\nrollback refused$`),
    );
    await refusedBothWays(
      (checkOnly) => releaseShell({}, { checkOnly }),
      new RegExp(`^Error: ${notShared('the new shell \\S+')}\\nrelease refused$`),
    );
  });

  test('a singleton only remotes share is warned about, never refused, live or canary', async () => {
    // Like a real shell's manifest: it shares no @tour/shared/richText.
    await releaseShell({});
    const live = await releaseRemote('catalogue', { shared: [richText('0.14.0', '^0.14.0')] });
    const canary = await startCanary('catalogue', { shared: [richText('0.14.2', '^0.14.0')] });
    const blog = await releaseRemote('blog', { shared: [richText('0.15.0', '^0.15.0')] });
    assert.deepEqual(
      blog.notes.filter((note) => note.startsWith('warning: ')),
      [
        `warning: mf-blog asks for @tour/shared/richText ^0.15.0 and the live mf-catalogue ${live.version} shares 0.14.0: a page loads one of the two`,
        `warning: mf-blog asks for @tour/shared/richText ^0.15.0 and the canary mf-catalogue ${canary.version} shares 0.14.2: a page loads one of the two`,
        // Asked alike by the live mf-catalogue and its canary: said once.
        `warning: mf-catalogue asks for @tour/shared/richText ^0.14.0 and the new mf-blog ${blog.version} shares 0.15.0: a page loads one of the two`,
      ],
    );
    assert.equal(history().apps['mf-blog'].live, blog.version);
  });
});

describe('compat.mjs with a remote in the set twice', () => {
  const entry = (app, side, version, manifest, loads = []) => ({
    app,
    key: remoteKey(app),
    version,
    manifest,
    loads,
    label: `the ${side} ${app} ${version}`,
  });

  test("which missing singletons are problems: the shell's to share, not remotes' nor others", () => {
    const ranges = {
      '@tanstack/react-query': '^5.108.0',
      '@tour/shared/richText': '^0.18.0',
      jotai: '^2.0.0',
    };
    assert.deepEqual(incompatibilities('mf-blog', ranges, {}, 'the live shell s1'), [
      'mf-blog asks for @tanstack/react-query ^5.108.0, which the live shell s1 does not share: mf-blog would run a copy of its own',
    ]);
  });

  test('two versions of one app are never checked against each other', () => {
    const shell = entry('shell', 'live', 's1', manifestOf());
    const old = entry(
      'mf-blog',
      'live',
      'b1',
      manifestOf({ shared: [richText('0.14.0', '^0.14.0')] }),
      ['blog/Gone'],
    );
    const newer = entry(
      'mf-blog',
      'new',
      'b2',
      manifestOf({ shared: [richText('0.15.0', '^0.15.0')] }),
    );
    assert.deepEqual(setProblems(newer, [shell, old]), []);
    assert.deepEqual(remoteSingletonWarnings(newer, [shell, old]), []);
  });

  test('the shell must satisfy both the live version and the canary of a remote', () => {
    const shell = entry('shell', 'new', 's2', manifestOf({ react: '19.3.1' }));
    const live = entry('mf-blog', 'live', 'b1', manifestOf());
    const canary = entry('mf-blog', 'canary', 'b2', manifestOf({ needs: '^19.4.0' }));
    assert.deepEqual(setProblems(shell, [live, canary]), [
      'mf-blog needs react ^19.4.0 but the new shell s2 provides 19.3.1 (the canary mf-blog b2)',
      'mf-blog needs react-dom ^19.4.0 but the new shell s2 provides 19.3.1 (the canary mf-blog b2)',
    ]);
  });
});

/**
 * Today's builds (shell/dist and the remotes' dist/, after `pnpm build`) pass the gate against
 * each other: in particular the shell's manifest lists every singleton the remotes ask for but
 * those only remotes share, which it configures without importing.
 */
const builtDist = (app) => path.join(REPO_ROOT, app, 'dist');
const allBuilt = APPS.every((app) => existsSync(path.join(builtDist(app), 'mf-manifest.json')));
test(
  "the gate refuses nothing between today's builds",
  { skip: !allBuilt && 'not built (pnpm build)' },
  () => {
    const built = APPS.map((app) => {
      const read = (file) => JSON.parse(readFileSync(path.join(builtDist(app), file), 'utf8'));
      return {
        app,
        key: remoteKey(app),
        version: 'built',
        manifest: read('mf-manifest.json'),
        loads: read(FEDERATION_CONTRACT_FILE).loads,
        label: `the built ${app}`,
      };
    });
    for (const candidate of built) {
      const others = built.filter((other) => other !== candidate);
      assert.deepEqual(setProblems(candidate, others), [], candidate.app);
      assert.deepEqual(remoteSingletonWarnings(candidate, others), [], candidate.app);
    }
  },
);
