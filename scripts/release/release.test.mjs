import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import pg from 'pg';
import { resolveApp } from './apps.mjs';
import { startS3TestServer } from './artifacts/s3TestServer.mjs';
import { cdnCacheControl } from './cdn.mjs';
import {
  federationProblems,
  incompatibilities,
  providedVersions,
  remoteSingletonWarnings,
  setProblems,
  sharedRequirements,
} from './compat.mjs';
import { listReleases, promote, release, rollback } from './commands.mjs';
import {
  addRelease,
  emptyHistory,
  formatReleases,
  remotesJson,
  rollbackTarget,
  setLive,
} from './history.mjs';
import { openFileRegistry } from './registry/fileRegistry.mjs';
import { openReleaseSetup } from './setup.mjs';
import { artifactDigest, releaseVersion } from './version.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { withPreloads } from './preloads.mjs';
import { folderSetup, tempFolderSetup } from './testSetup.mjs';
import { sharedVersion } from '../sharedVersion.mjs';

const SHARED_VERSION = sharedVersion();
// What a build's manifest records as its Module Federation version (any will do here).
const FEDERATION_VERSION = '2.9.2';

test('resolveApp accepts package and short names, rejects others', () => {
  assert.equal(resolveApp('blog'), 'mf-blog');
  assert.equal(resolveApp('mf-booking'), 'mf-booking');
  assert.equal(resolveApp('shell'), 'shell');
  assert.throws(() => resolveApp('mf-nope'), /unknown app "mf-nope"/);
});

test('releaseVersion: package version, UTC timestamp and the artifact digest', () => {
  const at = new Date('2025-03-04T05:06:07.890Z');
  assert.equal(releaseVersion('1.2.3', at, 'abcdef0123456789'), '1.2.3-20250304050607-abcdef0123');
});

test('artifactDigest: the same files give the same digest; any byte or name changes it', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'digest-'));
  try {
    const make = (name, files) => {
      const out = path.join(dir, name);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), text);
      }
      return artifactDigest(out);
    };
    const a = make('a', { 'x.js': '1', 'server/y.js': '2' });
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.equal(make('b', { 'server/y.js': '2', 'x.js': '1' }), a);
    assert.notEqual(make('c', { 'x.js': '1', 'server/y.js': '3' }), a);
    assert.notEqual(make('d', { 'x.js': '1', 'server/z.js': '2' }), a);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('history', () => {
  const r = (version) => ({ version, releasedAt: '2025-01-01T00:00:00.000Z' });
  const three = [r('a'), r('b'), r('c')].reduce(
    (h, rel) => addRelease(h, 'mf-blog', rel),
    emptyHistory(),
  );

  test('a release becomes live; the same version twice is refused', () => {
    assert.equal(three.apps['mf-blog'].live, 'c');
    assert.throws(() => addRelease(three, 'mf-blog', r('b')), /never replaced/);
  });

  /**
   * The rule of a bare rollback, as a table: each step is a release of a version (`A`), a bare
   * rollback (`rollback`) or a rollback to a version (`rollback C`), with what is live after it
   * (or the error it gives). See rollbackTarget in history.mjs.
   */
  const ROLLBACKS = [
    ['A B C rollback→B rollback→A', 'A', 'B', 'C', ['rollback', 'B'], ['rollback', 'A']],
    ['A B rollback→A C rollback→A', 'A', 'B', ['rollback', 'A'], 'C', ['rollback', 'A']],
    [
      'A B C rollback→B (rollback C)→C D rollback→C',
      'A',
      'B',
      'C',
      ['rollback', 'B'],
      ['rollback C', 'C'],
      'D',
      ['rollback', 'C'],
    ],
    [
      'A B rollback→A (rollback B)→B C rollback→B',
      'A',
      'B',
      ['rollback', 'A'],
      ['rollback B', 'B'],
      'C',
      ['rollback', 'B'],
    ],
    [
      'A B rollback→A C rollback→A, then nothing',
      'A',
      'B',
      ['rollback', 'A'],
      'C',
      ['rollback', 'A'],
      ['rollback', /nothing to roll back to/],
    ],
    ['A B C (rollback A)→A rollback→B', 'A', 'B', 'C', ['rollback A', 'A'], ['rollback', 'B']],
    ['A B C rollback→B D rollback→B', 'A', 'B', 'C', ['rollback', 'B'], 'D', ['rollback', 'B']],
    ['A alone: nothing', 'A', ['rollback', /nothing to roll back to/]],
    ['to the live one', 'A', 'B', ['rollback B', /already live/]],
    ['to an unknown one', 'A', 'B', ['rollback Z', /has no version Z/]],
  ];
  for (const [name, ...steps] of ROLLBACKS) {
    test(`rollback rule: ${name}`, () => {
      let h = emptyHistory();
      for (const step of steps) {
        if (typeof step === 'string') {
          h = addRelease(h, 'mf-blog', r(step));
          continue;
        }
        const [command, expected] = step;
        const asked = command.split(' ')[1];
        if (expected instanceof RegExp) {
          assert.throws(() => rollbackTarget(h, 'mf-blog', asked), expected);
          continue;
        }
        h = setLive(h, 'mf-blog', rollbackTarget(h, 'mf-blog', asked), 'now');
        assert.equal(h.apps['mf-blog'].live, expected, `${name}: after ${command}`);
      }
    });
  }

  test('releases marks what a rollback moved away from, until it is live again', () => {
    let h = addRelease(emptyHistory(), 'mf-blog', r('A'));
    h = addRelease(h, 'mf-blog', r('B'));
    h = setLive(h, 'mf-blog', 'A', 'now');
    assert.match(formatReleases(h, ['mf-blog']), /B {2}.*\(rolled back\)/);
    assert.match(formatReleases(h, ['mf-blog']), /\* A .*\(live\)/);
    h = setLive(h, 'mf-blog', 'B', 'now');
    assert.doesNotMatch(formatReleases(h, ['mf-blog']), /rolled back\)\n.*\* B/);
    assert.match(formatReleases(h, ['mf-blog']), /\* B .*\(live\)$/m);
    assert.match(formatReleases(h, ['mf-blog']), /A {2}.*\(rolled back\)/);
  });

  test('remotes.json names live remotes only, relative or on a public origin', () => {
    const h = addRelease(three, 'shell', r('s1'));
    assert.deepEqual(remotesJson(h), { blog: '/mf-blog/c/remoteEntry.js' });
    assert.deepEqual(remotesJson(h, 'https://cdn.example.com/'), {
      blog: 'https://cdn.example.com/mf-blog/c/remoteEntry.js',
    });
  });
});

/** A build's mf-manifest.json, as much of it as the gate reads. */
const manifestOf = ({ react = '19.3.1', needs = '^19.2.0', exposes = [] } = {}) => ({
  metaData: { buildInfo: { buildVersion: '0.1.0' }, pluginVersion: FEDERATION_VERSION },
  shared: [
    { name: 'react', version: react, requiredVersion: needs },
    { name: 'react-dom', version: react, requiredVersion: needs },
    { name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0' },
    { name: '@tour/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` },
  ],
  exposes: exposes.map((name) => ({ name, path: `./${name}` })),
});

/** Writes a built folder's mf-manifest.json and, as the build does, its federation-contract.json. */
function writeBuild(dir, { loads = [], ...manifest } = {}) {
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifestOf(manifest)));
  writeFileSync(path.join(dir, 'federation-contract.json'), JSON.stringify({ loads }));
}

describe('compatibility, read from the artifacts', () => {
  const provided = providedVersions(manifestOf());

  test('the ranges an artifact asks for come from its manifest', () => {
    assert.deepEqual(sharedRequirements(manifestOf({ needs: '^19.3.0' })), {
      react: '^19.3.0',
      'react-dom': '^19.3.0',
      zustand: '^5.1.0',
      '@tour/shared': `^${SHARED_VERSION}`,
    });
  });

  test('another Module Federation version of the same major is accepted, another major not', () => {
    assert.deepEqual(federationProblems('mf-blog', '2.8.2', '2.9.2'), []);
    assert.deepEqual(federationProblems('mf-blog', '2.11.0', '2.9.2'), []);
    assert.deepEqual(federationProblems('mf-blog', '3.0.0', '2.9.2'), [
      'mf-blog is built with Module Federation 3.0.0 but the live shell runs 2.9.2 (another major version)',
    ]);
  });

  test('names the package and both versions when the shell does not satisfy a range', () => {
    assert.deepEqual(incompatibilities('mf-blog', { react: '^20.0.0', jotai: '^2' }, provided), [
      'mf-blog needs react ^20.0.0 but the live shell provides 19.3.1',
    ]);
  });

  const live = (app, key, manifest, loads = []) => ({
    app,
    key,
    version: `${app}-v1`,
    manifest,
    loads,
    label: `the live ${app} ${app}-v1`,
  });
  const shell = live('shell', undefined, manifestOf(), ['blog/BlogsPage', 'booking/Form']);
  const booking = live('mf-booking', 'booking', manifestOf({ exposes: ['Form'] }));
  const candidate = (app, key, manifest, loads = []) => ({
    app,
    key,
    version: 'v2',
    manifest,
    loads,
    label: `the new ${app} v2`,
  });

  test('a remote without a module the live shell loads is refused, naming both', () => {
    const blog = candidate('mf-blog', 'blog', manifestOf({ exposes: ['BlogDetailsPage'] }));
    assert.deepEqual(setProblems(blog, [shell, booking]), [
      'the new mf-blog v2 does not expose blog/BlogsPage, which the live shell shell-v1 loads',
    ]);
    const whole = candidate('mf-blog', 'blog', manifestOf({ exposes: ['BlogsPage'] }));
    assert.deepEqual(setProblems(whole, [shell, booking]), []);
  });

  test('a remote that loads what another live remote lacks is refused', () => {
    const catalogue = candidate('mf-catalogue', 'catalogue', manifestOf(), [
      'booking/Form',
      'booking/Bar',
    ]);
    assert.deepEqual(setProblems(catalogue, [shell, booking]), [
      'the live mf-booking mf-booking-v1 does not expose booking/Bar, which the new mf-catalogue v2 loads',
    ]);
  });

  test('a shell the live remotes cannot run on is refused, naming remote, package and versions', () => {
    const older = candidate('shell', undefined, manifestOf({ react: '18.3.1' }));
    assert.deepEqual(setProblems(older, [booking]), [
      'mf-booking needs react ^19.2.0 but the new shell v2 provides 18.3.1 (the live mf-booking mf-booking-v1)',
      'mf-booking needs react-dom ^19.2.0 but the new shell v2 provides 18.3.1 (the live mf-booking mf-booking-v1)',
    ]);
  });

  test('a singleton only remotes share is warned about where one misses the other', () => {
    const withRichText = (version, range) => {
      const manifest = manifestOf({ exposes: ['X'] });
      manifest.shared.push({ name: '@tour/shared/richText', version, requiredVersion: range });
      return manifest;
    };
    const catalogue = live('mf-catalogue', 'catalogue', withRichText('0.14.0', '^0.14.0'));
    const newer = candidate('mf-blog', 'blog', withRichText('0.15.0', '^0.15.0'));
    assert.deepEqual(remoteSingletonWarnings(newer, [shell, catalogue]), [
      'mf-blog asks for @tour/shared/richText ^0.15.0 and the live mf-catalogue mf-catalogue-v1 shares 0.14.0: a page loads one of the two',
      'mf-catalogue asks for @tour/shared/richText ^0.14.0 and the new mf-blog v2 shares 0.15.0: a page loads one of the two',
    ]);
    const same = candidate('mf-blog', 'blog', withRichText('0.14.1', '^0.14.0'));
    assert.deepEqual(remoteSingletonWarnings(same, [shell, catalogue]), []);
  });

  test('problems between two live apps are not held against the new release', () => {
    const brokenShell = live('shell', undefined, manifestOf(), ['booking/Missing']);
    const blog = candidate('mf-blog', 'blog', manifestOf());
    assert.deepEqual(setProblems(blog, [brokenShell, booking]), []);
  });
});

test('cache headers: versioned folders immutable, everything else revalidated', () => {
  assert.match(cdnCacheControl('mf-blog/0.1.0-1-abc/mf-manifest.json'), /immutable/);
  assert.match(cdnCacheControl('shell/0.1.0-1-abc/main.1234567890.js'), /immutable/);
  assert.equal(cdnCacheControl('remotes.json'), 'no-cache');
  assert.equal(cdnCacheControl('index.html'), 'no-cache');
  assert.equal(cdnCacheControl('releases.json'), 'no-cache');
});

/** The embedded setup: releases.json and the versions' folders in one CDN folder. */
/**
 * With `maxCanaries` 2, a third canary is refused, naming the running ones, before anything is
 * stored; and a canary that passed the check before building is refused under the registry's lock
 * when another started meanwhile (while its artifact was uploading), its upload removed again.
 * `setup` has nothing released yet; the built remotes go in `dir`.
 */
async function assertCanaryCap(setup, dir) {
  const dist = (name) => {
    const out = path.join(dir, name);
    if (!existsSync(out)) {
      mkdirSync(out);
      writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifestOf()));
      writeFileSync(path.join(out, 'name.txt'), name);
    }
    return out;
  };
  const at = (minute) => new Date(Date.UTC(2025, 0, 1, 0, minute));
  const remotes = ['blog', 'booking', 'catalogue', 'assistant'];
  for (const app of remotes) await release({ app, setup, from: dist(`${app}-1`), now: at(1) });
  const canary = (app, options = {}) =>
    release({
      app,
      setup,
      from: dist(`${app}-2`),
      now: at(2),
      canary: { share: 10, auto: null },
      maxCanaries: 2,
      ...options,
    });
  const blog = await canary('blog');
  const booking = await canary('booking');
  const notStored = async (app) => {
    const version = releaseVersion('0.1.0', at(2), artifactDigest(dist(`${app}-2`)));
    assert.equal(await setup.store.has(resolveApp(app), version), false);
    const history = await setup.registry.read();
    assert.equal(history.apps[resolveApp(app)].canary ?? null, null);
  };
  await assert.rejects(
    canary('catalogue'),
    new RegExp(
      `^Error: 2 canaries already run: mf-blog ${blog.version} \\(10 %\\), mf-booking ${booking.version} \\(10 %\\); MAX_CANARIES allows 2 at once\\. Decide one \\(pnpm promote / pnpm rollback\\) or raise MAX_CANARIES \\(up to 5\\)\\ncanary release of mf-catalogue refused$`,
    ),
  );
  await notStored('catalogue');
  // Another canary of a running one's app is refused as before, not counted against the cap.
  await assert.rejects(canary('blog', { from: dist('blog-3') }), /is a canary for 10 %/);

  await rollback({ app: 'booking', setup });
  let assistant;
  const { put } = setup.store;
  const racing = {
    ...setup,
    store: {
      ...setup.store,
      // mf-catalogue passed the check; mf-assistant's canary starts while it uploads.
      put: async (...args) => {
        assistant = await canary('assistant');
        return put(...args);
      },
    },
  };
  await assert.rejects(
    canary('catalogue', { setup: racing }),
    new RegExp(`2 canaries already run: mf-assistant ${'\\S+'} \\(10 %\\), mf-blog`),
  );
  assert.ok(assistant.canary);
  await notStored('catalogue');
}

describe('release and rollback on a CDN folder', () => {
  let dir;
  let cdnDir;
  let setup;
  const fakeShellBuild =
    (react, loads = ['blog/BlogsPage']) =>
    (_app, outDir, publicPath) => {
      writeBuild(outDir, { react, loads });
      writeFileSync(
        path.join(outDir, 'index.html'),
        `<script src="${publicPath}main.js"></script>`,
      );
    };
  const remoteDist = (text, options = { exposes: ['BlogsPage'] }) => {
    const out = mkdtempSync(path.join(dir, 'dist-'));
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifestOf(options)));
    writeFileSync(path.join(out, 'chunk.js'), text);
    return out;
  };
  const at = (s) => new Date(`2025-01-01T00:00:0${s}Z`);
  const history = () => JSON.parse(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'));

  beforeEach(() => {
    ({ dir, cdnDir, setup } = tempFolderSetup('release-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('publishes versioned folders, updates remotes.json and index.html, rolls back', async () => {
    const shell = await release({
      app: 'shell',
      setup,
      now: at(1),
      build: fakeShellBuild('19.3.1'),
    });
    assert.match(shell.version, /^0\.1\.0-20250101000001-[0-9a-f]{10}$/);
    // The shell was built for a stand-in folder name, replaced by its version when stored.
    const index = readFileSync(path.join(cdnDir, 'index.html'), 'utf8');
    assert.ok(index.includes(`/shell/${shell.version}/main.js`), index);
    assert.ok(!index.includes('unreleased'));

    const v1 = await release({ app: 'blog', setup, from: remoteDist('v1'), now: at(2) });
    const v2 = await release({ app: 'blog', setup, from: remoteDist('v2'), now: at(2) });
    // Two builds released in the same second differ by their digest.
    assert.notEqual(v1.version, v2.version);
    const remotes = () => JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8'));
    assert.equal(remotes().blog, `/mf-blog/${v2.version}/remoteEntry.js`);
    const folder = path.join(cdnDir, 'mf-blog', v2.version);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.metaData.buildInfo.buildVersion, v2.version);
    assert.equal(readFileSync(path.join(folder, 'chunk.js'), 'utf8'), 'v2');

    await assert.rejects(
      release({ app: 'blog', setup, from: remoteDist('v2'), now: at(4) }),
      new RegExp(`this build is already released as ${v2.version}`),
    );

    const back = await rollback({ app: 'mf-blog', setup });
    assert.deepEqual(back, {
      app: 'mf-blog',
      version: v1.version,
      previous: v2.version,
      notes: [],
    });
    assert.equal(remotes().blog, `/mf-blog/${v1.version}/remoteEntry.js`);
    await assert.rejects(rollback({ app: 'blog', setup }), /nothing to roll back to/);
    assert.match(
      await listReleases({ app: 'blog', setup }),
      new RegExp(`\\* ${v1.version}.*\\(live\\)`),
    );
    assert.equal(history().log.length, 4);
    assert.equal(history().apps['mf-blog'].versions[0].digest.length, 64);
  });

  test('release, rollback, release, rollback returns to what was live, for the shell and a remote', async () => {
    for (const app of ['shell', 'blog']) {
      const publish = (second) =>
        app === 'shell'
          ? release({ app, setup, now: at(second), build: fakeShellBuild(`19.3.${second}`) })
          : release({ app, setup, from: remoteDist(`v${second}`), now: at(second) });
      const a = await publish(1);
      const b = await publish(2);
      assert.equal((await rollback({ app, setup })).version, a.version);
      await publish(3);
      const back = await rollback({ app, setup });
      assert.equal(back.version, a.version, `${app}: back to A, not to the rolled-back B`);
      assert.match(
        await listReleases({ app, setup }),
        new RegExp(`${b.version}.*\\(rolled back\\)`),
      );
    }
  });

  test('refuses, from the artifact itself, what the live apps cannot use, storing nothing', async () => {
    await release({ app: 'shell', setup, now: at(1), build: fakeShellBuild('19.3.1') });
    const needs99 = remoteDist('x', { exposes: ['BlogsPage'], needs: '^99.0.0' });
    await assert.rejects(
      release({ app: 'blog', setup, from: needs99, now: at(2) }),
      /mf-blog needs react \^99\.0\.0 but the live shell 0\.1\.0-\d{14}-[0-9a-f]{10} provides 19\.3\.1 \(the new mf-blog .*\)\n/,
    );
    const noPage = remoteDist('y', { exposes: ['BlogDetailsPage'] });
    await assert.rejects(
      release({ app: 'blog', setup, from: noPage, now: at(2) }),
      /the new mf-blog \S+ does not expose blog\/BlogsPage, which the live shell \S+ loads\nrelease refused/,
    );
    assert.ok(!existsSync(path.join(cdnDir, 'mf-blog')));
    assert.equal(history().apps['mf-blog'], undefined);

    await release({ app: 'blog', setup, from: remoteDist('ok'), now: at(3) });
    await assert.rejects(
      release({ app: 'shell', setup, now: at(4), build: fakeShellBuild('18.3.1') }),
      /mf-blog needs react \^19\.2\.0 but the new shell \S+ provides 18\.3\.1/,
    );
    assert.equal(history().apps.shell.versions.length, 1);
  });

  test('a shell from CI is released with --from only when built for its stand-in folder', async () => {
    const ci = (publicPath) => {
      const out = mkdtempSync(path.join(dir, 'shell-ci-'));
      fakeShellBuild('19.3.1')('shell', out, publicPath);
      return out;
    };
    await assert.rejects(
      release({ app: 'shell', setup, from: ci('/'), now: at(1) }),
      /is not built for its release folder: build the shell with SHELL_PUBLIC_PATH=<CDN_PUBLIC_URL>\/shell\/0\.1\.0-00000000000000-unreleased\//,
    );
    const shell = await release({
      app: 'shell',
      setup,
      from: ci('/shell/0.1.0-00000000000000-unreleased/'),
      now: at(1),
    });
    const index = readFileSync(path.join(cdnDir, 'index.html'), 'utf8');
    assert.ok(index.includes(`/shell/${shell.version}/main.js`), index);
  });

  test('a rollback is checked like a release', async () => {
    await release({ app: 'shell', setup, now: at(1), build: fakeShellBuild('19.3.1', []) });
    await release({ app: 'blog', setup, from: remoteDist('old', { exposes: [] }), now: at(2) });
    await release({ app: 'blog', setup, from: remoteDist('new'), now: at(3) });
    await release({ app: 'shell', setup, now: at(4), build: fakeShellBuild('19.3.1') });
    // The live shell now loads blog/BlogsPage, which the first mf-blog does not expose.
    await assert.rejects(
      rollback({ app: 'blog', setup }),
      /mf-blog \S+ does not expose blog\/BlogsPage, which the live shell \S+ loads\nrollback refused/,
    );
  });

  test('rollback and promote --check run every check and change nothing', async () => {
    await release({ app: 'shell', setup, now: at(1), build: fakeShellBuild('19.3.1') });
    const v1 = await release({ app: 'blog', setup, from: remoteDist('v1'), now: at(2) });
    const v2 = await release({ app: 'blog', setup, from: remoteDist('v2'), now: at(3) });
    const before = readFileSync(path.join(cdnDir, 'releases.json'), 'utf8');
    const revision = await setup.registry.revision();
    assert.deepEqual(await rollback({ app: 'blog', setup, checkOnly: true }), {
      app: 'mf-blog',
      version: v1.version,
      previous: v2.version,
      notes: [],
      checked: true,
    });
    assert.equal(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'), before);
    assert.equal(await setup.registry.revision(), revision);
    // A canary: promoting it and ending it are checked, and it still runs.
    const canary = await release({
      app: 'blog',
      setup,
      from: remoteDist('v3'),
      canary: { share: 10, auto: null },
      now: at(4),
    });
    const withCanary = readFileSync(path.join(cdnDir, 'releases.json'), 'utf8');
    assert.equal((await promote({ app: 'blog', setup, checkOnly: true })).checked, true);
    assert.equal((await rollback({ app: 'blog', setup, checkOnly: true })).checked, true);
    assert.equal(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'), withCanary);
    assert.equal(history().apps['mf-blog'].canary.version, canary.version);
  });

  test('at most MAX_CANARIES canaries at once, checked before storing and under the lock', async () => {
    await assertCanaryCap(setup, dir);
  });

  test('a canary is released beside the live version, then ended or promoted by hand, with the figures', async (t) => {
    // The site's API, answering release health to its render token: the canary failing a tenth
    // of its views.
    const { createServer } = await import('node:http');
    const renderToken = 'render-secret';
    let canaryVersion = '';
    const api = createServer((request, response) => {
      if (request.headers['x-render-token'] !== renderToken) return response.writeHead(403).end();
      const version = (health) => ({ remote: 'blog', failureRate: null, ...health });
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data: {
            since: '',
            until: '',
            versions: [
              version({
                version: canaryVersion,
                pageViews: 100,
                slotFailures: 10,
                renders: 0,
                renderFailures: 0,
              }),
              version({
                version: history().apps['mf-blog'].live,
                pageViews: 400,
                slotFailures: 0,
                renders: 0,
                renderFailures: 0,
              }),
            ],
          },
        }),
      );
      assert.match(request.url, /^\/release-health\?remote=blog&since=/);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    t.after(() => api.close());
    const healthUrl = `http://127.0.0.1:${api.address().port}`;

    await release({ app: 'shell', setup, now: at(1), build: fakeShellBuild('19.3.1') });
    const v1 = await release({ app: 'blog', setup, from: remoteDist('v1'), now: at(2) });
    await assert.rejects(
      release({
        app: 'shell',
        setup,
        now: at(3),
        build: fakeShellBuild('19.3.2'),
        canary: { share: 10, auto: null },
      }),
      /the shell cannot be a canary/,
    );
    await assert.rejects(
      release({
        app: 'blog',
        setup,
        from: remoteDist('x'),
        now: at(3),
        canary: { share: 100, auto: null },
      }),
      /whole per cent from 1 to 99/,
    );
    const v2 = await release({
      app: 'blog',
      setup,
      from: remoteDist('v2'),
      now: at(3),
      canary: { share: 10, auto: null },
    });
    canaryVersion = v2.version;
    // The live version stays live for everyone the split does not pick.
    assert.equal(history().apps['mf-blog'].live, v1.version);
    assert.equal(history().apps['mf-blog'].canary.version, v2.version);
    assert.equal(
      JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8')).blog,
      `/mf-blog/${v1.version}/remoteEntry.js`,
    );
    await assert.rejects(
      release({ app: 'blog', setup, from: remoteDist('v3'), now: at(4) }),
      /is a canary for 10 % of visitors/,
    );

    const ended = await rollback({ app: 'blog', setup, healthUrl, renderToken, now: at(5) });
    assert.equal(ended.canaryEnded, true);
    assert.equal(history().apps['mf-blog'].live, v1.version);
    assert.deepEqual(history().log.at(-1), {
      at: at(5).toISOString(),
      action: 'end-canary',
      app: 'mf-blog',
      version: v1.version,
      previous: v2.version,
      reason: 'rolled back by hand: canary 10/100 failed (10.0 %), live 0/400 (0.0 %)',
      figures: {
        canary: { views: 100, failures: 10, rate: 0.1 },
        live: { views: 400, failures: 0, rate: 0 },
      },
    });

    const v3 = await release({
      app: 'blog',
      setup,
      from: remoteDist('v3'),
      now: at(6),
      canary: { share: 50, auto: null },
    });
    canaryVersion = v3.version;
    assert.match(
      await listReleases({ app: 'blog', setup, healthUrl }),
      /health figures unavailable from .*: release health needs RENDER_API_TOKEN \(the API's render token\): .* answered 403/,
    );
    const promoted = await promote({ app: 'blog', setup, healthUrl, renderToken, now: at(7) });
    assert.equal(promoted.version, v3.version);
    assert.deepEqual(promoted.notes, []);
    assert.equal(history().apps['mf-blog'].live, v3.version);
    assert.match(history().log.at(-1).reason, /^promoted by hand: canary 10\/100 failed/);
    assert.equal(
      JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8')).blog,
      `/mf-blog/${v3.version}/remoteEntry.js`,
    );
    await assert.rejects(promote({ app: 'blog', setup }), /has no canary/);
    // Without the API, the decision is made all the same, without figures.
    const v4 = await release({
      app: 'blog',
      setup,
      from: remoteDist('v4'),
      now: at(8),
      canary: { share: 50, auto: null },
    });
    const unfigured = await rollback({
      app: 'blog',
      setup,
      healthUrl: 'http://127.0.0.1:1',
      now: at(9),
    });
    assert.equal(history().log.at(-1).reason, 'rolled back by hand');
    assert.match(unfigured.notes[0], /^decided without figures from http:\/\/127\.0\.0\.1:1: /);
    assert.match(
      await listReleases({ app: 'blog', setup }),
      new RegExp(`${v4.version} .*\\(rolled back\\)`),
    );
  });
});

describe('release and rollback on PostgreSQL and an S3 bucket', () => {
  const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let dir;
  let s3;
  let setup;
  let schema;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'release-remote-'));
    s3 = await startS3TestServer();
    await s3.createBucket('releases');
    schema = `release_test_${randomBytes(6).toString('hex')}`;
    setup = await openReleaseSetup({
      env: {
        ...s3.env,
        RELEASE_REGISTRY_URL: DATABASE_URL,
        RELEASE_REGISTRY_SCHEMA: schema,
        ARTIFACT_STORE_URL: 's3://releases/site',
      },
      cdnDir: path.join(dir, 'unused'),
    });
  });
  afterEach(async () => {
    await setup.close();
    await s3.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the same commands, the same answers, nothing written to the CDN folder', async () => {
    const dist = (text) => {
      const out = mkdtempSync(path.join(dir, 'dist-'));
      writeFileSync(
        path.join(out, 'mf-manifest.json'),
        JSON.stringify(manifestOf({ exposes: ['BlogsPage'] })),
      );
      mkdirSync(path.join(out, 'server'));
      writeFileSync(path.join(out, 'server', 'chunk.js'), text);
      return out;
    };
    const shell = await release({
      app: 'shell',
      setup,
      build: (_app, outDir, publicPath) => {
        writeBuild(outDir, { loads: ['blog/BlogsPage'] });
        writeFileSync(path.join(outDir, 'index.html'), `<script src="${publicPath}main.js">`);
      },
    });
    const v1 = await release({ app: 'blog', setup, from: dist('v1') });
    const v2 = await release({ app: 'blog', setup, from: dist('v2') });
    assert.deepEqual(await rollback({ app: 'blog', setup }), {
      app: 'mf-blog',
      version: v1.version,
      previous: v2.version,
      notes: [],
    });
    assert.match(
      await listReleases({ app: 'blog', setup }),
      new RegExp(`\\* ${v1.version}.*\\(live\\)`),
    );
    await assert.rejects(release({ app: 'blog', setup, from: dist('v2') }), /already released/);
    // A site server's copy of a stored version, from the bucket.
    const copy = await setup.store.localCopy('mf-blog', v2.version, path.join(dir, 'site'));
    assert.equal(readFileSync(path.join(copy, 'server', 'chunk.js'), 'utf8'), 'v2');
    const shellCopy = await setup.store.localCopy('shell', shell.version, path.join(dir, 'site'));
    assert.ok(
      readFileSync(path.join(shellCopy, 'index.html'), 'utf8').includes(`/shell/${shell.version}/`),
    );
    assert.ok(!existsSync(path.join(dir, 'unused')));
  });

  test('at most MAX_CANARIES canaries at once, checked before storing and in the transaction', async () => {
    await assertCanaryCap(setup, dir);
  });
});

describe('releases started together, and a stalled one', () => {
  let dir;
  let cdnDir;
  const dist = (name) => {
    const out = path.join(dir, name);
    mkdirSync(out);
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifestOf()));
    writeFileSync(path.join(out, 'name.txt'), name);
    return out;
  };
  /** The CLI in a process of its own, as two release managers (or CI jobs) would run it. */
  const cli = (...args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/release/cli.mjs', ...args], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          CDN_DIR: cdnDir,
          RELEASE_REGISTRY_URL: '',
          ARTIFACT_STORE_URL: '',
          MAX_CANARIES: '1',
        },
      });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('close', (code) => resolve({ code, err }));
    });
  const history = () => JSON.parse(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'));
  const live = () =>
    Object.fromEntries(Object.entries(history().apps).map(([app, h]) => [app, h.live]));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'release-race-'));
    cdnDir = path.join(dir, 'cdn');
    mkdirSync(cdnDir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('two remotes released at the same moment both end live', async () => {
    const results = await Promise.all([
      cli('release', 'blog', '--from', dist('blog')),
      cli('release', 'booking', '--from', dist('booking')),
    ]);
    for (const result of results) assert.equal(result.code, 0, result.err);
    assert.deepEqual(Object.keys(live()).sort(), ['mf-blog', 'mf-booking']);
    const remotes = JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8'));
    assert.deepEqual(Object.keys(remotes).sort(), ['blog', 'booking']);
    assert.equal(history().log.length, 2);
  });

  test('a release and a rollback started together both take effect', async () => {
    const first = await cli('release', 'blog', '--from', dist('blog-1'));
    assert.equal(first.code, 0, first.err);
    const v1 = live()['mf-blog'];
    const second = await cli('release', 'blog', '--from', dist('blog-2'));
    assert.equal(second.code, 0, second.err);
    const results = await Promise.all([
      cli('rollback', 'blog'),
      cli('release', 'booking', '--from', dist('booking')),
    ]);
    for (const result of results) assert.equal(result.code, 0, result.err);
    assert.equal(live()['mf-blog'], v1);
    assert.ok(live()['mf-booking']);
    assert.equal(history().log.length, 4);
  });

  test('two canaries started together with MAX_CANARIES=1: one starts, the other is refused', async () => {
    for (const app of ['blog', 'booking']) {
      const first = await cli('release', app, '--from', dist(`${app}-1`));
      assert.equal(first.code, 0, first.err);
    }
    const results = await Promise.all(
      ['blog', 'booking'].map((app) =>
        cli('release', app, '--from', dist(`${app}-2`), '--canary', '10', '--auto'),
      ),
    );
    assert.deepEqual(results.map((r) => r.code).sort(), [0, 1], results.map((r) => r.err).join());
    const refused = results.find((r) => r.code === 1);
    // After the lock-wait line, when the other release held the lock as this one asked for it.
    assert.match(
      refused.err,
      /^(\[releases\] [^\n]+ holds the release lock [^\n]+\n)?✖ 1 canary already runs: mf-(blog|booking) \S+ \(10 %\); MAX_CANARIES allows 1 at once\. /,
    );
    const running = Object.values(history().apps).filter((h) => h.canary);
    assert.equal(running.length, 1);
    assert.deepEqual(running[0].canary.auto, {
      minViews: 200,
      minLiveViews: 200,
      relativeMargin: 1.5,
      absoluteMargin: 0.002,
      promoteAfterMs: 1_800_000,
    });
  });

  test('a holder that stalls past the stale time loses its change, not another release', async () => {
    const staleMs = 5000;
    const registry = openFileRegistry(cdnDir, { staleMs });
    const other = path.join(dir, 'other.mjs');
    // Another release manager's process, on the same folder with the same lock settings.
    writeFileSync(
      other,
      `import { openFileRegistry } from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release/registry/fileRegistry.mjs'))};
import { addRelease } from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release/history.mjs'))};
const registry = openFileRegistry(${JSON.stringify(cdnDir)}, { staleMs: ${staleMs} });
await registry.update((h) => ({
  history: addRelease(h, 'mf-booking', { version: 'b1', releasedAt: new Date().toISOString() }),
  result: null,
}));
`,
    );
    let otherExited;
    const stalled = registry.update((h) => {
      const child = spawn(process.execPath, [other], { stdio: 'ignore' });
      otherExited = new Promise((resolve) => child.on('close', resolve));
      // This process stops (no lock refresh runs) for longer than the stale time.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, staleMs + 2500);
      return {
        history: addRelease(h, 'mf-blog', { version: 'a1', releasedAt: 'now' }),
        result: null,
      };
    });
    await assert.rejects(stalled, /lock on .* was lost while this change held it/);
    assert.equal(await otherExited, 0);
    assert.deepEqual(live(), { 'mf-booking': 'b1' });
    // Run again, the stalled release lands beside the other.
    await registry.update((h) => ({
      history: addRelease(h, 'mf-blog', { version: 'a1', releasedAt: 'now' }),
      result: null,
    }));
    assert.deepEqual(live(), { 'mf-booking': 'b1', 'mf-blog': 'a1' });
  });
});

test('withPreloads: the live index.html asks early for what a first page needs', () => {
  const html = withPreloads('<html><head><title>t</title></head><body></body></html>', {
    shellBase: '/shell/1/',
    shellManifest: {
      shared: [
        { name: 'react-dom/client', assets: { js: { sync: ['435.js'] } } },
        { name: 'react-toastify', assets: { js: { sync: ['925.js'] } } },
      ],
    },
    remotes: { catalogue: '/mf-catalogue/2/remoteEntry.js', blog: '/mf-blog/3/remoteEntry.js' },
  });
  assert.match(
    html,
    /<link rel="preload" href="\/remotes.json" as="fetch" crossorigin="anonymous">/,
  );
  assert.match(html, /<link rel="preload" href="\/shell\/1\/435.js" as="script">/);
  assert.match(html, /<link rel="preload" href="\/mf-catalogue\/2\/remoteEntry.js" as="script">/);
  assert.doesNotMatch(html, /925.js|mf-blog/);
  assert.match(html, /as="script"><\/head>/);
});

describe('what a failed or racing release leaves in the store', () => {
  let dir;
  let cdnDir;
  const at = new Date('2025-02-01T00:00:00Z');
  const dist = (name) => {
    const out = path.join(dir, name);
    if (!existsSync(out)) {
      mkdirSync(out);
      writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifestOf()));
      writeFileSync(path.join(out, 'name.txt'), name);
    }
    return out;
  };
  const versionOf = (name, when = at) => releaseVersion('0.1.0', when, artifactDigest(dist(name)));
  /** `setup` with its registry's methods replaced by `methods(realRegistry)`. */
  const withRegistry = (setup, methods) => ({
    ...setup,
    registry: { ...setup.registry, ...methods(setup.registry) },
  });
  // What a lost COMMIT acknowledgement looks like: the change is in, the caller hears otherwise.
  const LOST =
    'the release registry at db dropped the connection (Connection terminated unexpectedly) at COMMIT; the change may or may not have been written';
  const commitsThenThrows = (real) => ({
    update: async (change) => {
      await real.update(change);
      throw new Error(LOST);
    },
  });

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'release-faults-'));
    cdnDir = path.join(dir, 'cdn');
    mkdirSync(cdnDir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a registry write that fails after committing leaves the version stored, and says so', async () => {
    const setup = folderSetup(cdnDir);
    const lost = withRegistry(setup, commitsThenThrows);
    const v1 = versionOf('blog-1');
    await assert.rejects(release({ app: 'blog', setup: lost, from: dist('blog-1'), now: at }), {
      message: `${LOST}\nthe registry has mf-blog ${v1} live: it stays stored`,
    });
    assert.ok(await setup.store.has('mf-blog', v1));
    assert.equal((await setup.registry.read()).apps['mf-blog'].live, v1);

    const v2 = versionOf('blog-2');
    await assert.rejects(
      release({
        app: 'blog',
        setup: lost,
        from: dist('blog-2'),
        now: at,
        canary: { share: 10, auto: null },
        maxCanaries: 2,
      }),
      { message: `${LOST}\nthe registry has mf-blog ${v2} as a canary for 10 %: it stays stored` },
    );
    assert.ok(await setup.store.has('mf-blog', v2));
    // Run again, the release is told it is done.
    await assert.rejects(
      release({ app: 'blog', setup, from: dist('blog-2'), now: new Date() }),
      /is a canary for 10 %/,
    );
    await rollback({ app: 'blog', setup });
    await assert.rejects(
      release({ app: 'blog', setup, from: dist('blog-1'), now: new Date() }),
      new RegExp(`this build is already released as ${v1}`),
    );
    assert.ok(await setup.store.has('mf-blog', v1));
  });

  test('remotes.json failing after releases.json was written leaves the version stored', async () => {
    const setup = {
      ...folderSetup(cdnDir),
      registry: openFileRegistry(cdnDir, {
        onWrite: () => {
          throw new Error(`EACCES: permission denied, open '${cdnDir}/remotes.json'`);
        },
      }),
    };
    const v1 = versionOf('blog-1');
    await assert.rejects(release({ app: 'blog', setup, from: dist('blog-1'), now: at }), {
      message: `EACCES: permission denied, open '${cdnDir}/remotes.json'\nthe registry has mf-blog ${v1} live: it stays stored`,
    });
    assert.ok(existsSync(path.join(cdnDir, 'mf-blog', v1, 'name.txt')));
  });

  test('when the registry cannot be read back, the version stays stored and the message says so', async () => {
    const setup = folderSetup(cdnDir);
    const cases = {
      'a write that committed': commitsThenThrows,
      'a write that may not have': () => ({
        update: async () => {
          throw new Error('connection reset while waiting for COMMIT');
        },
      }),
    };
    for (const [what, update] of Object.entries(cases)) {
      const name = `blog-${what.length}`;
      const blind = withRegistry(setup, (real) => {
        let written = false;
        return {
          update: async (change) => {
            written = true;
            return update(real).update(change);
          },
          read: async () => {
            if (written) throw new Error('registry unreachable');
            return real.read();
          },
        };
      });
      await assert.rejects(release({ app: 'blog', setup: blind, from: dist(name), now: at }), {
        message: new RegExp(
          `\ncould not tell whether mf-blog ${versionOf(name)} was recorded \\(registry unreachable\\): it stays stored; run pnpm releases mf-blog$`,
        ),
      });
      assert.ok(await setup.store.has('mf-blog', versionOf(name)), what);
    }
  });

  test('a registry write refused or failed before committing removes the version it stored', async () => {
    const setup = folderSetup(cdnDir);
    const failing = withRegistry(setup, () => ({
      update: async () => {
        throw new Error('could not serialize access due to concurrent update');
      },
    }));
    await assert.rejects(release({ app: 'blog', setup: failing, from: dist('blog-1'), now: at }), {
      message: 'could not serialize access due to concurrent update',
    });
    assert.equal(await setup.store.has('mf-blog', versionOf('blog-1')), false);
  });

  test('a --from folder with a symlink or a FIFO is refused, naming it, and nothing is stored', async () => {
    const setup = folderSetup(cdnDir);
    const outside = path.join(dir, 'secret.txt');
    writeFileSync(outside, 'not for visitors');
    const cases = {
      'link-to-a-file-outside': (from) => symlinkSync(outside, path.join(from, 'notes.txt')),
      'link-to-a-folder': (from) => {
        mkdirSync(path.join(from, 'static'));
        symlinkSync(path.join(from, 'static'), path.join(from, 'static', 'again'));
      },
      fifo: (from) => execFileSync('mkfifo', [path.join(from, 'pipe')]),
    };
    const refused = {
      'link-to-a-file-outside': 'notes.txt is a symbolic link',
      'link-to-a-folder': `${path.join('static', 'again')} is a symbolic link`,
      fifo: 'pipe is not a plain file',
    };
    for (const [what, add] of Object.entries(cases)) {
      const from = dist(what);
      add(from);
      await assert.rejects(release({ app: 'blog', setup, from, now: at }), (error) =>
        error.message.startsWith(`${path.join(from, refused[what])}: `),
      );
    }
    assert.deepEqual(readdirSync(cdnDir), []);
  });

  for (const conditionalWrites of [false, true]) {
    const server = conditionalWrites ? 'with conditional writes' : 'without conditional writes';
    test(`two releases of one build at once to an S3 bucket ${server}: one version, both told, its objects intact`, async () => {
      const s3 = await startS3TestServer({ conditionalWrites });
      const env = { ...s3.env, RELEASE_REGISTRY_URL: '', ARTIFACT_STORE_URL: 's3://releases' };
      const jobs = [];
      try {
        await s3.createBucket('releases');
        for (let i = 0; i < 2; i++) jobs.push(await openReleaseSetup({ env, cdnDir }));
        const from = dist('blog');
        const version = versionOf('blog');
        const results = await Promise.allSettled(
          jobs.map((setup) => release({ app: 'blog', setup, from, now: at })),
        );
        const released = results.filter((r) => r.status === 'fulfilled');
        assert.equal(released.length, 1, results.map((r) => r.reason?.message).join('\n'));
        assert.equal(released[0].value.version, version);
        const { reason } = results.find((r) => r.status === 'rejected');
        // Which message depends on where the second met the first: storing, or recording.
        assert.match(
          reason.message,
          new RegExp(
            [
              `^mf-blog: this build is already released as ${version}`,
              `^mf-blog ${version} is already stored by another release of this build that has not recorded it`,
            ].join('|'),
          ),
        );
        assert.doesNotMatch(reason.message, /removed/);
        const history = await jobs[0].registry.read();
        assert.deepEqual(
          history.apps['mf-blog'].versions.map((r) => r.version),
          [version],
        );
        assert.equal(history.apps['mf-blog'].live, version);
        const copy = await jobs[1].store.localCopy('mf-blog', version, path.join(dir, 'site'));
        assert.equal(readFileSync(path.join(copy, 'name.txt'), 'utf8'), 'blog');
        // The same build a second later is the same version: refused before storing anything.
        const later = new Date(at.getTime() + 1000);
        await assert.rejects(
          release({ app: 'blog', setup: jobs[1], from, now: later }),
          new RegExp(`this build is already released as ${version}`),
        );
        assert.equal(await jobs[1].store.has('mf-blog', versionOf('blog', later)), false);
      } finally {
        for (const setup of jobs) await setup.close();
        await s3.close();
      }
    });
  }

  test('a release that also stored a version another one recorded (no conditional writes) leaves it live', async () => {
    const s3 = await startS3TestServer();
    const env = { ...s3.env, RELEASE_REGISTRY_URL: '', ARTIFACT_STORE_URL: 's3://releases' };
    const setup = await openReleaseSetup({ env, cdnDir });
    try {
      await s3.createBucket('releases');
      const from = dist('blog');
      const version = versionOf('blog');
      let first;
      // Both puts passed the marker's HeadObject at once: each took the version for its own, and
      // the other release records it first.
      const racing = {
        ...setup,
        store: {
          ...setup.store,
          put: async (...args) => {
            first = await release({ app: 'blog', setup, from, now: at });
            await setup.store.put(...args).catch(() => {});
          },
        },
      };
      await assert.rejects(release({ app: 'blog', setup: racing, from, now: at }), {
        message: `mf-blog: this build is already released as ${version}; to make it live again: pnpm rollback mf-blog ${version}\nthe registry has mf-blog ${version} live: it stays stored`,
      });
      assert.equal(first.version, version);
      const copy = await setup.store.localCopy('mf-blog', version, path.join(dir, 'site'));
      assert.equal(readFileSync(path.join(copy, 'name.txt'), 'utf8'), 'blog');
    } finally {
      await setup.close();
      await s3.close();
    }
  });

  test('a release after another of its build stored the version, not yet recording it, touches nothing', async () => {
    const setup = folderSetup(cdnDir);
    const version = versionOf('blog');
    // The other release stopped (or is still working) between storing and recording.
    await setup.store.put('mf-blog', version, dist('blog'));
    await assert.rejects(release({ app: 'blog', setup, from: dist('blog'), now: at }), {
      message: `mf-blog ${version} is already stored by another release of this build that has not recorded it (it is under way, or stopped after storing it): it stays stored and nothing was changed; run pnpm releases mf-blog`,
    });
    assert.ok(await setup.store.has('mf-blog', version));
  });
});
