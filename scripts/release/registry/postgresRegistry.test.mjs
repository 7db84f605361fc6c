import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterEach, beforeEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { addRelease, endCanary } from '../history.mjs';
import { openPostgresRegistry } from './postgresRegistry.mjs';
import { DATABASE_URL, sql } from './testDatabase.mjs';

// No skipping when PostgreSQL is down: every test opens a registry there, and fails.

let schema;
let opened;

/** A registry in this test's schema, closed after the test. */
async function open() {
  const registry = await openPostgresRegistry({ url: DATABASE_URL, schema });
  opened.push(registry);
  return registry;
}

const time = (second) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

/** `history` with `version` of `app` released and live. */
const withRelease = (history, app, version, releasedAt = time(0), extra = {}) =>
  addRelease(history, app, { version, releasedAt, ...extra });

const release = (registry, app, version, releasedAt) =>
  registry.update((history) => ({
    history: withRelease(history, app, version, releasedAt),
    result: version,
  }));

beforeEach(() => {
  schema = `release_registry_test_${randomBytes(6).toString('hex')}`;
  opened = [];
});

afterEach(async () => {
  await Promise.all(opened.map((registry) => registry.close()));
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

/** The change counter of a revision (`<counter>.<random token>`). */
const counterOf = (revision) => BigInt(revision.split('.')[0]);

test('a new registry has an empty history and revision 0 with its token', async () => {
  const registry = await open();
  assert.deepEqual(await registry.read(), { apps: {}, log: [] });
  assert.match(await registry.revision(), /^0\.[0-9a-f-]{36}$/);
  const url = new URL(DATABASE_URL);
  assert.equal(
    registry.describe(),
    `PostgreSQL registry at ${url.host}/${url.pathname.slice(1)} (schema ${schema})`,
  );
  if (url.password) assert.ok(!registry.describe().includes(url.password));
});

test('what an update writes reads back the same, from any instance', async () => {
  const registry = await open();
  let history = { apps: {}, log: [] };
  history = withRelease(history, 'mf-blog', '1.0.0-a', new Date().toISOString(), {
    shared: { react: '^19.0.0', 'react-dom': '^19.0.0', '@tour/shared': '~1.2.0' },
    digest: 'ab'.repeat(32),
  });
  history = withRelease(history, 'mf-blog', '1.0.1-b', time(2));
  history = withRelease(history, 'shell', '2.0.0-c', time(3), { shared: {} });
  history = {
    apps: { ...history.apps, 'mf-blog': { ...history.apps['mf-blog'], live: '1.0.0-a' } },
    log: [
      ...history.log,
      { at: time(4), action: 'rollback', app: 'mf-blog', version: '1.0.0-a', previous: '1.0.1-b' },
    ],
  };
  const written = history;
  assert.equal(await registry.update(() => ({ history: written, result: 'done' })), 'done');

  assert.deepEqual(await registry.read(), written);
  assert.deepEqual(await (await open()).read(), written);
});

test('concurrent updates from several instances all land, one after another', async () => {
  const registries = await Promise.all([open(), open(), open(), open()]);
  const before = counterOf(await registries[0].revision());

  const seen = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      registries[i % registries.length].update(async (history) => {
        // Widen the window in which an unserialised update would read a stale history.
        await sleep(5);
        const count = history.apps['mf-blog']?.versions.length ?? 0;
        return { history: withRelease(history, 'mf-blog', `v${i}`, time(i)), result: count };
      }),
    ),
  );

  // Each update saw every earlier one: the counts are 0..19, each once.
  assert.deepEqual(
    [...seen].sort((a, b) => a - b),
    Array.from({ length: 20 }, (_, i) => i),
  );
  const { apps, log } = await registries[1].read();
  const order = apps['mf-blog'].versions.map((r) => r.version);
  assert.equal(new Set(order).size, 20);
  assert.deepEqual(
    log.map((entry) => entry.version),
    order,
  );
  log.forEach((entry, i) => assert.equal(entry.previous, i === 0 ? null : log[i - 1].version));
  assert.equal(apps['mf-blog'].live, order.at(-1));
  assert.equal(counterOf(await registries[2].revision()), before + 20n);
});

test('a change that throws writes nothing and its error is rethrown', async () => {
  const registry = await open();
  await release(registry, 'mf-blog', 'a');
  const before = await registry.read();
  const revision = await registry.revision();
  const refused = new Error('refused: incompatible shared range');

  await assert.rejects(
    registry.update((history) => {
      withRelease(history, 'mf-blog', 'b');
      throw refused;
    }),
    (error) => error === refused,
  );
  await assert.rejects(
    registry.update(async () => {
      await sleep(1);
      throw refused;
    }),
    (error) => error === refused,
  );

  assert.deepEqual(await registry.read(), before);
  assert.equal(await registry.revision(), revision);
});

test('an update that changes or removes the past is refused and writes nothing', async () => {
  const registry = await open();
  await release(registry, 'mf-blog', 'a', time(1));
  await release(registry, 'mf-blog', 'b', time(2));
  const before = await registry.read();
  const revision = await registry.revision();
  const refusedWith = (edit) =>
    registry.update((history) => {
      const next = withRelease(history, 'mf-blog', 'c', time(3));
      edit(next);
      return { history: next, result: null };
    });

  await assert.rejects(
    refusedWith((h) => (h.apps['mf-blog'].versions[0].releasedAt = time(9))),
    /may not change or remove mf-blog a: releases are never replaced/,
  );
  await assert.rejects(
    refusedWith((h) => h.apps['mf-blog'].versions.splice(1, 1)),
    /may not change or remove mf-blog b/,
  );
  await assert.rejects(
    refusedWith((h) => (h.log[0].previous = 'x')),
    /may only append to the log; entry 0 was changed/,
  );
  await assert.rejects(
    refusedWith((h) => h.log.shift()),
    /may only append to the log/,
  );
  await assert.rejects(
    refusedWith((h) => delete h.apps['mf-blog']),
    /may not remove mf-blog/,
  );
  await assert.rejects(
    refusedWith((h) => (h.log.at(-1).at = 'now')),
    /must be an ISO time/,
  );

  assert.deepEqual(await registry.read(), before);
  assert.equal(await registry.revision(), revision);
});

test('the revision changes with every change and never with a read', async () => {
  const registry = await open();
  const first = await registry.revision();
  await registry.read();
  assert.equal(await registry.revision(), first);

  await release(registry, 'mf-blog', 'a');
  const second = await registry.revision();
  assert.notEqual(second, first);
  await registry.read();
  assert.equal(await registry.revision(), second);

  // An update that changes nothing leaves it too: site servers have nothing to reload.
  assert.equal(await registry.update((history) => ({ history, result: 1 })), 1);
  assert.equal(await registry.revision(), second);
});

test('an unreachable registry fails fast with a clear error and no password', async () => {
  const started = Date.now();
  await assert.rejects(
    openPostgresRegistry({ url: 'postgres://postgres:hunter2@127.0.0.1:1/test', schema }),
    (error) => {
      assert.match(
        error.message,
        /^the release registry at 127\.0\.0\.1:1\/test is unreachable: .*ECONNREFUSED/,
      );
      assert.ok(!error.message.includes('hunter2'));
      return true;
    },
  );
  assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
});

test('an update whose connection is lost while it holds the lock writes nothing', async () => {
  const registry = await open();
  await release(registry, 'mf-blog', 'a');
  const before = await registry.read();

  await assert.rejects(
    registry.update(async (history) => {
      // What the server does to a session stalled past STALLED_UPDATE_MS, or a vanished one.
      // The session shows as idle in its transaction once its last query's answer is out, which
      // on a busy machine can be a moment after this code runs: asked again until it does.
      let rowCount = 0;
      for (let attempt = 0; attempt < 50 && rowCount === 0; attempt += 1) {
        if (attempt > 0) await sleep(20);
        ({ rowCount } = await sql(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE state = 'idle in transaction' AND strpos(query, $1) > 0`,
          [schema],
        ));
      }
      assert.equal(rowCount, 1);
      return { history: withRelease(history, 'mf-blog', 'b'), result: null };
    }),
    /dropped the connection \(.+\) mid-transaction; nothing was written/,
  );

  assert.deepEqual(await registry.read(), before);
});

test(
  'an update in another process holds off this one until it commits: no lost update',
  {
    timeout: 30_000,
  },
  async () => {
    const registry = await open();
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      import { openPostgresRegistry } from ${JSON.stringify(new URL('./postgresRegistry.mjs', import.meta.url).href)};
      const registry = await openPostgresRegistry({ url: process.env.URL, schema: process.env.SCHEMA });
      await registry.update(async (history) => {
        process.stdout.write('holding\\n');
        await new Promise((resolve) => process.stdin.once('data', resolve).once('end', resolve));
        const at = new Date().toISOString();
        const version = 'from-child';
        return {
          history: {
            apps: { ...history.apps, 'mf-blog': { live: version, versions: [{ version, releasedAt: at }] } },
            log: [...history.log, { at, action: 'release', app: 'mf-blog', version, previous: null }],
          },
          result: null,
        };
      });
      await registry.close();
      `,
      ],
      {
        env: { ...process.env, URL: DATABASE_URL, SCHEMA: schema },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    try {
      let out = '';
      for await (const chunk of child.stdout) {
        out += chunk;
        if (out.includes('holding\n')) break;
      }
      assert.equal(out, 'holding\n');

      let seen;
      let settled = false;
      const second = registry
        .update((history) => {
          seen = history;
          return { history: withRelease(history, 'mf-blog', 'from-parent'), result: null };
        })
        .finally(() => (settled = true));
      await sleep(500);
      assert.equal(settled, false, 'the second update ran while the first held the registry');
      assert.equal(seen, undefined);

      child.stdin.end('go\n');
      assert.deepEqual(await exited, [0, null]);
      await second;

      assert.deepEqual(
        seen.apps['mf-blog'].versions.map((r) => r.version),
        ['from-child'],
      );
      const { apps, log } = await registry.read();
      assert.deepEqual(
        apps['mf-blog'].versions.map((r) => r.version),
        ['from-child', 'from-parent'],
      );
      assert.deepEqual(
        log.map((entry) => [entry.version, entry.previous]),
        [
          ['from-child', null],
          ['from-parent', 'from-child'],
        ],
      );
    } finally {
      child.kill();
    }
  },
);

test('a canary, its decision and the figures behind it read back the same', async () => {
  const registry = await open();
  const rule = { minViews: 20, margin: 0.02, promoteAfterMs: 60_000 };
  await release(registry, 'mf-blog', '1.0.0-a', time(0));
  await registry.update((history) => ({
    history: addRelease(history, 'mf-blog', { version: '1.1.0-b', releasedAt: time(1) }, time(1), {
      share: 25,
      auto: rule,
    }),
    result: null,
  }));
  const started = await (await open()).read();
  assert.deepEqual(started.apps['mf-blog'].canary, {
    version: '1.1.0-b',
    share: 25,
    startedAt: time(1),
    auto: rule,
  });
  assert.equal(started.apps['mf-blog'].live, '1.0.0-a');

  const figures = { canary: { views: 20, failures: 20, rate: 1 }, z: 'Infinity' };
  await registry.update((history) => ({
    history: endCanary(history, 'mf-blog', {
      promote: false,
      at: time(2),
      reason: 'too many failures',
      figures,
    }),
    result: null,
  }));
  const ended = await (await open()).read();
  assert.equal(ended.apps['mf-blog'].canary, undefined);
  assert.deepEqual(ended.log.at(-1), {
    at: time(2),
    action: 'end-canary',
    app: 'mf-blog',
    version: '1.0.0-a',
    previous: '1.1.0-b',
    reason: 'too many failures',
    figures,
  });
});

test('a registry made before canaries gains their table and log columns when opened', async () => {
  // The registry as the release before canaries created it, with one release in it.
  await sql(`CREATE SCHEMA "${schema}";
    CREATE TABLE "${schema}".registry (id boolean PRIMARY KEY DEFAULT true CHECK (id),
      revision bigint NOT NULL DEFAULT 0);
    INSERT INTO "${schema}".registry (id) VALUES (true);
    CREATE TABLE "${schema}".releases (app text NOT NULL, version text NOT NULL,
      position integer NOT NULL, released_at timestamptz NOT NULL, shared jsonb, digest text,
      PRIMARY KEY (app, version), UNIQUE (app, position));
    CREATE TABLE "${schema}".live_versions (app text PRIMARY KEY, version text);
    CREATE TABLE "${schema}".live_log (id bigserial PRIMARY KEY, at timestamptz NOT NULL,
      action text NOT NULL CHECK (action IN ('release', 'rollback')), app text NOT NULL,
      version text NOT NULL, previous text);
    INSERT INTO "${schema}".releases VALUES ('mf-blog', '1.0.0-a', 0, '${time(0)}', null, null);
    INSERT INTO "${schema}".live_versions VALUES ('mf-blog', '1.0.0-a');
    INSERT INTO "${schema}".live_log (at, action, app, version, previous)
      VALUES ('${time(0)}', 'release', 'mf-blog', '1.0.0-a', null);`);
  const registry = await open();
  await registry.update((history) => ({
    history: addRelease(history, 'mf-blog', { version: '1.1.0-b', releasedAt: time(1) }, time(1), {
      share: 10,
      auto: null,
    }),
    result: null,
  }));
  const history = await registry.read();
  assert.equal(history.apps['mf-blog'].canary.version, '1.1.0-b');
  assert.equal(history.log.at(-1).action, 'canary');
});

test('an update that has to wait for another one’s lock says so, then goes ahead', async () => {
  const waits = [];
  const waiting = await openPostgresRegistry({
    url: DATABASE_URL,
    schema,
    onWait: (line) => waits.push(line),
  });
  opened.push(waiting);
  const holder = await open();
  let letGo;
  const held = new Promise((resolve) => (letGo = resolve));
  let entered;
  const holding = new Promise((resolve) => (entered = resolve));
  const first = holder.update(async (history) => {
    entered();
    await held;
    return { history: withRelease(history, 'mf-blog', 'a'), result: 'a' };
  });
  await holding;
  const second = waiting.update((history) => ({
    history: withRelease(history, 'mf-blog', 'b', time(1)),
    result: 'b',
  }));
  for (let i = 0; i < 50 && waits.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(waits.length, 1);
  assert.match(
    waits[0],
    /^another release, rollback or promotion holds the lock of the release registry at 127\.0\.0\.1(:5432)?\/\w+: waiting for it to finish \(up to 60 s\)$/,
  );
  letGo();
  assert.deepEqual(await Promise.all([first, second]), ['a', 'b']);
  assert.deepEqual(
    (await waiting.read()).apps['mf-blog'].versions.map((r) => r.version),
    ['a', 'b'],
  );
});
