import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_CANARY_RULE } from './canary.mjs';
import { watchCanaries } from './canaryWatch.mjs';
import { addRelease, canaryOf } from './history.mjs';

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** `apps` live at v1, each with v2 an automatic 10 % canary started an hour ago. */
function historyWithCanaries(apps) {
  let history = { apps: {}, log: [] };
  for (const app of apps) {
    history = addRelease(history, app, { version: 'v1', releasedAt: hourAgo() });
    history = addRelease(history, app, { version: 'v2', releasedAt: hourAgo() }, hourAgo(), {
      share: 10,
      auto: DEFAULT_CANARY_RULE,
    });
  }
  return history;
}

/** A release setup in memory: its registry applies changes in turn, its store has no artifacts. */
function fakeSetup(history) {
  const registry = {
    describe: () => 'fake registry',
    read: async () => history,
    async update(change) {
      const next = await change(history);
      history = next.history;
      return next.result;
    },
  };
  const store = {
    describe: () => 'fake store',
    readJson: async (app, version) => {
      throw new Error(`${app} ${version} is not in the fake store`);
    },
  };
  return { registry, store, history: () => history };
}

const figures = (version, views, failures) => ({
  version,
  remote: '',
  pageViews: views,
  slotFailures: failures,
  renders: 0,
  renderFailures: 0,
  failureRate: null,
});

test('one app failing to be decided leaves the others decided, and is logged once', async (t) => {
  const tokens = [];
  const reads = new Map();
  // The site's API: mf-blog healthy (promoted, but its artifact is missing: the promotion
  // throws), mf-booking failing every view (rolled back), mf-catalogue's figures unavailable.
  const api = createServer((request, response) => {
    const remote = new URL(request.url, 'http://x').searchParams.get('remote');
    tokens.push(request.headers['x-render-token']);
    reads.set(remote, (reads.get(remote) ?? 0) + 1);
    const versions = {
      blog: [figures('v2', 2000, 0), figures('v1', 18000, 0)],
      booking: [figures('v2', 300, 300), figures('v1', 2700, 0)],
    }[remote];
    if (!versions) return response.writeHead(500).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: { since: '', until: '', versions } }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  t.after(() => api.close());

  const setup = fakeSetup(historyWithCanaries(['mf-blog', 'mf-booking', 'mf-catalogue']));
  const logged = [];
  const problems = [];
  const watch = watchCanaries({
    setup,
    healthUrl: `http://127.0.0.1:${api.address().port}`,
    intervalMs: 10,
    renderToken: 'render-secret',
    actor: 'canary watcher on web-1',
    log: (line) => logged.push(line),
    logError: (line) => problems.push(line),
  });
  // Several checks, each trying mf-blog and mf-catalogue again.
  while ((reads.get('blog') ?? 0) < 4 || (reads.get('catalogue') ?? 0) < 4) await sleep(10);
  await watch.close();

  assert.equal(canaryOf(setup.history(), 'mf-booking'), null);
  assert.equal(setup.history().apps['mf-booking'].live, 'v1');
  // The log names who decided: this server's watcher.
  assert.equal(setup.history().log.at(-1).action, 'end-canary');
  assert.equal(setup.history().log.at(-1).actor, 'canary watcher on web-1');
  assert.equal(logged.length, 1);
  assert.match(
    logged[0],
    /^\[canary\] mf-booking v2 rolled back automatically: failure rate above/,
  );
  assert.equal(canaryOf(setup.history(), 'mf-blog').version, 'v2');
  assert.deepEqual(problems, [
    '[canary] could not decide mf-blog v2: mf-blog v2 is not in the fake store',
    '[canary] could not decide mf-catalogue v2: http://127.0.0.1:' +
      `${api.address().port} answered 500`,
  ]);
  assert.ok(tokens.every((token) => token === 'render-secret'));
});

test('a release history that cannot be read is logged once, and checked again', async () => {
  let reads = 0;
  const setup = {
    registry: {
      read: async () => {
        reads++;
        throw new Error('registry unreachable');
      },
    },
  };
  const problems = [];
  const watch = watchCanaries({
    setup,
    healthUrl: 'http://127.0.0.1:1',
    intervalMs: 5,
    logError: (line) => problems.push(line),
  });
  while (reads < 3) await sleep(5);
  await watch.close();
  assert.deepEqual(problems, ['[canary] could not read the release history: registry unreachable']);
});

test('a canary’s age is read on the registry’s clock, not on a server clock that runs ahead', async (t) => {
  let reads = 0;
  // Healthy figures, plenty of them: only its age can hold the canary back.
  const api = createServer((_request, response) => {
    reads += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        data: {
          since: '',
          until: '',
          versions: [figures('v2', 20000, 0), figures('v1', 20000, 0)],
        },
      }),
    );
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  t.after(() => api.close());
  const setup = fakeSetup(historyWithCanaries(['mf-blog']));
  // The canary started an hour ago by this server's clock; the registry's says 5 minutes ago.
  const startedAt = canaryOf(setup.history(), 'mf-blog').startedAt;
  setup.registry.now = async () => new Date(Date.parse(startedAt) + 5 * 60_000);
  const problems = [];
  const watch = watchCanaries({
    setup,
    healthUrl: `http://127.0.0.1:${api.address().port}`,
    intervalMs: 5,
    log: () => {},
    logError: (line) => problems.push(line),
  });
  while (reads < 3) await sleep(5);
  await watch.close();
  // Not even tried: a promotion would reach the fake store, and fail there, loudly.
  assert.deepEqual(problems, []);
  assert.equal(canaryOf(setup.history(), 'mf-blog').version, 'v2');
});
