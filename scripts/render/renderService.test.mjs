import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRenderService } from './renderService.mjs';

const FAKE_WORKER = new URL('./fixtures/fakeRenderWorker.mjs', import.meta.url);

/** A live set the test can switch: `release(name)` makes `name` the shell that is live. */
function switchableSet(name = 'shell-a') {
  let set = { key: name, shellDir: name, remotes: {} };
  return {
    liveSet: () => set,
    release(next) {
      set = { key: next, shellDir: next, remotes: {} };
    },
  };
}

/** A render service over the fake worker, closed when the test ends. */
function service(t, options = {}) {
  const set = switchableSet(options.shell);
  let catalogue = '1';
  const renderer = createRenderService({
    liveSet: set.liveSet,
    origin: 'http://127.0.0.1:1',
    config: { apiBaseUrl: 'http://127.0.0.1:1' },
    catalogueVersion: () => catalogue,
    workerFile: FAKE_WORKER,
    threads: 1,
    backoffMs: () => 60_000,
    ...options,
  });
  t.after(() => renderer.close());
  return {
    renderer,
    release: set.release,
    importCatalogue: () => {
      catalogue = String(Number(catalogue) + 1);
    },
  };
}

/** The rejection's `reason` (RenderUnavailable), or 'answered'. */
const outcome = (promise) =>
  promise.then(
    () => 'answered',
    (error) => error.reason ?? error.message,
  );

test('a page asked for again is answered from the cache, with a fresh nonce every time', async (t) => {
  const { renderer } = service(t);
  await renderer.render('/goa');
  const first = await renderer.render('/goa'); // rendered again: now it is kept
  const second = await renderer.render('/goa');
  assert.notEqual(second.nonce, first.nonce);
  assert.equal(String(second.html), String(first.html).split(first.nonce).join(second.nonce));
  assert.match(String(second.html), new RegExp(`nonce="${second.nonce.replace(/[+/]/g, '\\$&')}"`));
  assert.equal(second.etag, first.etag);
  assert.equal(renderer.stats().renders, 2);
  assert.equal(renderer.stats().cachedPages, 1);
});

test('a page asked for once is not kept: made-up URLs never push kept pages out', async (t) => {
  const { renderer } = service(t);
  for (const query of ['a', 'b', 'c']) await renderer.render(`/goa?utm=${query}`);
  assert.equal(renderer.stats().cachedPages, 0);
});

test('requests for a page that is being rendered wait for that render', async (t) => {
  const { renderer } = service(t);
  const pages = await Promise.all([1, 2, 3].map(() => renderer.render('/slow-listing')));
  assert.equal(renderer.stats().renders, 1);
  assert.equal(new Set(pages.map((page) => page.nonce)).size, 3);
});

test('a catalogue import or a release is a new key: nothing kept from before is served', async (t) => {
  const { renderer, release, importCatalogue } = service(t);
  await renderer.render('/goa');
  await renderer.render('/goa');
  assert.match(String((await renderer.render('/goa')).html), /render 2/);
  importCatalogue();
  assert.match(String((await renderer.render('/goa')).html), /render 3/);
  release('shell-b');
  await renderer.warm();
  const released = await renderer.render('/goa');
  assert.equal(released.versions, 'shell-b');
  assert.match(String(released.html), /by shell-b/);
});

test('a page rendered without its data, or a form’s answer, is never kept', async (t) => {
  const { renderer } = service(t);
  for (let i = 1; i <= 3; i += 1) {
    assert.match(
      String((await renderer.render('/degraded-goa')).html),
      new RegExp(`render ${i}\\b`),
    );
  }
  await renderer.render('/goa', { submission: { kind: 'enquiry' } });
  await renderer.render('/goa', { submission: { kind: 'enquiry' } });
  assert.match(String((await renderer.render('/goa')).html), /render 6/);
});

test('a full queue sheds at once', async (t) => {
  const { renderer } = service(t, { maxQueue: 1 });
  const started = Date.now();
  const outcomes = await Promise.all(
    ['/slow-1', '/slow-2', '/slow-3'].map((url) => outcome(renderer.render(url))),
  );
  // One rendering, one waiting its turn, one refused.
  assert.deepEqual(outcomes.sort(), ['answered', 'answered', 'shed']);
  assert.ok(Date.now() - started < 5000);
});

test('a page past its deadline is given up, the wait in the queue included', async (t) => {
  const { renderer } = service(t, { deadlineMs: 600 });
  // The second waits 400 ms for the thread, then would need 400 ms more.
  const outcomes = await Promise.all(
    ['/slow-1', '/slow-2'].map((url) => outcome(renderer.render(url))),
  );
  assert.deepEqual(outcomes, ['answered', 'deadline']);
});

test('a stuck thread is stopped and replaced; the next page renders', async (t) => {
  const { renderer } = service(t, { deadlineMs: 300, stuckAfterMs: 200 });
  assert.equal(await outcome(renderer.render('/stuck-1')), 'deadline');
  // The thread is stopped 200 ms after the deadline; its replacement then starts, which on a
  // busy machine can take longer than one page's 300 ms: the pages after it render, soon.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const outcomes = [];
  for (let attempt = 0; attempt < 10 && outcomes.at(-1) !== 'answered'; attempt += 1) {
    outcomes.push(await outcome(renderer.render('/goa')));
  }
  assert.equal(outcomes.at(-1), 'answered', `outcomes: ${outcomes.join(', ')}`);
});

test('a thread that crashes is replaced; the next page renders', async (t) => {
  const { renderer } = service(t);
  assert.equal(await outcome(renderer.render('/crash-1')), 'failed');
  assert.equal((await renderer.render('/goa')).status, 200);
});

test('a new set that fails to start leaves the last good set serving, and is retried only after its backoff', async (t) => {
  const errors = [];
  t.mock.method(console, 'error', (line) => errors.push(line));
  const { renderer, release } = service(t);
  await renderer.render('/goa');
  release('fail-start');
  await assert.rejects(renderer.warm());
  const page = await renderer.render('/goa');
  assert.equal(page.versions, 'shell-a');
  assert.equal(renderer.stats().starting, null);
  assert.ok(
    errors.some((line) => /fail-start did not start \(attempt 1.*shell-a keeps serving/.test(line)),
  );
  // Within the backoff, no new start.
  await renderer.render('/other');
  assert.equal(renderer.stats().starting, null);
  release('shell-c');
  await renderer.warm();
  assert.equal((await renderer.render('/goa')).versions, 'shell-c');
});

test('with no set that starts, a page is unavailable rather than waiting', async (t) => {
  t.mock.method(console, 'error', () => {});
  const { renderer } = service(t, { shell: 'fail-start' });
  assert.equal(await outcome(renderer.render('/goa')), 'starting');
});

test('a pool whose thread grows is replaced by a warm copy', async (t) => {
  t.mock.method(console, 'error', () => {});
  const { renderer } = service(t, { recycleHeapMb: 500 });
  const before = String((await renderer.render('/heavy-1')).html).match(/thread (\d+)/)[1];
  await renderer.warm();
  // The copy takes over once warm; poll for it.
  let after = before;
  for (let i = 0; i < 50 && after === before; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = String((await renderer.render(`/light-${i}`)).html).match(/thread (\d+)/)[1];
  }
  assert.notEqual(after, before);
});

test('each side of a canary is rendered from its own set, and a side nobody asks for is closed', async (t) => {
  const stable = { key: 'shell-a, blog@1', shellDir: 'stable', remotes: {}, lane: '' };
  const canary = { key: 'shell-a, blog@2', shellDir: 'canary', remotes: {}, lane: 'mf-blog' };
  const rendered = [];
  const renderer = createRenderService({
    liveSet: (visitor) => (visitor === 'on-canary' ? canary : stable),
    origin: 'http://127.0.0.1:1',
    config: { apiBaseUrl: 'http://127.0.0.1:1' },
    catalogueVersion: () => '1',
    workerFile: FAKE_WORKER,
    threads: 1,
    backoffMs: () => 60_000,
    laneIdleMs: 200,
    onRendered: (set, result) => rendered.push([set.key, result.failedRemotes, result.whole]),
  });
  t.after(() => renderer.close());
  const a = await renderer.render('/blogs', { visitor: 'on-stable' });
  const b = await renderer.render('/degraded-blogs', { visitor: 'on-canary' });
  assert.match(String(a.html), /by stable/);
  assert.match(String(b.html), /by canary/);
  assert.equal(a.versions, stable.key);
  assert.equal(b.versions, canary.key);
  assert.deepEqual(renderer.stats().canaryLanes, ['mf-blog']);
  // Each render is told with its set and the remotes that failed in it.
  assert.deepEqual(rendered, [
    [stable.key, [], false],
    [canary.key, ['blog'], false],
  ]);
  // The canary ended: its visitors are back on the live set, and its lane goes once idle.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await renderer.render('/blogs', { visitor: 'on-stable' });
  assert.deepEqual(renderer.stats().canaryLanes, []);
});

test('every page answered is counted, from the cache too, each with a token of its own', async (t) => {
  const counted = [];
  const minted = [];
  const { renderer } = service(t, {
    onRendered: (set, result) => counted.push([set.key, result.remotesUsed, result.whole]),
    mintPageToken: (page) => {
      minted.push(page);
      return `token-${minted.length}`;
    },
  });
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await renderer.render('/goa'));
  assert.equal(renderer.stats().cachedPages, 1);
  // Three visitors got the page: three showings, though it was rendered twice.
  assert.equal(renderer.stats().renders, 2);
  assert.deepEqual(counted, Array(3).fill(['shell-a', ['blog'], false]));
  // Each answer carries its own token, before </head>, and the kept page none: the third
  // answer, from the cache, carries one token only.
  answers.forEach((page, i) => {
    const html = String(page.html);
    assert.equal(html.match(/<meta name="gk-health"/g).length, 1);
    assert.match(html, new RegExp(`<meta name="gk-health" content="token-${i + 1}"></head>`));
  });
  assert.equal(answers[2].etag, answers[1].etag);
  assert.deepEqual(minted[0], { side: '', versions: {}, used: ['blog'], failed: [] });
});

test('a page a canary visitor could not get counts against the canary: a side that did not start, a shed page', async (t) => {
  const stable = { key: 'shell-a, blog@1', shellDir: 'stable', remotes: {}, lane: '' };
  const unstartable = {
    key: 'shell-a, blog@2',
    shellDir: 'fail-start',
    remotes: {},
    lane: 'shell-a, blog@2',
    onCanary: ['blog'],
  };
  const counted = [];
  const { renderer } = service(t, {
    liveSet: (visitor) => (visitor === 'on-canary' ? unstartable : stable),
    onRendered: (set, result) => counted.push([set.key, result.whole]),
  });
  assert.equal(await outcome(renderer.render('/blogs', { visitor: 'on-canary' })), 'starting');
  assert.equal(await outcome(renderer.render('/blogs', { visitor: 'on-stable' })), 'answered');
  assert.deepEqual(counted, [
    [unstartable.key, true],
    [stable.key, false],
  ]);
});

test('a page shed or past its deadline is counted as not answered', async (t) => {
  const counted = [];
  const { renderer } = service(t, {
    maxQueue: 0,
    onRendered: (set, result) => counted.push(result.whole),
  });
  await renderer.warm();
  assert.equal(await outcome(renderer.render('/goa')), 'shed');
  assert.deepEqual(counted, [true]);
});

test('a render thread sees none of the process’s secrets, only what rendering needs', async (t) => {
  const set = {
    DATABASE_URL: 'postgres://user:secret@db/site',
    AWS_SECRET_ACCESS_KEY: 'a-secret',
    TZ: 'Asia/Kolkata',
  };
  const before = Object.fromEntries(Object.keys(set).map((name) => [name, process.env[name]]));
  Object.assign(process.env, set);
  t.after(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const { renderer } = service(t);
  const html = String((await renderer.render('/env-list')).html);
  assert.doesNotMatch(html, /DATABASE_URL|AWS_SECRET_ACCESS_KEY/);
  assert.match(html, /\bTZ\b/);
});
