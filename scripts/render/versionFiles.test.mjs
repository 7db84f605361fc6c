import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createFolderStore } from '../release/artifacts/folderStore.mjs';
import { createS3Store } from '../release/artifacts/s3Store.mjs';
import { startS3TestServer } from '../release/artifacts/s3TestServer.mjs';
import { addRelease, emptyHistory, endCanary, markPruned, setLive } from '../release/history.mjs';
import { openFileRegistry } from '../release/registry/fileRegistry.mjs';
import { startStaticServer } from '../static-server.mjs';
import { followRegistry } from './liveSets.mjs';
import {
  keepDaysFromEnv,
  keepVersionsLiveWithin,
  recordedVersionFiles,
  versionFileOf,
  versionsToKeep,
  VersionUnavailableError,
} from './versionFiles.mjs';

// On Node 20 the SDK warns that its 2027 releases will need Node 22 (see artifacts.test.mjs).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const day = (n) => new Date(Date.UTC(2025, 0, 1) + n * 24 * 3600 * 1000).toISOString();
const released = (version, at) => ({ version, releasedAt: at });

/** A history of mf-blog built from steps: `[version, day]` releases, `['rollback', version, day]`. */
function historyOf(steps, app = 'mf-blog') {
  return steps.reduce((h, step) => {
    if (step[0] === 'rollback') return setLive(h, app, step[1], day(step[2]));
    return addRelease(h, app, released(step[0], day(step[1])));
  }, emptyHistory());
}

/** Every call made to `store`, by method, and the store with each method counted. */
function counted(store) {
  const calls = [];
  const wrapped = Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      (...args) => {
        calls.push([name, ...args.slice(0, 2)]);
        return method(...args);
      },
    ]),
  );
  return { store: wrapped, calls };
}

/** A GET sent as written: no client normalises its path (fetch resolves `..` and `%2e%2e`). */
function rawGet(origin, urlPath) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: urlPath }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      })
      .on('error', reject);
  });
}

async function until(check, what) {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`never: ${what}`);
}

/** A built version's files, with a lazy chunk naming the version. */
function writeVersion(dir, version) {
  mkdirSync(path.join(dir, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = '${version}';`);
  writeFileSync(
    path.join(dir, 'static', 'js', 'async', 'chunk.js'),
    `export default '${version}';`,
  );
  writeFileSync(path.join(dir, 'index.html'), `<html><head></head><body>${version}</body>`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  return dir;
}

test('a URL path names an app, a version and a file, or nothing that could leave the version', () => {
  assert.deepEqual(versionFileOf('/mf-blog/0.1.0-1-abc/static/js/chunk.js?v=1'), {
    app: 'mf-blog',
    version: '0.1.0-1-abc',
    file: ['static', 'js', 'chunk.js'],
  });
  assert.deepEqual(versionFileOf('/shell/s1/main%20x.js').file, ['main x.js']);
  for (const urlPath of [
    '/mf-blog/v1',
    '/mf-blog/v1/',
    '/mf-blog/../etc/passwd',
    '/mf-blog/v1/../../x.js',
    '/mf-blog/%2e%2e/v1/x.js',
    '/mf-blog/v1/%2e%2e%2f%2e%2e%2fx.js',
    '/mf-blog/v1/..%5cx.js',
    '/mf-blog/v1/a%00.js',
    '/mf-blog/v1/%zz.js',
    '/mf-blog/v1//x.js',
    '/mf-blog/v1/./x.js',
    '/mf-blog/.tmp-v1/x.js',
    '/mf-blog/v1/.complete',
    '/__proto__/v1/x.js',
    'mf-blog/v1/x.js',
  ]) {
    assert.equal(versionFileOf(urlPath), null, urlPath);
  }
});

test('RELEASE_KEEP_DAYS: 7 days unless set, and a mistyped value stops the server', () => {
  assert.equal(keepDaysFromEnv({}), 7);
  assert.equal(keepDaysFromEnv({ RELEASE_KEEP_DAYS: '2.5' }), 2.5);
  assert.equal(keepDaysFromEnv({ RELEASE_KEEP_DAYS: '0' }), 0);
  for (const wrong of ['seven', '-1', 'Infinity']) {
    assert.throws(() => keepDaysFromEnv({ RELEASE_KEEP_DAYS: wrong }), /RELEASE_KEEP_DAYS/);
  }
});

test('kept ahead: every version live, for everyone or as a canary, within the window, not pruned', () => {
  // a live days 0-1, b days 1-20, c days 20-28, rollback to b day 28, d a canary days 29-30.
  let h = historyOf([
    ['a', 0],
    ['b', 1],
    ['c', 20],
    ['rollback', 'b', 28],
  ]);
  h = addRelease(h, 'mf-blog', released('d', day(29)), day(29), { share: 10, auto: null });
  h = endCanary(h, 'mf-blog', { promote: false, at: day(30), reason: 'by hand' });
  h = addRelease(h, 'shell', released('s1', day(0)));
  const keep = (now, days) =>
    versionsToKeep(h, new Date(day(now)), days)
      .map(([app, version]) => `${app} ${version}`)
      .sort();
  assert.deepEqual(keep(31, 7), ['mf-blog b', 'mf-blog c', 'mf-blog d', 'shell s1']);
  // Seen from day 40: the canary ended on day 30 and c was left on day 28.
  assert.deepEqual(keep(40, 10.5), ['mf-blog b', 'mf-blog d', 'shell s1']);
  assert.deepEqual(keep(40, 0), ['mf-blog b', 'shell s1']);
  // a, left on day 1, is kept by a window reaching back to day 1.
  assert.deepEqual(keep(31, 30), ['mf-blog a', 'mf-blog b', 'mf-blog c', 'mf-blog d', 'shell s1']);
  const pruned = markPruned(h, 'mf-blog', 'c', day(31));
  assert.deepEqual(
    versionsToKeep(pruned, new Date(day(31)), 7).map(([, version]) => version),
    ['b', 'd', 's1'],
  );
});

describe('on an S3 store', () => {
  let s3;
  let buckets = 0;
  let dir;
  const cleanups = [];

  before(async () => {
    s3 = await startS3TestServer();
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await s3.close();
  });

  /** A new bucket's store with `versions` of mf-blog in it, and a site server's empty folder. */
  async function s3With(versions) {
    const bucket = `versions-${++buckets}`;
    await s3.createBucket(bucket);
    dir = mkdtempSync(path.join(os.tmpdir(), 'version-files-'));
    const store = createS3Store({ bucket, ...s3.clientConfig });
    const root = dir;
    cleanups.push(async () => {
      await store.close();
      rmSync(root, { recursive: true, force: true });
    });
    for (const [app, version] of versions) {
      await store.put(app, version, writeVersion(path.join(dir, 'build', app, version), version));
    }
    const cacheDir = path.join(dir, 'site');
    mkdirSync(cacheDir);
    return { store, cacheDir };
  }

  test('a recorded version not on disk is fetched once, however many ask, then served from disk', async () => {
    const { store: s3Store, cacheDir } = await s3With([['mf-blog', 'v1']]);
    const { store, calls } = counted(s3Store);
    const history = historyOf([
      ['v1', 0],
      ['v2', 1],
    ]);
    const files = recordedVersionFiles({ store, cacheDir, history: () => history });
    const asked = await Promise.all(
      Array.from({ length: 10 }, () => files.fileFor('/mf-blog/v1/static/js/async/chunk.js')),
    );
    const expected = path.join(cacheDir, 'mf-blog', 'v1', 'static', 'js', 'async', 'chunk.js');
    assert.deepEqual(asked, Array(10).fill(expected));
    assert.equal(readFileSync(expected, 'utf8'), "export default 'v1';");
    assert.deepEqual(calls, [['localCopy', 'mf-blog', 'v1']]);
    // A name the copy does not hold is a 404, and the store is not asked again.
    assert.equal(await files.fileFor('/mf-blog/v1/static/js/async/missing.js'), null);
    assert.equal(
      await files.fileFor('/mf-blog/v1/remoteEntry.js'),
      path.join(cacheDir, 'mf-blog', 'v1', 'remoteEntry.js'),
    );
    assert.equal(calls.length, 1);
  });

  test('what the history does not record, or records pruned, is never asked of the store', async () => {
    const { store: s3Store, cacheDir } = await s3With([
      ['mf-blog', 'v1'],
      ['mf-blog', 'v2'],
      ['mf-booking', 'k1'],
    ]);
    const { store, calls } = counted(s3Store);
    const history = markPruned(
      historyOf([
        ['v1', 0],
        ['v2', 1],
      ]),
      'mf-blog',
      'v1',
      day(2),
    );
    let followed = null;
    const files = recordedVersionFiles({ store, cacheDir, history: () => followed });
    // No history followed yet: nothing is known.
    assert.equal(await files.fileFor('/mf-blog/v2/remoteEntry.js'), null);
    followed = history;
    for (const urlPath of [
      '/mf-blog/v3/remoteEntry.js',
      '/mf-blog/v1/remoteEntry.js',
      '/mf-booking/k1/remoteEntry.js',
      '/mf-blog/v2/',
      '/mf-blog/v2/%2e%2e/v1/remoteEntry.js',
      '/mf-blog/v2/..%2Fv1%2FremoteEntry.js',
      '/mf-blog/%2e%2e/mf-booking/k1/remoteEntry.js',
      '/constructor/v2/remoteEntry.js',
      '/releases.json/v2/x',
    ]) {
      assert.equal(await files.fileFor(urlPath), null, urlPath);
    }
    assert.deepEqual(calls, []);
  });

  test('downloads run two at a time; a failed one is a 503, logged, not tried again at once', async (t) => {
    const { store: s3Store, cacheDir } = await s3With([['mf-blog', 'v2']]);
    let running = 0;
    let most = 0;
    const gate = [];
    const store = {
      ...s3Store,
      localCopy: async (app, version, cache) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => gate.push(resolve));
        running -= 1;
        if (version === 'v1') throw new Error('S3 GetObject of s3://secret-bucket/key failed: 500');
        return s3Store.localCopy(app, version, cache);
      },
    };
    const history = historyOf(['a', 'b', 'c', 'v1', 'v2'].map((version, i) => [version, i]));
    let now = 0;
    const errors = [];
    t.mock.method(console, 'error', (line) => errors.push(line));
    const files = recordedVersionFiles({
      store,
      cacheDir,
      history: () => history,
      retryAfterMs: 1000,
      clock: () => now,
    });
    const asked = ['a', 'b', 'c', 'v1', 'v2'].map((version) =>
      files.fileFor(`/mf-blog/${version}/remoteEntry.js`).then(
        (file) => file,
        (error) => error,
      ),
    );
    await until(() => gate.length === 2, 'two downloads started');
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(gate.length, 2);
    let answered = false;
    const answers = Promise.all(asked).finally(() => (answered = true));
    while (!answered) {
      gate.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [a, b, c, v1, v2] = await answers;
    assert.equal(most, 2);
    // a, b and c are recorded but not stored: the store says so, the visitor gets a 503.
    for (const failed of [a, b, c, v1]) assert.ok(failed instanceof VersionUnavailableError);
    assert.equal(v1.message, 'mf-blog v1 could not be fetched');
    assert.equal(v2, path.join(cacheDir, 'mf-blog', 'v2', 'remoteEntry.js'));
    assert.equal(errors.length, 4);
    assert.match(
      errors.find((line) => line.includes(' v1 ')),
      /^\[releases\] mf-blog v1 could not be fetched: S3 GetObject .* failed: 500$/,
    );
    // Within retryAfterMs: answered at once, the store not asked, nothing logged again.
    await assert.rejects(files.fileFor('/mf-blog/v1/remoteEntry.js'), VersionUnavailableError);
    assert.equal(gate.length, 0);
    now = 1000;
    const again = files.fileFor('/mf-blog/v1/remoteEntry.js').catch((error) => error);
    await until(() => gate.length === 1, 'tried again');
    gate.shift()();
    assert.ok((await again) instanceof VersionUnavailableError);
    assert.equal(errors.length, 5);
  });

  test('a download that never ends holds a request no longer than its bound', async () => {
    const { store: s3Store, cacheDir } = await s3With([]);
    const store = { ...s3Store, localCopy: () => new Promise(() => {}) };
    const history = historyOf([['v1', 0]]);
    const files = recordedVersionFiles({ store, cacheDir, history: () => history, waitMs: 50 });
    await assert.rejects(
      files.fileFor('/mf-blog/v1/remoteEntry.js'),
      (error) => error instanceof VersionUnavailableError && /still being fetched/.test(error),
    );
  });

  test('a site server following the registry: an old version fetched when asked, a pruned one deleted and 404', async (t) => {
    const { store: s3Store, cacheDir } = await s3With([
      ['shell', 's1'],
      ['mf-blog', 'b0'],
      ['mf-blog', 'b1'],
      ['mf-blog', 'b2'],
    ]);
    const { store, calls } = counted(s3Store);
    const registry = openFileRegistry(path.join(dir, 'registry'));
    const change = (apply) => registry.update((h) => ({ history: apply(h), result: null }));
    const now = new Date().toISOString();
    const longAgo = (n) => new Date(Date.now() - (60 - n) * 24 * 3600 * 1000).toISOString();
    await change((h) => addRelease(h, 'shell', released('s1', longAgo(0))));
    // b0 was left 59 days ago, b1 just now: b1 is kept ahead, b0 only fetched when asked for.
    await change((h) => addRelease(h, 'mf-blog', released('b0', longAgo(0))));
    await change((h) => addRelease(h, 'mf-blog', released('b1', longAgo(1))));
    await change((h) => addRelease(h, 'mf-blog', released('b2', now)));
    const live = await followRegistry({ registry, store, cacheDir, intervalMs: 20 });
    t.after(live.close);
    const copyOf = (version) => path.join(cacheDir, 'mf-blog', version);
    await until(() => existsSync(copyOf('b1')), 'b1 copied ahead');
    assert.equal(existsSync(copyOf('b0')), false);
    const server = await startStaticServer({
      root: cacheDir,
      port: 0,
      missingVersionFile: recordedVersionFiles({ store, cacheDir, history: live.history }).fileFor,
    });
    t.after(() => server.close());
    const origin = `http://127.0.0.1:${server.server.address().port}`;

    const chunk = await fetch(`${origin}/mf-blog/b0/static/js/async/chunk.js`);
    assert.equal(chunk.status, 200);
    assert.equal(await chunk.text(), "export default 'b0';");
    assert.ok(existsSync(copyOf('b0')));
    const before = calls.length;
    for (const urlPath of [
      '/mf-blog/b9/remoteEntry.js',
      '/mf-blog/%2e%2e/%2e%2e/etc/passwd',
      '/mf-blog/b0/..%2F..%2F..%2Fetc%2Fpasswd',
      '/mf-booking/b0/remoteEntry.js',
    ]) {
      const { status, body } = await rawGet(origin, urlPath);
      // fastify-static refuses a `..` itself (403) before any file is looked for.
      assert.ok([403, 404].includes(status), `${urlPath}: ${status}`);
      assert.doesNotMatch(body, /\bat \/|Error:/, urlPath);
    }
    assert.equal(calls.length, before);

    // Pruned: its files gone from the store, and from this server's disk once it follows.
    await change((h) => markPruned(h, 'mf-blog', 'b0', new Date().toISOString()));
    await s3Store.remove('mf-blog', 'b0');
    await live.sync();
    assert.equal(existsSync(copyOf('b0')), false);
    assert.equal(existsSync(path.join(cacheDir, 'mf-blog', '.b0.complete')), false);
    const gone = await fetch(`${origin}/mf-blog/b0/static/js/async/chunk.js`);
    assert.equal(gone.status, 404);
    assert.ok(
      calls
        .slice(before)
        .every(([name, , version]) => version !== 'b0' || name === 'dropLocalCopy'),
    );
    // The versions still served are untouched.
    assert.equal((await fetch(`${origin}/mf-blog/b1/remoteEntry.js`)).status, 200);
    assert.equal((await fetch(`${origin}/mf-blog/b2/remoteEntry.js`)).status, 200);
  });

  test('a version the store cannot give is a short 503, never a stack trace', async (t) => {
    const { store: s3Store, cacheDir } = await s3With([]);
    t.mock.method(console, 'error', () => {});
    const history = historyOf([['v1', 0]]);
    const server = await startStaticServer({
      root: cacheDir,
      port: 0,
      missingVersionFile: recordedVersionFiles({ store: s3Store, cacheDir, history: () => history })
        .fileFor,
    });
    t.after(() => server.close());
    const response = await fetch(
      `http://127.0.0.1:${server.server.address().port}/mf-blog/v1/remoteEntry.js`,
    );
    assert.equal(response.status, 503);
    assert.ok(response.headers.get('retry-after'));
    assert.deepEqual(await response.json(), {
      message: 'This file cannot be fetched right now; try again in a minute',
    });
  });
});

test('with the folder store nothing is downloaded or dropped: the copies are the stored versions', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'version-files-folder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = createFolderStore(dir);
  await folder.put('mf-blog', 'v1', writeVersion(path.join(dir, 'build'), 'v1'));
  const { store, calls } = counted(folder);
  const errors = [];
  t.mock.method(console, 'error', (line) => errors.push(line));
  const history = markPruned(
    historyOf([
      ['v0', 0],
      ['v1', 1],
      ['v2', 2],
    ]),
    'mf-blog',
    'v0',
    day(3),
  );
  const keeper = keepVersionsLiveWithin({
    store,
    cacheDir: dir,
    keepDays: 7,
    clock: () => Date.parse(day(3)),
  });
  const { copied } = await keeper.follow(history);
  await copied;
  assert.equal(keeper.history(), history);
  assert.ok(existsSync(path.join(dir, 'mf-blog', 'v1', 'remoteEntry.js')));
  assert.deepEqual(calls.map(([name, , version]) => `${name} ${version}`).sort(), [
    'dropLocalCopy v0',
    'localCopy v1',
    'localCopy v2',
  ]);
  // v2 was never stored: said, and the rest kept all the same.
  assert.deepEqual(errors, [
    `[releases] mf-blog v2, live within 7 days, is not kept ahead: mf-blog v2 is not stored in ${dir}`,
  ]);
});

test('a version pruned while it was fetched is dropped again and not served', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'version-files-pruned-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  let history = historyOf([
    ['v1', 0],
    ['v2', 1],
  ]);
  const dropped = [];
  const store = {
    localCopy: async (app, version, cacheDir) => {
      history = markPruned(history, app, version, day(2));
      return writeVersion(path.join(cacheDir, app, version), version);
    },
    dropLocalCopy: async (app, version) => dropped.push(`${app} ${version}`),
  };
  const files = recordedVersionFiles({ store, cacheDir: dir, history: () => history });
  assert.equal(await files.fileFor('/mf-blog/v1/remoteEntry.js'), null);
  assert.deepEqual(dropped, ['mf-blog v1']);
});

test('the static server sends what missingVersionFile names under its root, once per request', async (t) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'version-files-static-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(path.join(root, 'outside.js'), 'not a version file');
  writeVersion(path.join(root, 'mf-blog', 'v1'), 'v1');
  const asked = [];
  const answers = {
    '/mf-blog/v9/a.js': path.join(root, 'mf-blog', 'v1', 'remoteEntry.js'),
    // Named, then gone: a 404, not another question.
    '/mf-blog/v9/gone.js': path.join(root, 'mf-blog', 'v9', 'gone.js'),
    '/mf-blog/v9/outside.js': path.join(path.dirname(root), 'outside.js'),
  };
  const server = await startStaticServer({
    root,
    port: 0,
    missingVersionFile: async (urlPath) => {
      asked.push(urlPath);
      return answers[urlPath] ?? null;
    },
  });
  t.after(() => server.close());
  const origin = `http://127.0.0.1:${server.server.address().port}`;
  const sent = await fetch(`${origin}/mf-blog/v9/a.js`);
  assert.equal(sent.status, 200);
  assert.equal(await sent.text(), "var entry = 'v1';");
  assert.equal((await fetch(`${origin}/mf-blog/v9/gone.js`)).status, 404);
  assert.equal((await fetch(`${origin}/mf-blog/v9/outside.js`)).status, 404);
  // On disk already: never asked. A POST: never asked.
  assert.equal((await fetch(`${origin}/mf-blog/v1/remoteEntry.js`)).status, 200);
  assert.equal((await fetch(`${origin}/mf-blog/v9/a.js`, { method: 'POST' })).status, 404);
  assert.deepEqual(asked, ['/mf-blog/v9/a.js', '/mf-blog/v9/gone.js', '/mf-blog/v9/outside.js']);
});

test('histories taken up while copying waits: the newest is copied for next, those between skipped', async () => {
  const copied = [];
  const gate = [];
  const store = {
    localCopy: async (app, version) => {
      await new Promise((resolve) => gate.push(resolve));
      copied.push(version);
    },
    dropLocalCopy: async () => {},
  };
  const keeper = keepVersionsLiveWithin({
    store,
    cacheDir: '/unused',
    keepDays: 0,
    clock: () => Date.parse(day(10)),
  });
  const only = (version) => historyOf([[version, 0]]);
  const first = (await keeper.follow(only('v1'))).copied;
  await keeper.follow(only('v2'));
  const third = (await keeper.follow(only('v3'))).copied;
  assert.equal(third, first);
  assert.equal(keeper.history().apps['mf-blog'].live, 'v3');
  while (copied.length < 2) {
    gate.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await first;
  assert.deepEqual(copied, ['v1', 'v3']);
  // Once done, the next history starts a run of its own.
  const fourth = (await keeper.follow(only('v4'))).copied;
  assert.notEqual(fourth, first);
  await until(() => gate.length === 1, 'v4 copying');
  gate.shift()();
  await fourth;
  assert.deepEqual(copied, ['v1', 'v3', 'v4']);
});
