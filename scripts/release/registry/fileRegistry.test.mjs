import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { addRelease, formatReleases } from '../history.mjs';
import { openFileRegistry } from './fileRegistry.mjs';

let cdnDir;

beforeEach(() => {
  cdnDir = mkdtempSync(path.join(os.tmpdir(), 'file-registry-'));
});

afterEach(() => rmSync(cdnDir, { recursive: true, force: true }));

test('the revision changes with the content even when inode, size and mtime do not', async () => {
  const registry = openFileRegistry(cdnDir);
  assert.equal(await registry.revision(), 'none');
  await registry.update((history, { now }) => ({
    history: addRelease(history, 'mf-blog', { version: 'aaaa', releasedAt: now.toISOString() }),
    result: null,
  }));
  const file = path.join(cdnDir, 'releases.json');
  const first = await registry.revision();
  const { ino, atime, mtime } = statSync(file);

  // Another history of the same size, written in place within the filesystem's clock tick (or a
  // restored copy that kept its mtime).
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('aaaa', 'bbbb'));
  utimesSync(file, atime, mtime);
  assert.equal(statSync(file).ino, ino);
  assert.notEqual(await registry.revision(), first);

  // The same history again is the same revision: nothing to reload.
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('bbbb', 'aaaa'));
  assert.equal(await registry.revision(), first);
});

test('its clock is the local one: a change is stamped by it', async () => {
  const slow = new Date(Date.now() - 30 * 60_000);
  const registry = openFileRegistry(cdnDir, { now: () => slow });
  assert.equal((await registry.now()).getTime(), slow.getTime());
  const stamped = await registry.update((history, { now }) => ({ history, result: now }));
  assert.equal(stamped.getTime(), slow.getTime());
});

test('a releases.json written before identities reads and shows as before', async () => {
  const old = {
    apps: {
      'mf-blog': {
        live: 'v1',
        versions: [{ version: 'v1', releasedAt: '2025-01-01T00:00:00.000Z' }],
      },
    },
    log: [
      {
        at: '2025-01-01T00:00:00.000Z',
        action: 'release',
        app: 'mf-blog',
        version: 'v1',
        previous: null,
      },
    ],
  };
  writeFileSync(path.join(cdnDir, 'releases.json'), JSON.stringify(old));
  const registry = openFileRegistry(cdnDir);
  const history = await registry.read();
  assert.deepEqual(history, old);
  assert.equal(
    formatReleases(history, ['mf-blog']),
    'mf-blog\n  * v1  2025-01-01T00:00:00.000Z  (live)',
  );

  await registry.update((current, { now }) => ({
    history: addRelease(
      current,
      'mf-blog',
      { version: 'v2', releasedAt: now.toISOString() },
      now.toISOString(),
      null,
      {
        actor: 'ana',
        commit: 'c0ffee',
        note: 'second try',
      },
    ),
    result: null,
  }));
  const { log } = JSON.parse(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'));
  assert.deepEqual(
    log.map(({ actor, commit, note }) => [actor, commit, note]),
    [
      [undefined, undefined, undefined],
      ['ana', 'c0ffee', 'second try'],
    ],
  );
  assert.match(
    formatReleases(await registry.read(), ['mf-blog']),
    /\* v2 .*\(live\) {2}— by ana, commit c0ffee, note: second try$/m,
  );
});

test('a change that has to wait for another one’s lock says so, then goes ahead', async () => {
  const waits = [];
  const registry = openFileRegistry(cdnDir, { onWait: (line) => waits.push(line) });
  let letGo;
  const held = new Promise((resolve) => (letGo = resolve));
  let entered;
  const holding = new Promise((resolve) => (entered = resolve));
  const first = registry.update(async (history, { now }) => {
    entered();
    await held;
    return {
      history: addRelease(history, 'mf-blog', { version: 'a', releasedAt: now.toISOString() }),
      result: 'a',
    };
  });
  await holding;
  const second = registry.update((history, { now }) => ({
    history: addRelease(history, 'mf-blog', { version: 'b', releasedAt: now.toISOString() }),
    result: 'b',
  }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(waits, [
    `another release, rollback or promotion holds the release lock on ${cdnDir}: waiting for it to finish (up to 60 s)`,
  ]);
  letGo();
  assert.deepEqual(await Promise.all([first, second]), ['a', 'b']);
  assert.deepEqual(
    (await registry.read()).apps['mf-blog'].versions.map((r) => r.version),
    ['a', 'b'],
  );
});
