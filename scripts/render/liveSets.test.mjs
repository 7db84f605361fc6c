import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore } from '../release/artifacts/folderStore.mjs';
import { addRelease, setLive } from '../release/history.mjs';
import { openFileRegistry } from '../release/registry/fileRegistry.mjs';
import { newVisitorToken } from '../release/canary.mjs';
import { followRegistry } from './liveSets.mjs';

/** A CDN folder with a registry, and a way to release a version of an app into it. */
function cdn(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-sets-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const registry = openFileRegistry(dir);
  const releaseTo = async (app, version) => {
    const folder = path.join(dir, app, version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), `<html><head></head><body>${version}</body>`);
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
    await registry.update((h) => ({
      history: addRelease(h, app, { version, releasedAt: new Date().toISOString() }),
      result: null,
    }));
  };
  return { dir, registry, store: createFolderStore(dir), releaseTo };
}

async function until(read, expected) {
  for (let i = 0; i < 200 && read() !== expected; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return read();
}

test('a release or rollback of the shell or a remote is followed without asking', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  await releaseTo('mf-blog', 'b1');
  const live = await followRegistry({ registry, store, cacheDir: dir, intervalMs: 20 });
  t.after(live.close);
  const first = live.current();
  assert.equal(first.key, 'shell@s1, blog@b1');
  assert.equal(first.shellDir, path.join(dir, 'shell', 's1'));
  assert.deepEqual(first.remotes, { blog: '/mf-blog/b1/remoteEntry.js' });
  assert.match(
    first.indexHtml,
    /<link rel="preload" href="\/remotes.json"[^>]*>.*<\/head><body>s1/,
  );

  await releaseTo('mf-blog', 'b2');
  assert.equal(await until(() => live.current().key, 'shell@s1, blog@b2'), 'shell@s1, blog@b2');
  await releaseTo('shell', 's2');
  await registry.update((h) => ({ history: setLive(h, 'mf-blog', 'b1', 'now'), result: null }));
  // `sync` does not wait for the next poll.
  await live.sync();
  assert.equal(live.current().key, 'shell@s2, blog@b1');
});

test('a registry that cannot be read leaves the last good set serving, reported once', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  let down = false;
  const flaky = {
    ...registry,
    revision: () => (down ? Promise.reject(new Error('connection refused')) : registry.revision()),
  };
  const errors = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  const live = await followRegistry({ registry: flaky, store, cacheDir: dir, intervalMs: 10 });
  t.after(live.close);
  down = true;
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(live.current().key, 'shell@s1');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /could not follow releases.json in .*: connection refused/);
  down = false;
  await releaseTo('shell', 's2');
  assert.equal(await until(() => live.current().key, 'shell@s2'), 'shell@s2');
});

test('a registry that stops answering is given up on, told once, shown in status, and followed again', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  // A blackhole: the question is sent and no answer, nor any error, ever comes.
  let blackhole = false;
  const silent = {
    ...registry,
    revision: () => (blackhole ? new Promise(() => {}) : registry.revision()),
  };
  const errors = [];
  const logs = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  t.mock.method(console, 'log', (message) => logs.push(message));
  const live = await followRegistry({
    registry: silent,
    store,
    cacheDir: dir,
    intervalMs: 10,
    answerWithinMs: 40,
    silentAfterMs: 200,
  });
  t.after(live.close);
  assert.equal(live.status().registry.silent, false);
  blackhole = true;
  await new Promise((resolve) => setTimeout(resolve, 600));
  // Each poll was given up on and another asked: one line for the unanswered question, one for
  // the silence, however many polls went unanswered.
  assert.deepEqual(
    errors.map((line) =>
      line.replace(/for \d+ s/, 'for N s').replace(/taken up [^)]+/, 'taken up T'),
    ),
    [
      `[releases] could not follow releases.json in ${dir}: releases.json in ${dir} did not give its revision within 0.04 s`,
      `[releases] not heard from releases.json in ${dir} for N s: still serving shell@s1 (taken up T); a release or rollback made meanwhile has not reached this server`,
    ],
  );
  const status = live.status();
  assert.equal(status.serving, 'shell@s1');
  assert.equal(status.registry.silent, true);
  assert.ok(status.registry.silentForMs >= 200, `${status.registry.silentForMs} ms`);

  blackhole = false;
  await releaseTo('shell', 's2');
  assert.equal(await until(() => live.current().key, 'shell@s2'), 'shell@s2');
  assert.equal(live.status().registry.silent, false);
  assert.deepEqual(logs, [`[releases] releases.json in ${dir} answers again`]);
});

test('taking up a history whose store never answers is given up and started again', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  await releaseTo('mf-blog', 'b1');
  // The first copy of b2 hangs for good (a blackholed S3 download); the next one works.
  let hung = 0;
  const stalling = {
    ...store,
    localCopy: (app, version, cacheDir) => {
      if (version === 'b2' && hung === 0) {
        hung += 1;
        return new Promise(() => {});
      }
      return store.localCopy(app, version, cacheDir);
    },
  };
  const errors = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  const live = await followRegistry({
    registry,
    store: stalling,
    cacheDir: dir,
    intervalMs: 10,
    refreshWithinMs: 100,
  });
  t.after(live.close);
  await releaseTo('mf-blog', 'b2');
  assert.equal(await until(() => live.current().key, 'shell@s1, blog@b2'), 'shell@s1, blog@b2');
  assert.equal(hung, 1);
  assert.match(errors[0], /taking up a new history took over 0.1 s; started again/);
});

test('status says which sides did not warm', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  t.mock.method(console, 'error', () => {});
  let failing = true;
  const live = await followRegistry({
    registry,
    store,
    cacheDir: dir,
    intervalMs: 10,
    warm: async () => {
      if (failing) throw new Error('the worker did not start');
    },
  });
  t.after(live.close);
  assert.equal(live.status().warm, false);
  assert.deepEqual(live.status().coldSets, ['shell@s1']);
  failing = false;
  await releaseTo('shell', 's2');
  assert.equal(await until(() => live.status().warm, true), true);
  assert.equal(live.status().serving, 'shell@s2');
});

test('a registry with no live shell cannot be served', async (t) => {
  const { dir, registry, store } = cdn(t);
  await assert.rejects(
    followRegistry({ registry, store, cacheDir: dir }),
    /no live shell in releases.json in/,
  );
});

test('during a canary each visitor gets the set of their side, and /canaries.json says what runs', async (t) => {
  const { dir, registry, store, releaseTo } = cdn(t);
  await releaseTo('shell', 's1');
  await releaseTo('mf-blog', 'b1');
  const folder = path.join(dir, 'mf-blog', 'b2');
  mkdirSync(folder, { recursive: true });
  const live = await followRegistry({ registry, store, cacheDir: dir, intervalMs: 20 });
  t.after(live.close);
  assert.equal(live.hasCanary(), false);
  assert.equal(live.forVisitor(newVisitorToken()).key, 'shell@s1, blog@b1');

  const startedAt = new Date().toISOString();
  await registry.update((h) => ({
    history: addRelease(h, 'mf-blog', { version: 'b2', releasedAt: startedAt }, startedAt, {
      share: 50,
      auto: null,
    }),
    result: null,
  }));
  await live.sync();
  assert.equal(live.hasCanary(), true);
  assert.deepEqual(live.canaries(), {
    blog: { stable: 'b1', canary: 'b2', share: 50, startedAt, auto: false },
  });
  // Everyone not yet given a token, and the sitemap's renders, get the live versions.
  assert.equal(live.current().key, 'shell@s1, blog@b1');
  assert.equal(live.forVisitor(undefined).lane, '');
  const tokens = Array.from({ length: 100 }, newVisitorToken);
  const keys = tokens.map((token) => live.forVisitor(token).key);
  assert.deepEqual(new Set(keys), new Set(['shell@s1, blog@b1', 'shell@s1, blog@b2']));
  for (const [i, token] of tokens.entries()) {
    const set = live.forVisitor(token);
    assert.equal(set.key, keys[i]);
    // A canary's side is a lane named by its versions: a later canary of blog is another lane.
    assert.equal(set.lane, set.key.endsWith('b2') ? set.key : '');
    assert.deepEqual(set.onCanary, set.key.endsWith('b2') ? ['blog'] : []);
    assert.deepEqual(set.canaryRemotes, ['blog']);
    assert.deepEqual(set.remotes, {
      blog: `/mf-blog/${set.key.endsWith('b2') ? 'b2' : 'b1'}/remoteEntry.js`,
    });
  }
  assert.deepEqual(
    live.allSets().map((set) => set.key),
    ['shell@s1, blog@b1', 'shell@s1, blog@b2'],
  );
});

/** Starts a canary of `app` at `version` (its folder made), at `startedAt`. */
async function startCanary({ dir, registry }, app, version, startedAt = new Date().toISOString()) {
  mkdirSync(path.join(dir, app, version), { recursive: true });
  await registry.update((h) => ({
    history: addRelease(h, app, { version, releasedAt: startedAt }, startedAt, {
      share: 50,
      auto: null,
    }),
    result: null,
  }));
}

test('a new history is served only once every side is warm, and after a failed warm all the same', async (t) => {
  const site = cdn(t);
  const { dir, registry, store, releaseTo } = site;
  await releaseTo('shell', 's1');
  await releaseTo('mf-blog', 'b1');
  await releaseTo('mf-catalogue', 'c1');
  const warmed = [];
  const held = [];
  const release = () => held.splice(0).forEach((resolve) => resolve());
  let holding = false;
  let failing = false;
  const warm = async (set) => {
    warmed.push(set.key);
    if (failing) throw new Error('its pool did not start');
    if (holding) await new Promise((resolve) => held.push(resolve));
  };
  const errors = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  const live = await followRegistry({ registry, store, cacheDir: dir, intervalMs: 10, warm });
  t.after(live.close);

  holding = true;
  await startCanary(site, 'mf-blog', 'b2');
  await until(() => warmed.includes('shell@s1, blog@b2, catalogue@c1'), true);
  // Warming: nobody is routed to the canary yet, and /canaries.json does not name it.
  assert.equal(live.hasCanary(), false);
  assert.equal(live.forVisitor(newVisitorToken()).key, 'shell@s1, blog@b1, catalogue@c1');
  holding = false;
  release();
  assert.equal(await until(() => live.hasCanary(), true), true);

  // A side that does not warm is served all the same (its visitors' failures then count against
  // it), and said once.
  failing = true;
  await startCanary(site, 'mf-catalogue', 'c2');
  assert.equal(await until(() => Object.keys(live.canaries()).length, 2), 2);
  assert.ok(
    errors.some((line) => /did not warm; served all the same: its pool did not start/.test(line)),
  );
});

test('more canaries than MAX_CANARIES: the oldest are served, the others wait on the live version', async (t) => {
  const site = cdn(t);
  const { dir, registry, store, releaseTo } = site;
  await releaseTo('shell', 's1');
  for (const app of ['mf-blog', 'mf-catalogue', 'mf-booking']) await releaseTo(app, `${app}-1`);
  await startCanary(site, 'mf-booking', 'k2', '2026-11-28T10:00:00.000Z');
  await startCanary(site, 'mf-blog', 'b2', '2026-11-28T11:00:00.000Z');
  await startCanary(site, 'mf-catalogue', 'c2', '2026-11-28T12:00:00.000Z');
  const errors = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  const live = await followRegistry({ registry, store, cacheDir: dir, maxCanaries: 2 });
  t.after(live.close);
  assert.deepEqual(Object.keys(live.canaries()).sort(), ['blog', 'booking']);
  // 2 canaries: 4 sides at most, and none of them carries the newest canary.
  assert.equal(live.allSets().length, 4);
  assert.ok(live.allSets().every((set) => !set.key.includes('catalogue@c2')));
  assert.equal(errors.length, 1);
  assert.match(errors[0], /mf-catalogue: more canaries than MAX_CANARIES \(2\)/);
});

test('a side that neither warms nor fails holds a new history back no longer than the bound', async (t) => {
  const site = cdn(t);
  const { dir, registry, store, releaseTo } = site;
  await releaseTo('shell', 's1');
  await releaseTo('mf-blog', 'b1');
  const errors = [];
  t.mock.method(console, 'error', (message) => errors.push(message));
  let hang = false;
  const live = await followRegistry({
    registry,
    store,
    cacheDir: dir,
    intervalMs: 10,
    warmTimeoutMs: 300,
    warm: () => (hang ? new Promise(() => {}) : Promise.resolve()),
  });
  t.after(live.close);
  hang = true;
  const started = Date.now();
  await startCanary(site, 'mf-blog', 'b2');
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(live.hasCanary(), false);
  assert.equal(await until(() => live.hasCanary(), true), true);
  assert.ok(Date.now() - started >= 300);
  assert.ok(
    errors.some((line) => /did not warm; served all the same: not warm within 300 ms/.test(line)),
  );
});
