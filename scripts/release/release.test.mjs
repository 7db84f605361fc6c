import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { resolveApp } from './apps.mjs';
import { cdnCacheControl, readHistory } from './cdn.mjs';
import {
  federationProblems,
  incompatibilities,
  providedVersions,
  sharedRanges,
} from './compat.mjs';
import { spawn } from 'node:child_process';
import { listReleases, release, rollback } from './commands.mjs';
import {
  addRelease,
  emptyHistory,
  formatReleases,
  remotesJson,
  rollbackTarget,
  setLive,
} from './history.mjs';
import { releaseVersion } from './version.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { withPreloads } from './preloads.mjs';

const SHARED_VERSION = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8'),
).version;
// What a build's manifest records as its Module Federation version (any will do here).
const FEDERATION_VERSION = '2.9.2';

test('resolveApp accepts package and short names, rejects others', () => {
  assert.equal(resolveApp('blog'), 'mf-blog');
  assert.equal(resolveApp('mf-booking'), 'mf-booking');
  assert.equal(resolveApp('shell'), 'shell');
  assert.throws(() => resolveApp('mf-nope'), /unknown app "mf-nope"/);
});

test('releaseVersion: package version, UTC timestamp and short sha', () => {
  const at = new Date('2025-03-04T05:06:07.890Z');
  assert.equal(releaseVersion('1.2.3', at, 'abc1234'), '1.2.3-20250304050607-abc1234');
  assert.equal(releaseVersion('1.2.3', at, ''), '1.2.3-20250304050607-nogit');
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

  test('a bare rollback returns to what was live before, never to a rolled-back version', () => {
    // release A, release B, roll back (A), release C, roll back: A, not B.
    let h = addRelease(emptyHistory(), 'mf-blog', r('A'));
    h = addRelease(h, 'mf-blog', r('B'));
    h = setLive(h, 'mf-blog', rollbackTarget(h, 'mf-blog'), 'now');
    assert.equal(h.apps['mf-blog'].live, 'A');
    h = addRelease(h, 'mf-blog', r('C'));
    assert.equal(rollbackTarget(h, 'mf-blog'), 'A');
    h = setLive(h, 'mf-blog', 'A', 'now');
    // C and B were both rolled back: nothing is left to go back to.
    assert.throws(() => rollbackTarget(h, 'mf-blog'), /nothing to roll back to/);
    assert.match(formatReleases(h, ['mf-blog']), /B {2}.*\(rolled back\)/);
    assert.match(formatReleases(h, ['mf-blog']), /\* A .*\(live\)/);
  });

  test('rollback goes to the previous version by default, or the one asked for', () => {
    assert.equal(rollbackTarget(three, 'mf-blog'), 'b');
    assert.equal(rollbackTarget(three, 'mf-blog', 'a'), 'a');
    assert.throws(() => rollbackTarget(three, 'mf-blog', 'zz'), /has no version zz/);
    assert.throws(() => rollbackTarget(three, 'mf-blog', 'c'), /already live/);
    assert.throws(() => rollbackTarget(emptyHistory(), 'mf-blog'), /no releases/);
    const one = addRelease(emptyHistory(), 'mf-blog', r('a'));
    assert.throws(() => rollbackTarget(one, 'mf-blog'), /nothing to roll back to/);
  });

  test('remotes.json names live remotes only, relative or on a public origin', () => {
    const h = addRelease(three, 'shell', r('s1'));
    assert.deepEqual(remotesJson(h), { blog: '/mf-blog/c/remoteEntry.js' });
    assert.deepEqual(remotesJson(h, 'https://cdn.example.com/'), {
      blog: 'https://cdn.example.com/mf-blog/c/remoteEntry.js',
    });
  });
});

describe('compatibility', () => {
  const provided = providedVersions({
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: 'react/jsx-runtime', version: '19.3.1' },
      { name: '@tour/shared', version: '0.1.0' },
    ],
  });

  test('ranges come from package.json, workspace ranges as ^shared version', () => {
    const ranges = sharedRanges(
      { dependencies: { react: '^19.2.0', '@tour/shared': 'workspace:*', dompurify: '^3' } },
      '0.1.0',
    );
    assert.deepEqual(ranges, { react: '^19.2.0', '@tour/shared': '^0.1.0' });
    assert.deepEqual(incompatibilities('mf-blog', ranges, provided), []);
  });

  test('another Module Federation version of the same major is accepted, another major not', () => {
    assert.deepEqual(federationProblems('mf-blog', '2.9.3', '2.9.2'), []);
    assert.deepEqual(federationProblems('mf-blog', '2.11.0', '2.9.2'), []);
    assert.deepEqual(federationProblems('mf-blog', '3.0.0', '2.9.2'), [
      'mf-blog is built with Module Federation 3.0.0 but the live shell runs 2.9.2 (another major version)',
    ]);
  });

  test('names the package and both versions when the shell does not satisfy a range', () => {
    assert.deepEqual(incompatibilities('mf-blog', { react: '^20.0.0', zustand: '^5' }, provided), [
      'mf-blog needs react ^20.0.0 but the live shell provides 19.3.1',
      'mf-blog needs zustand ^5 but the live shell does not provide it',
    ]);
  });
});

test('cache headers: versioned folders immutable, everything else revalidated', () => {
  assert.match(cdnCacheControl('mf-blog/0.1.0-1-abc/mf-manifest.json'), /immutable/);
  assert.match(cdnCacheControl('shell/0.1.0-1-abc/main.1234567890.js'), /immutable/);
  assert.equal(cdnCacheControl('remotes.json'), 'no-cache');
  assert.equal(cdnCacheControl('index.html'), 'no-cache');
  assert.equal(cdnCacheControl('releases.json'), 'no-cache');
});

describe('release and rollback on a CDN folder', () => {
  let dir;
  let cdnDir;
  const shellManifest = (react) => ({
    metaData: { buildInfo: { buildVersion: '0.1.0' }, pluginVersion: FEDERATION_VERSION },
    shared: [
      { name: 'react', version: react },
      { name: 'react-dom', version: react },
      { name: 'react-router-dom', version: '7.18.5' },
      { name: 'zustand', version: '5.1.0' },
      { name: 'react-toastify', version: '11.2.0' },
      { name: '@tanstack/react-query', version: '5.108.0' },
      { name: '@tour/shared', version: SHARED_VERSION },
    ],
  });
  const fakeBuild = (react) => (_app, outDir, publicPath) => {
    writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify(shellManifest(react)));
    writeFileSync(path.join(outDir, 'index.html'), `<script src="${publicPath}main.js"></script>`);
  };
  const remoteDist = (text) => {
    const out = mkdtempSync(path.join(dir, 'dist-'));
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(shellManifest('19.3.1')));
    writeFileSync(path.join(out, 'chunk.js'), text);
    return out;
  };
  const at = (s) => new Date(`2025-01-01T00:00:0${s}Z`);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
    cdnDir = path.join(dir, 'cdn');
    mkdirSync(cdnDir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('publishes versioned folders, updates remotes.json and index.html, rolls back', () => {
    const shell = release({
      app: 'shell',
      cdnDir,
      now: at(1),
      sha: 'aaaaaaa',
      build: fakeBuild('19.3.1'),
    });
    assert.equal(shell.version, '0.1.0-20250101000001-aaaaaaa');
    assert.match(
      readFileSync(path.join(cdnDir, 'index.html'), 'utf8'),
      /\/shell\/0\.1\.0-20250101000001-aaaaaaa\/main\.js/,
    );

    const v1 = release({ app: 'blog', cdnDir, from: remoteDist('v1'), now: at(2), sha: 'aaaaaaa' });
    const v2 = release({ app: 'blog', cdnDir, from: remoteDist('v2'), now: at(3), sha: 'aaaaaaa' });
    const remotes = () => JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8'));
    assert.equal(remotes().blog, `/mf-blog/${v2.version}/remoteEntry.js`);
    const manifest = JSON.parse(readFileSync(path.join(v2.folder, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.metaData.buildInfo.buildVersion, v2.version);

    assert.throws(
      () => release({ app: 'blog', cdnDir, from: remoteDist('again'), now: at(3), sha: 'aaaaaaa' }),
      /never overwritten/,
    );
    assert.equal(readFileSync(path.join(v2.folder, 'chunk.js'), 'utf8'), 'v2');

    const back = rollback({ app: 'mf-blog', cdnDir });
    assert.deepEqual(back, { app: 'mf-blog', version: v1.version, previous: v2.version });
    assert.equal(remotes().blog, `/mf-blog/${v1.version}/remoteEntry.js`);
    assert.throws(() => rollback({ app: 'blog', cdnDir }), /nothing to roll back to/);
    assert.match(
      listReleases({ app: 'blog', cdnDir }),
      new RegExp(`\\* ${v1.version}.*\\(live\\)`),
    );
    assert.equal(readHistory(cdnDir).log.length, 4);
    assert.ok(!existsSync(path.join(cdnDir, 'remotes.json.tmp')));
  });

  test('release, rollback, release, rollback returns to what was live, for the shell and a remote', () => {
    for (const app of ['shell', 'blog']) {
      const publish = (second) =>
        app === 'shell'
          ? release({ app, cdnDir, now: at(second), sha: 'a', build: fakeBuild('19.3.1') })
          : release({ app, cdnDir, from: remoteDist(`v${second}`), now: at(second), sha: 'a' });
      const a = publish(1);
      const b = publish(2);
      assert.equal(rollback({ app, cdnDir }).version, a.version);
      publish(3);
      const back = rollback({ app, cdnDir });
      assert.equal(back.version, a.version, `${app}: back to A, not to the rolled-back B`);
      assert.match(listReleases({ app, cdnDir }), new RegExp(`${b.version}.*\\(rolled back\\)`));
    }
  });

  test('refuses a remote the live shell cannot serve, and a shell the live remotes cannot use', () => {
    release({ app: 'shell', cdnDir, now: at(1), sha: 'a', build: fakeBuild('19.3.1') });
    const pkg = path.join(dir, 'package.json');
    writeFileSync(pkg, JSON.stringify({ version: '0.2.0', dependencies: { react: '^99.0.0' } }));
    assert.throws(
      () => release({ app: 'blog', cdnDir, from: remoteDist('x'), packageJson: pkg, now: at(2) }),
      /mf-blog needs react \^99\.0\.0 but the live shell provides 19\.3\.1\nrelease refused/,
    );
    assert.ok(!existsSync(path.join(cdnDir, 'mf-blog')));

    release({ app: 'blog', cdnDir, from: remoteDist('ok'), now: at(3), sha: 'a' });
    assert.throws(
      () => release({ app: 'shell', cdnDir, now: at(4), sha: 'a', build: fakeBuild('18.3.1') }),
      /mf-blog needs react \^19\.2\.0 but the new shell provides 18\.3\.1/,
    );
    assert.equal(readHistory(cdnDir).apps.shell.versions.length, 1);
  });
});

describe('releases started together', () => {
  let dir;
  let cdnDir;
  const manifest = {
    metaData: { buildInfo: { buildVersion: '0.1.0' }, pluginVersion: FEDERATION_VERSION },
    shared: [{ name: '@tour/shared', version: SHARED_VERSION }],
  };
  const dist = (name) => {
    const out = path.join(dir, name);
    mkdirSync(out);
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
    return out;
  };
  /** The CLI in a process of its own, as two release managers (or CI jobs) would run it. */
  const cli = (...args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/release/cli.mjs', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, CDN_DIR: cdnDir, RELEASE_TEST_HOLD_MS: '300' },
      });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('close', (code) => resolve({ code, err }));
    });
  const live = () => {
    const history = readHistory(cdnDir);
    return Object.fromEntries(Object.entries(history.apps).map(([app, h]) => [app, h.live]));
  };

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
    assert.equal(readHistory(cdnDir).log.length, 2);
  });

  test('a release and a rollback started together both take effect', async () => {
    const first = await cli('release', 'blog', '--from', dist('blog-1'));
    assert.equal(first.code, 0, first.err);
    const v1 = live()['mf-blog'];
    // A second version of mf-blog needs a later timestamp than the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await cli('release', 'blog', '--from', dist('blog-2'));
    assert.equal(second.code, 0, second.err);
    const results = await Promise.all([
      cli('rollback', 'blog'),
      cli('release', 'booking', '--from', dist('booking')),
    ]);
    for (const result of results) assert.equal(result.code, 0, result.err);
    assert.equal(live()['mf-blog'], v1);
    assert.ok(live()['mf-booking']);
    assert.equal(readHistory(cdnDir).log.length, 4);
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
