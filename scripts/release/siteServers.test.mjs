import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { addRelease } from './history.mjs';
import { openFileRegistry } from './registry/fileRegistry.mjs';
import { openPostgresRegistry } from './registry/postgresRegistry.mjs';
import { DATABASE_URL, sql } from './registry/testDatabase.mjs';
import { formatSiteServers, reportSiteServer } from './siteServers.mjs';

const at = '2026-11-29T10:00:00.000Z';

/** shell s2 and mf-blog b2 live, with mf-blog b3 a 10 % canary. */
function history() {
  let h = { apps: {}, log: [] };
  for (const [app, version] of [
    ['shell', 's1'],
    ['shell', 's2'],
    ['mf-blog', 'b1'],
    ['mf-blog', 'b2'],
  ]) {
    h = addRelease(h, app, { version, releasedAt: at });
  }
  return addRelease(h, 'mf-blog', { version: 'b3', releasedAt: at }, at, {
    share: 10,
    auto: null,
  });
}

/** A status as liveSets.mjs gives it: serving shell `shell`, blog `blog`. */
function statusOf({ shell = 's2', blog = 'b2', canary = 'b3', warm = true, silentForMs = 300 }) {
  return {
    serving: `shell@${shell}, blog@${blog}`,
    versions: { shell, blog },
    canaries: canary ? { blog: { canary, share: 10 } } : {},
    servingSince: at,
    warm,
    coldSets: warm ? [] : [`shell@${shell}, blog@${canary}`],
    registry: { heardAt: at, silentForMs, silent: silentForMs >= 30_000 },
  };
}

describe('what site servers report, as pnpm releases shows it', () => {
  const now = new Date('2026-11-29T10:05:00.000Z');
  const report = (id, status, reportedAt = '2026-11-29T10:04:58.000Z') => ({
    id,
    startedAt: at,
    reportedAt,
    ...status,
  });

  test('a server on the live versions and the canary, warm, reporting', () => {
    assert.deepEqual(formatSiteServers([report('web-1:3000', statusOf({}))], history(), now), [
      'site servers (as each last reported):',
      `  web-1:3000  on the live versions; warm; since ${at}; canaries blog b3 (10 %); reported 2 s ago`,
    ]);
  });

  test('a server behind, one cold, one not hearing the registry, one silent: each said', () => {
    const lines = formatSiteServers(
      [
        report('web-1', statusOf({ blog: 'b1', canary: null })),
        report('web-2', statusOf({ warm: false })),
        report('web-3', statusOf({ silentForMs: 95_000 })),
        report('web-4', statusOf({}), '2026-11-29T09:50:00.000Z'),
      ],
      history(),
      now,
    );
    assert.match(
      lines[1],
      /^ {2}web-1 {2}NOT on the live versions: serves blog b1 \(live: b2\), no canary blog b3;/,
    );
    assert.match(lines[2], /^ {2}web-2 {2}on the live versions; NOT warm \(shell@s2, blog@b3\);/);
    assert.match(lines[3], /has not heard the registry for 95 s; reported 2 s ago$/);
    assert.match(lines[4], /SILENT: last report 15 min ago \(2026-11-29T09:50:00.000Z\)$/);
  });

  test('no server has reported yet', () => {
    assert.deepEqual(formatSiteServers([], history(), now), [
      'site servers: none has reported (a running server reports every 15 s)',
    ]);
  });
});

/** Both registries keep one report per server, the newest, stamped on their clock. */
async function keepsReports(registry) {
  let status = statusOf({ blog: 'b1' });
  const reporter = reportSiteServer({ registry, status: () => status, id: 'web-1:3000' });
  await reporter.ready;
  const [first] = await registry.servers();
  assert.equal(first.id, 'web-1:3000');
  assert.equal(first.versions.blog, 'b1');
  // A change of what is served is reported within a check, not at the next heartbeat.
  status = { ...statusOf({}), servingSince: '2026-11-29T10:01:00.000Z' };
  for (let i = 0; i < 40 && (await registry.servers())[0].versions.blog !== 'b2'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await reporter.close();
  const reports = await registry.servers();
  assert.equal(reports.length, 1);
  assert.equal(reports[0].versions.blog, 'b2');
  assert.ok(Date.parse(reports[0].reportedAt) >= Date.parse(first.reportedAt));
}

test('the folder registry keeps one report file per server, out of the files it serves', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-servers-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const registry = openFileRegistry(dir);
  await keepsReports(registry);
  // An id is a file name made safe: no way out of the folder, nor onto another server's file.
  await registry.reportServer({ id: '../../releases', startedAt: at, ...statusOf({}) });
  assert.ok(!existsSync(path.join(dir, 'releases.json')));
  assert.equal(readdirSync(path.join(dir, 'site-servers')).length, 2);
  assert.deepEqual(
    (await registry.servers()).map((r) => r.id),
    ['../../releases', 'web-1:3000'],
  );
});

test('a report older than a week is forgotten', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-servers-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  let clock = new Date('2026-11-01T00:00:00.000Z');
  const registry = openFileRegistry(dir, { now: () => clock });
  await registry.reportServer({ id: 'gone', startedAt: at, ...statusOf({}) });
  clock = new Date('2026-11-09T00:00:00.000Z');
  await registry.reportServer({ id: 'here', startedAt: at, ...statusOf({}) });
  assert.deepEqual(
    (await registry.servers()).map((r) => r.id),
    ['here'],
  );
});

test('PostgreSQL keeps one report per server, stamped on its clock, without a new revision', async (t) => {
  const schema = `release_registry_test_${randomBytes(6).toString('hex')}`;
  const registry = await openPostgresRegistry({ url: DATABASE_URL, schema });
  t.after(async () => {
    await registry.close();
    await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
  const revision = await registry.revision();
  await keepsReports(registry);
  // Followers poll the revision: a report is no release for them to take up.
  assert.equal(await registry.revision(), revision);
});

test('a registry that refuses a report is logged once, and serving goes on', async (t) => {
  const errors = [];
  t.mock.method(console, 'error', (line) => errors.push(line));
  let calls = 0;
  const registry = {
    describe: () => 'a registry that is down',
    reportServer: async () => {
      calls += 1;
      throw new Error('connection refused');
    },
  };
  const reporter = reportSiteServer({
    registry,
    status: () => statusOf({}),
    id: 'web-1',
    everyMs: 20,
    checkEveryMs: 10,
  });
  while (calls < 4) await new Promise((resolve) => setTimeout(resolve, 10));
  await reporter.close();
  assert.deepEqual(errors, [
    '[releases] could not report this server (web-1) to a registry that is down: connection refused',
  ]);
});
