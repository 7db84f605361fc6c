import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempFolderSetup } from './testSetup.mjs';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { startS3TestServer } from './artifacts/s3TestServer.mjs';
import { listReleases, release, rollback } from './commands.mjs';
import {
  addRelease,
  emptyHistory,
  endCanary,
  formatReleases,
  markPruned,
  prunedVersions,
  rollbackTarget,
  setLive,
} from './history.mjs';
import { formatPrune, prunableVersions, prune } from './prune.mjs';
import { DATABASE_URL, sql } from './registry/testDatabase.mjs';
import { openReleaseSetup } from './setup.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';

// On Node 20 the SDK warns that its 2027 releases will need Node 22 (see artifacts.test.mjs).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const DAY_MS = 24 * 3600 * 1000;
const day = (n) => new Date(Date.UTC(2025, 0, 1) + n * DAY_MS);
const released = (version, n) => ({ version, releasedAt: day(n).toISOString() });
const names = (list) => list.map(({ app, version }) => `${app} ${version}`);

describe('which versions a prune removes', () => {
  /**
   * mf-blog: a…g released on days 0…6 (g live), rolled back to f on day 7; h a canary days 90-91;
   * rolled back to b on day 95. mf-booking: k1 day 0, k2 day 1. Seen from day 100.
   */
  function history() {
    let h = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].reduce(
      (acc, version, i) => addRelease(acc, 'mf-blog', released(version, i)),
      emptyHistory(),
    );
    h = setLive(h, 'mf-blog', 'f', day(7).toISOString());
    h = addRelease(h, 'mf-blog', released('h', 90), day(90).toISOString(), {
      share: 10,
      auto: null,
    });
    h = endCanary(h, 'mf-blog', { promote: false, at: day(91).toISOString(), reason: 'by hand' });
    h = setLive(h, 'mf-blog', 'b', day(95).toISOString());
    h = addRelease(h, 'mf-booking', released('k1', 0));
    return addRelease(h, 'mf-booking', released('k2', 1));
  }
  const prunable = (h, { now = 100, keepDays = 30, keep = 0 } = {}) =>
    names(prunableVersions(h, { now: day(now), keepDays, keep }));

  test('never the live version, one live or a canary within the window, nor the newest kept', () => {
    // b live; f left on day 95; h a canary until day 91.
    assert.deepEqual(prunable(history()), [
      'mf-blog a',
      'mf-blog c',
      'mf-blog d',
      'mf-blog e',
      'mf-blog g',
      'mf-booking k1',
    ]);
    assert.deepEqual(prunable(history(), { keep: 3 }), [
      'mf-blog a',
      'mf-blog c',
      'mf-blog d',
      'mf-blog e',
    ]);
    // A wider window reaches back to the canary's start and to day 7, when g was left.
    assert.deepEqual(prunable(history(), { keepDays: 93.5 }), [
      'mf-blog a',
      'mf-blog c',
      'mf-blog d',
      'mf-blog e',
      'mf-booking k1',
    ]);
    // Only the live version, at the moment a canary runs, and the canary itself.
    const during = addRelease(history(), 'mf-blog', released('i', 99), day(99).toISOString(), {
      share: 5,
      auto: null,
    });
    assert.deepEqual(prunable(during, { now: 200, keepDays: 0 }), [
      'mf-blog a',
      'mf-blog c',
      'mf-blog d',
      'mf-blog e',
      'mf-blog f',
      'mf-blog g',
      'mf-blog h',
      'mf-booking k1',
    ]);
  });

  test('a version released within the window is kept, whatever the log says of it', () => {
    const h = { ...history(), log: [] };
    assert.deepEqual(prunable(h, { now: 40, keepDays: 37.5 }), [
      'mf-blog a',
      'mf-blog c',
      'mf-booking k1',
    ]);
  });

  test('pruned versions are not chosen again, nor counted among the newest kept', () => {
    const h = markPruned(history(), 'mf-blog', 'g', day(100).toISOString());
    assert.deepEqual(prunable(h, { keep: 3 }), ['mf-blog a', 'mf-blog c', 'mf-blog d']);
  });

  test('marking refuses the live version, the canary, an unknown or a pruned one', () => {
    const h = history();
    const at = day(100).toISOString();
    assert.throws(
      () => markPruned(h, 'mf-blog', 'b', at),
      /mf-blog b is live: it cannot be pruned/,
    );
    const during = addRelease(h, 'mf-blog', released('i', 99), at, { share: 5, auto: null });
    assert.throws(() => markPruned(during, 'mf-blog', 'i', at), /is a canary: it cannot be pruned/);
    assert.throws(() => markPruned(h, 'mf-blog', 'z', at), /mf-blog has no version z/);
    const pruned = markPruned(h, 'mf-blog', 'a', at, { actor: 'ana' });
    assert.deepEqual(pruned.log.at(-1), {
      at,
      action: 'prune',
      app: 'mf-blog',
      version: 'a',
      previous: null,
      actor: 'ana',
    });
    assert.equal(pruned.apps, h.apps);
    assert.throws(() => markPruned(pruned, 'mf-blog', 'a', at), /already pruned/);
  });

  test('a rollback to a pruned version is refused; a bare one steps over pruned ones', () => {
    const at = day(100).toISOString();
    // A B C D, C pruned: D → B, then B → A.
    let h = ['A', 'B', 'C', 'D'].reduce(
      (acc, version, i) => addRelease(acc, 'mf-blog', released(version, i)),
      emptyHistory(),
    );
    h = setLive(h, 'mf-blog', 'D', at);
    h = markPruned(h, 'mf-blog', 'C', at);
    assert.throws(
      () => rollbackTarget(h, 'mf-blog', 'C'),
      new RegExp(
        `^Error: mf-blog C was pruned at ${at}: its files are no longer stored, so it cannot be live again$`,
      ),
    );
    assert.equal(rollbackTarget(h, 'mf-blog'), 'B');
    h = setLive(h, 'mf-blog', 'B', at);
    assert.equal(rollbackTarget(h, 'mf-blog'), 'A');
    h = markPruned(h, 'mf-blog', 'A', at);
    assert.throws(
      () => rollbackTarget(h, 'mf-blog'),
      /mf-blog has nothing to roll back to: the versions live before B are pruned/,
    );
    assert.match(formatReleases(h, ['mf-blog']), / {3}C {2}\S+ {2}\(pruned\)\n/);
    assert.match(formatReleases(h, ['mf-blog']), /\* B {2}\S+ {2}\(live\)\n/);
    assert.equal(prunedVersions(h, 'mf-blog').get('A'), at);
  });
});

/** A built remote: its manifest, as much of it as the gate reads, and a file naming it. */
function dist(dir, name) {
  const out = path.join(dir, `dist-${name}`);
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } }, shared: [], exposes: [] }),
  );
  writeFileSync(path.join(out, 'chunk.js'), `export default '${name}';`);
  return out;
}

/**
 * The scenario of the pure tests above, released through the commands into `setup`, days counted
 * back from now (the PostgreSQL registry's clock is the database's): then pruned, raced, refused,
 * failed and retried. `damage(app, version)` is what a removal that fails half-way leaves.
 */
async function assertPrunes(setup, dir, damage) {
  const ago = (n) => new Date(Date.now() - (100 - n) * DAY_MS);
  const v = {};
  const put = async (app, name, n, canary) => {
    v[name] = (await release({ app, setup, from: dist(dir, name), now: ago(n), canary })).version;
  };
  for (const [i, name] of ['a', 'b', 'c', 'd', 'e', 'f', 'g'].entries()) await put('blog', name, i);
  await rollback({ app: 'blog', setup, now: ago(7) });
  await put('blog', 'h', 90, { share: 10, auto: null });
  await rollback({ app: 'blog', setup, now: ago(91) });
  await rollback({ app: 'blog', version: v.b, setup, now: ago(95) });
  await put('booking', 'k1', 0);
  await put('booking', 'k2', 1);
  const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'k1', 'k2'];
  const appOf = (name) => (name.startsWith('k') ? 'mf-booking' : 'mf-blog');
  const stored = async () => {
    const found = [];
    for (const name of all) if (await setup.store.has(appOf(name), v[name])) found.push(name);
    return found;
  };
  const named = (...list) => list.map((name) => `${appOf(name)} ${v[name]}`);

  // --check: what would go, and nothing changed.
  const before = await setup.registry.revision();
  const checked = await prune({ setup, keep: 1, checkOnly: true });
  assert.deepEqual(names(checked.pruned), named('a', 'c', 'd', 'e', 'g', 'k1'));
  assert.deepEqual(checked, { checked: true, pruned: checked.pruned, retried: [], failed: [] });
  assert.equal(await setup.registry.revision(), before);
  assert.deepEqual(await stored(), all);

  // A rollback to c lands after that choice, before the prune takes the lock: c is kept, and b,
  // left just now, with it.
  const racing = {
    ...setup,
    registry: {
      ...setup.registry,
      update: (change) =>
        setup.registry.update(async (history, context) => {
          const rolledBack = setLive(history, 'mf-blog', v.c, context.now.toISOString());
          return change(rolledBack, context);
        }),
    },
  };
  const identity = { actor: 'ana', commit: null, note: 'disk almost full' };
  const done = await prune({ setup: racing, keep: 1, identity });
  assert.deepEqual(done, { pruned: done.pruned, retried: [], failed: [] });
  assert.deepEqual(names(done.pruned), named('a', 'd', 'e', 'g', 'k1'));
  assert.deepEqual(await stored(), ['b', 'c', 'f', 'h', 'k2']);
  for (const name of ['a', 'd', 'e', 'g', 'k1']) {
    assert.equal(await setup.store.hasAnyFile(appOf(name), v[name]), false, name);
  }
  const history = await setup.registry.read();
  assert.equal(history.apps['mf-blog'].live, v.c);
  const entries = history.log.filter((entry) => entry.action === 'prune');
  assert.deepEqual(
    entries.map(({ app, version, actor, note, previous }) => [app, version, actor, note, previous]),
    ['a', 'd', 'e', 'g', 'k1'].map((name) => [
      appOf(name),
      v[name],
      'ana',
      'disk almost full',
      null,
    ]),
  );

  // Pruned versions cannot come back; `pnpm releases` marks them.
  await assert.rejects(
    rollback({ app: 'blog', version: v.d, setup }),
    new RegExp(
      `mf-blog ${v.d} was pruned at \\S+: its files are no longer stored, so it cannot be live again`,
    ),
  );
  const listed = await listReleases({ app: 'blog', setup });
  for (const name of ['a', 'd', 'e', 'g']) {
    assert.match(listed, new RegExp(`${v[name]} {2}\\S+ {2}.*\\(pruned\\)`), name);
  }
  assert.doesNotMatch(listed, new RegExp(`${v.b} .*\\(pruned\\)`));

  // Everything but the live ones: the removal of f fails half-way, and is said.
  const failing = {
    ...setup,
    store: {
      ...setup.store,
      remove: async (app, version) => {
        if (version !== v.f) return setup.store.remove(app, version);
        await damage(app, version);
        throw new Error('connection reset');
      },
    },
  };
  const partly = await prune({ setup: failing, keep: 0, keepDays: 0 });
  assert.deepEqual(names(partly.pruned), named('b', 'f', 'h'));
  assert.deepEqual(partly.failed, [{ app: 'mf-blog', version: v.f, error: 'connection reset' }]);
  assert.match(
    formatPrune(partly, { keepDays: 0, keep: 0, store: setup.store.describe() }),
    new RegExp(
      `removing mf-blog ${v.f} failed: connection reset; it stays marked pruned, and the next pnpm releases prune removes it`,
    ),
  );
  assert.equal(await setup.store.hasAnyFile('mf-blog', v.f), true);
  assert.ok(prunedVersions(await setup.registry.read(), 'mf-blog').has(v.f));

  // The next prune, with nothing new to choose, removes what is left of f.
  assert.deepEqual(await prune({ setup, keep: 0, keepDays: 0, checkOnly: true }), {
    checked: true,
    pruned: [],
    retried: [{ app: 'mf-blog', version: v.f }],
    failed: [],
  });
  assert.deepEqual(await prune({ setup, keep: 0, keepDays: 0 }), {
    pruned: [],
    retried: [{ app: 'mf-blog', version: v.f }],
    failed: [],
  });
  assert.equal(await setup.store.hasAnyFile('mf-blog', v.f), false);
  assert.deepEqual(await stored(), ['c', 'k2']);
  assert.deepEqual(await prune({ setup }), { pruned: [], retried: [], failed: [] });

  // A pruned build is released again as a new version, stored afresh (not "already released").
  const again = await release({ app: 'blog', setup, from: dist(dir, 'a'), now: ago(99) });
  assert.notEqual(again.version, v.a);
  assert.ok(await setup.store.has('mf-blog', again.version));
}

describe('on a CDN folder (releases.json)', () => {
  let dir;
  let cdnDir;
  let setup;

  beforeEach(() => {
    ({ dir, cdnDir, setup } = tempFolderSetup('prune-folder-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('prunes, keeps what a rollback made live meanwhile, refuses rollbacks to it, retries a failed removal', async () => {
    // A folder half removed: one of its files gone.
    await assertPrunes(setup, dir, async (app, version) =>
      rmSync(path.join(cdnDir, app, version, 'chunk.js')),
    );
  });

  test('pnpm releases prune: --check lists, then prunes; wrong numbers are refused', async () => {
    const run = promisify(execFile);
    const cli = (...args) =>
      run(
        process.execPath,
        [path.join(REPO_ROOT, 'scripts/release/cli.mjs'), 'releases', ...args],
        {
          env: {
            PATH: process.env.PATH,
            CDN_DIR: cdnDir,
            RELEASE_ACTOR: 'bo',
            RELEASE_COMMIT: 'c0ffee',
          },
        },
      );
    const old = new Date(Date.now() - 60 * DAY_MS);
    const versions = [];
    for (const name of ['x', 'y', 'z']) {
      versions.push(
        (await release({ app: 'blog', setup, from: dist(dir, name), now: old })).version,
      );
      old.setTime(old.getTime() + 1000);
    }
    const before = readFileSync(path.join(cdnDir, 'releases.json'), 'utf8');
    const checked = await cli('prune', '--check', '--keep', '1');
    assert.equal(
      checked.stdout,
      `would prune from ${cdnDir} (kept: live versions, canaries, versions live or released within 30 days, the newest 1 of each app):\n  mf-blog ${versions[0]}\n  mf-blog ${versions[1]}\nnothing was changed\n`,
    );
    assert.equal(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8'), before);
    const done = await cli('prune', '--keep', '2', '--keep-days', '10', '--note', 'tidy');
    assert.match(
      done.stdout,
      new RegExp(
        `^pruned from .*within 10 days, the newest 2 of each app\\):\\n  mf-blog ${versions[0]}\\n$`,
      ),
    );
    const entry = (await setup.registry.read()).log.at(-1);
    assert.deepEqual(
      { action: entry.action, actor: entry.actor, commit: entry.commit, note: entry.note },
      { action: 'prune', actor: 'bo', commit: 'c0ffee', note: 'tidy' },
    );
    assert.match((await cli('blog')).stdout, new RegExp(`${versions[0]} .*\\(pruned\\)`));
    for (const [args, message] of [
      [['prune', '--keep=-1'], /--keep must be a whole number of versions of 0 or more, not -1/],
      [['prune', '--keep', '1.5'], /--keep must be a whole number/],
      [['prune', '--keep-days', 'soon'], /--keep-days must be a number, not "soon"/],
      [['prune', '--keep-days', ''], /--keep-days must be a number, not ""/],
      [['--keep', '2'], /--keep-days and --keep are options of pnpm releases prune/],
      [['prune', 'blog'], /usage:/],
    ]) {
      await assert.rejects(
        cli(...args),
        (error) => error.code === 1 && message.test(error.stderr),
        args.join(' '),
      );
    }
  });
});

describe('on PostgreSQL and an S3 bucket', () => {
  let dir;
  let s3;
  let setup;
  let schema;
  const env = () => ({
    ...s3.env,
    RELEASE_REGISTRY_URL: DATABASE_URL,
    RELEASE_REGISTRY_SCHEMA: schema,
    ARTIFACT_STORE_URL: 's3://releases/site',
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prune-remote-'));
    s3 = await startS3TestServer();
    await s3.createBucket('releases');
    schema = `prune_test_${randomBytes(6).toString('hex')}`;
    setup = await openReleaseSetup({ env: env(), cdnDir: path.join(dir, 'unused') });
  });
  afterEach(async () => {
    await setup.close();
    await s3.close();
    await sql(`DROP SCHEMA ${schema} CASCADE`);
    rmSync(dir, { recursive: true, force: true });
  });

  test('the same prunes, races, refusals and retries', async () => {
    const raw = new S3Client(s3.clientConfig);
    try {
      // What S3 has after a removal stopped once the marker was deleted: the files, unseen by `has`.
      await assertPrunes(setup, dir, (app, version) =>
        raw.send(
          new DeleteObjectCommand({ Bucket: 'releases', Key: `site/${app}/${version}/.complete` }),
        ),
      );
    } finally {
      raw.destroy();
    }
  });

  test('a registry made before pruning takes prune entries once opened again', async () => {
    await sql(`ALTER TABLE "${schema}".live_log DROP CONSTRAINT live_log_action_check,
      ADD CONSTRAINT live_log_action_check
      CHECK (action IN ('release', 'rollback', 'canary', 'promote', 'end-canary'))`);
    const old = new Date(Date.now() - 60 * DAY_MS);
    const first = await release({ app: 'blog', setup, from: dist(dir, 'one'), now: old });
    await release({ app: 'blog', setup, from: dist(dir, 'two'), now: old });
    await assert.rejects(prune({ setup, keep: 1 }), /live_log_action_check/);
    await setup.close();
    setup = await openReleaseSetup({ env: env(), cdnDir: path.join(dir, 'unused') });
    assert.deepEqual(names((await prune({ setup, keep: 1 })).pruned), [`mf-blog ${first.version}`]);
  });
});
