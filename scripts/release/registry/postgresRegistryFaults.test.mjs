import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { decideCanary } from '../canary.mjs';
import { decideCanaryOf } from '../commands.mjs';
import { addRelease, formatReleases, setLive } from '../history.mjs';
import { createFolderStore } from '../artifacts/folderStore.mjs';
import { followRegistry } from '../../render/liveSets.mjs';
import { openPostgresRegistry } from './postgresRegistry.mjs';
import { DATABASE_URL, sql } from './testDatabase.mjs';

// No skipping when PostgreSQL is down: every test opens a registry there, and fails.
// A silent connection's poll gives up after READ_QUERY_TIMEOUT_MS (4 s), a connection that cannot
// be made after CONNECT_TIMEOUT_MS (5 s); a little more for a busy machine.
const POLL_BOUND_MS = 6500;
const HALF_AN_HOUR_MS = 30 * 60_000;

let schema;
let opened;
let proxies;

async function open(url = DATABASE_URL) {
  const registry = await openPostgresRegistry({ url, schema });
  opened.push(registry);
  return registry;
}

/**
 * A TCP proxy to the database that can go silent: while `silent`, it accepts connections and
 * drops every byte both ways without closing anything (a blackholed network, a frozen server).
 */
async function silenceableProxy() {
  const upstream = new URL(DATABASE_URL);
  const sockets = new Set();
  const proxy = { silent: false };
  const server = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ]) {
      sockets.add(from);
      from.on('data', (chunk) => proxy.silent || to.write(chunk));
      from.on('end', () => proxy.silent || to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => sockets.delete(from));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(DATABASE_URL);
  url.host = `127.0.0.1:${server.address().port}`;
  proxy.url = url.href;
  proxy.close = async () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  proxies.push(proxy);
  return proxy;
}

/** How long `promise` took to settle, and its error (or undefined). */
async function timed(promise) {
  const started = Date.now();
  const error = await promise.then(
    () => undefined,
    (e) => e,
  );
  return { ms: Date.now() - started, error };
}

beforeEach(() => {
  schema = `release_registry_test_${randomBytes(6).toString('hex')}`;
  opened = [];
  proxies = [];
});

afterEach(async () => {
  mock.timers.reset();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await Promise.all(opened.map((registry) => registry.close()));
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

const withRelease = (history, app, version, at, identity) =>
  addRelease(history, app, { version, releasedAt: at }, at, null, identity);

test('a registry that goes silent fails each poll within seconds, and serves again once back', async () => {
  const proxy = await silenceableProxy();
  const registry = await open(proxy.url);
  const before = await registry.revision();

  proxy.silent = true;
  // The pooled connection goes silent mid-query, and a new one never finishes connecting.
  const [poll, read, next] = await Promise.all([
    timed(registry.revision()),
    timed(registry.read()),
    timed(registry.revision()),
  ]);
  for (const { ms, error } of [poll, read, next]) {
    assert.ok(error, 'a poll of a silent registry resolved');
    assert.match(
      error.message,
      /^the release registry at 127\.0\.0\.1:\d+\/\w+ (did not answer within 4 s|is unreachable: .*timeout)/,
    );
    assert.ok(ms < POLL_BOUND_MS, `took ${ms} ms`);
  }

  proxy.silent = false;
  await release(await open(), 'mf-blog', 'after-the-silence');
  const after = await registry.revision();
  assert.notEqual(after, before);
  assert.deepEqual(
    (await registry.read()).apps['mf-blog'].versions.map((r) => r.version),
    ['after-the-silence'],
  );
});

test('a site server following a blackholed registry says so once, keeps serving, and takes up the release made meanwhile', async (t) => {
  const cdn = mkdtempSync(path.join(os.tmpdir(), 'silent-registry-'));
  t.after(() => rmSync(cdn, { recursive: true, force: true }));
  for (const [app, version] of [
    ['shell', 's1'],
    ['mf-blog', 'b1'],
    ['mf-blog', 'b2'],
  ]) {
    mkdirSync(path.join(cdn, app, version), { recursive: true });
    writeFileSync(path.join(cdn, app, version, 'index.html'), '<html><head></head></html>');
    writeFileSync(path.join(cdn, app, version, 'mf-manifest.json'), '{"shared":[]}');
  }
  const releaser = await open();
  await release(releaser, 'shell', 's1');
  await release(releaser, 'mf-blog', 'b1');
  const proxy = await silenceableProxy();
  const errors = [];
  const logs = [];
  t.mock.method(console, 'error', (line) => errors.push(line));
  t.mock.method(console, 'log', (line) => logs.push(line));
  const live = await followRegistry({
    registry: await open(proxy.url),
    store: createFolderStore(cdn),
    cacheDir: cdn,
    intervalMs: 100,
    silentAfterMs: 2000,
  });
  t.after(live.close);

  proxy.silent = true;
  // Released from another machine, which still reaches the database, while this server hears nothing.
  await release(releaser, 'mf-blog', 'b2');
  await setTimeout(POLL_BOUND_MS);
  assert.equal(live.current().key, 'shell@s1, blog@b1');
  assert.equal(live.status().registry.silent, true);
  const silence = errors.filter((line) => line.includes('not heard from'));
  assert.equal(silence.length, 1, errors.join('\n'));
  assert.match(
    silence[0],
    /^\[releases\] not heard from PostgreSQL registry at 127\.0\.0\.1:\d+\/\w+ \(schema \w+\) for \d+ s: still serving shell@s1, blog@b1/,
  );

  proxy.silent = false;
  for (let i = 0; i < 100 && live.current().key !== 'shell@s1, blog@b2'; i += 1) {
    await setTimeout(100);
  }
  assert.equal(live.current().key, 'shell@s1, blog@b2');
  assert.equal(live.status().registry.silent, false);
  assert.equal(logs.filter((line) => line.includes('answers again')).length, 1);
});

function release(registry, app, version) {
  return registry.update((history, { now }) => ({
    history: withRelease(history, app, version, now.toISOString()),
    result: version,
  }));
}

test('a revision never comes back after the counter is reset (a restore, a failover)', async () => {
  const registry = await open();
  const seen = new Set([await registry.revision()]);
  await release(registry, 'mf-blog', 'a');
  seen.add(await registry.revision());
  await release(registry, 'mf-blog', 'b');
  seen.add(await registry.revision());

  // What a replica that missed the last commits, or a restored backup, does to a counter.
  await sql(`UPDATE "${schema}".registry SET revision = 0`);
  for (const version of ['c', 'd']) {
    await release(registry, 'mf-blog', version);
    const revision = await registry.revision();
    assert.ok(!seen.has(revision), `revision ${revision} came back`);
    seen.add(revision);
  }
  // A change made in a fresh registry, with the same counters, is another revision too.
  const other = await openPostgresRegistry({ url: DATABASE_URL, schema: `${schema}_2` });
  try {
    assert.ok(!seen.has(await other.revision()));
  } finally {
    await other.close();
    await sql(`DROP SCHEMA IF EXISTS "${schema}_2" CASCADE`);
  }
});

test('stamps come from the database clock when the local clock is 30 min slow', async () => {
  const registry = await open();
  const { rows } = await sql('SELECT clock_timestamp() AS now');
  const databaseNow = rows[0].now.getTime();
  mock.timers.enable({ apis: ['Date'], now: Date.now() - HALF_AN_HOUR_MS });

  await release(registry, 'mf-blog', 'live');
  const rule = { minViews: 1, minLiveViews: 1, relativeMargin: 1.5, absoluteMargin: 0.002 };
  const auto = { ...rule, promoteAfterMs: HALF_AN_HOUR_MS };
  await registry.update((history, { now }) => ({
    history: addRelease(
      history,
      'mf-blog',
      { version: 'canary', releasedAt: now.toISOString() },
      now.toISOString(),
      { share: 10, auto },
    ),
    result: null,
  }));
  const { startedAt } = (await registry.read()).apps['mf-blog'].canary;
  const near = (iso) => Math.abs(new Date(iso).getTime() - databaseNow) < 60_000;
  assert.ok(near(startedAt), `startedAt ${startedAt} is not the database's time`);
  assert.ok(near((await registry.now()).toISOString()));

  // Decided on the database's clock, the canary is seconds old: not yet promoted.
  const healthy = { pageViews: 100, renders: 0, slotFailures: 0, renderFailures: 0 };
  const decision = decideCanary({
    rule: auto,
    startedAt,
    canary: { ...healthy, failureRate: 0 },
    live: { ...healthy, failureRate: 0 },
    now: await registry.now(),
  });
  assert.equal(decision.action, 'wait');

  // A decision made through the commands, with no time given, is stamped by the database too.
  await decideCanaryOf({
    app: 'mf-blog',
    promote: false,
    reason: 'by hand',
    setup: { registry },
    identity: { actor: 'ana', commit: null, note: 'not today' },
  });
  const entry = (await registry.read()).log.at(-1);
  assert.ok(near(entry.at), `at ${entry.at} is not the database's time`);
  assert.equal(entry.actor, 'ana');
  assert.equal(entry.note, 'not today');
  assert.equal('commit' in entry, false);
});

test('who released, from which commit and why is stored, read back and shown', async () => {
  const registry = await open();
  const ana = {
    actor: 'ana',
    commit: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0',
    note: 'fixes #12',
  };
  await registry.update((history, { now }) => {
    let next = withRelease(history, 'mf-blog', 'v1', now.toISOString(), ana);
    next = withRelease(next, 'mf-blog', 'v2', now.toISOString(), { actor: 'ci', commit: null });
    next = setLive(next, 'mf-blog', 'v1', now.toISOString(), { actor: 'bo', note: 'v2 is slow' });
    return { history: next, result: null };
  });
  const history = await (await open()).read();
  assert.deepEqual(
    history.log.map(({ actor, commit, note }) => ({ actor, commit, note })),
    [
      { ...ana },
      { actor: 'ci', commit: undefined, note: undefined },
      { actor: 'bo', commit: undefined, note: 'v2 is slow' },
    ],
  );
  const text = formatReleases(history, ['mf-blog']);
  assert.match(text, /\* v1 .*\(live\) {2}— by ana, commit a1b2c3d4e5f6, note: fixes #12$/m);
  assert.match(text, /v2 .*\(rolled back\) {2}— by ci$/m);
  assert.match(text, /rolled back v2 → v1 {2}— by bo, note: v2 is slow$/m);
});

test('a registry made before identities were recorded gains the identity columns and a token; old entries read without them', async () => {
  await sql(`CREATE SCHEMA "${schema}";
    CREATE TABLE "${schema}".registry (id boolean PRIMARY KEY DEFAULT true CHECK (id),
      revision bigint NOT NULL DEFAULT 0);
    INSERT INTO "${schema}".registry (id, revision) VALUES (true, 7);
    CREATE TABLE "${schema}".releases (app text NOT NULL, version text NOT NULL,
      position integer NOT NULL, released_at timestamptz NOT NULL, shared jsonb, digest text,
      PRIMARY KEY (app, version), UNIQUE (app, position));
    CREATE TABLE "${schema}".live_versions (app text PRIMARY KEY, version text);
    CREATE TABLE "${schema}".live_log (id bigserial PRIMARY KEY, at timestamptz NOT NULL,
      action text NOT NULL, app text NOT NULL, version text NOT NULL, previous text,
      reason text, figures jsonb);
    CREATE TABLE "${schema}".canaries (app text PRIMARY KEY, version text NOT NULL,
      share integer NOT NULL, started_at timestamptz NOT NULL, auto jsonb);
    INSERT INTO "${schema}".releases VALUES ('mf-blog', 'old', 0, '2025-01-01T00:00:00Z', null, null);
    INSERT INTO "${schema}".live_versions VALUES ('mf-blog', 'old');
    INSERT INTO "${schema}".live_log (at, action, app, version, previous)
      VALUES ('2025-01-01T00:00:00Z', 'release', 'mf-blog', 'old', null);`);
  const registry = await open();
  assert.match(await registry.revision(), /^7\.[0-9a-f-]{36}$/);
  assert.deepEqual((await registry.read()).log, [
    {
      at: '2025-01-01T00:00:00.000Z',
      action: 'release',
      app: 'mf-blog',
      version: 'old',
      previous: null,
    },
  ]);
  await registry.update((history, { now }) => ({
    history: withRelease(history, 'mf-blog', 'new', now.toISOString(), { actor: 'ana' }),
    result: null,
  }));
  const history = await registry.read();
  assert.equal(history.log[1].actor, 'ana');
  // Shown as before: no identity to show.
  assert.match(formatReleases(history, ['mf-blog']), /^ {4}old {2}2025-01-01T00:00:00\.000Z$/m);
});
