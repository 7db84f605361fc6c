import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageTokenMinter } from './healthToken.mjs';
import { viewOf } from './renderHealth.mjs';
import { createRenderService } from './renderService.mjs';
import { verifyPageToken } from './fixtures/verifyPageToken.mjs';

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

/** A canary's two sides: blog at 1 (live) and at `version` (the canary), with the catalogue. */
function canarySides(version = '2', { shellDir = `canary-${version}` } = {}) {
  const remotes = (blog) => ({
    blog: `/mf-blog/${blog}/remoteEntry.js`,
    catalogue: '/mf-catalogue/c1/remoteEntry.js',
  });
  const stable = {
    key: 'shell-a, blog@1, catalogue@c1',
    shellDir: 'stable',
    remotes: remotes('1'),
    lane: '',
    onCanary: [],
    canaryRemotes: ['blog'],
  };
  const key = `shell-a, blog@${version}, catalogue@c1`;
  const canary = {
    key,
    shellDir,
    remotes: remotes(version),
    lane: key,
    onCanary: ['blog'],
    canaryRemotes: ['blog'],
  };
  return { stable, canary };
}

test('every page answered is counted, from the cache too, each with a token of its own', async (t) => {
  const counted = [];
  const { canary } = canarySides();
  const { renderer } = service(t, {
    liveSet: () => canary,
    onRendered: (set, result) => counted.push(viewOf(set, result)),
    mintPageToken: createPageTokenMinter('render-token'),
  });
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await renderer.render('/goa'));
  assert.equal(renderer.stats().cachedPages, 1);
  // Three visitors got the page: three showings, though it was rendered twice.
  assert.match(String(answers[2].html), /render 2\b/);
  assert.deepEqual(counted, Array(3).fill({ versions: { blog: '2' }, failed: [] }));
  // Each answer carries a token of its own, before </head>, which names the page; the kept page
  // none: the third answer, from the cache, carries one token only.
  const tokens = answers.map((page) => {
    const html = String(page.html);
    assert.equal(html.match(/<meta name="gk-health"/g).length, 1);
    return html.match(/<meta name="gk-health" content="([^"]+)"><\/head>/)[1];
  });
  assert.equal(new Set(tokens).size, 3);
  for (const token of tokens) {
    const payload = verifyPageToken(token, 'render-token');
    assert.deepEqual(
      { ...payload, t: undefined, n: undefined },
      {
        l: canary.key,
        v: { blog: '2', catalogue: 'c1' },
        u: ['blog'],
        f: [],
        t: undefined,
        n: undefined,
      },
    );
  }
  // Two answers of the kept page: other tokens and nonces, one tag (a revalidation answers 304).
  assert.notEqual(answers[2].nonce, answers[1].nonce);
  assert.equal(answers[2].etag, answers[1].etag);
  assert.equal(
    String(answers[2].html).split(answers[2].nonce).join('N').replace(tokens[2], 'T'),
    String(answers[1].html).split(answers[1].nonce).join('N').replace(tokens[1], 'T'),
  );
});

test('a page answered while it renders is counted and tokened once per answer', async (t) => {
  const counted = [];
  const { renderer } = service(t, {
    onRendered: (set, result) => counted.push(result.whole),
    mintPageToken: createPageTokenMinter('render-token'),
  });
  const pages = await Promise.all([1, 2, 3].map(() => renderer.render('/slow-listing')));
  assert.equal(renderer.stats().renders, 1);
  assert.deepEqual(counted, [false, false, false]);
  const tokens = pages.map((page) => String(page.html).match(/content="([^"]+)"/)[1]);
  assert.equal(new Set(tokens).size, 3);
  assert.ok(tokens.every((token) => verifyPageToken(token, 'render-token').l === ''));
});

test('a page a canary visitor could not get counts against the canary’s versions; on the live side, against the live versions of the canaries’ remotes', async (t) => {
  t.mock.method(console, 'error', () => {});
  const { stable, canary } = canarySides('2', { shellDir: 'fail-start' });
  const counted = [];
  const { renderer } = service(t, {
    liveSet: (visitor) => (visitor === 'on-canary' ? canary : stable),
    onRendered: (set, result) => counted.push(viewOf(set, result)),
  });
  // The canary's lane cannot start: its visitors get no page, each a failed showing of blog@2.
  for (let i = 0; i < 2; i += 1) {
    assert.equal(await outcome(renderer.render('/blogs', { visitor: 'on-canary' })), 'starting');
  }
  assert.equal(await outcome(renderer.render('/crash-1', { visitor: 'on-stable' })), 'failed');
  assert.equal(await outcome(renderer.render('/blogs', { visitor: 'on-stable' })), 'answered');
  assert.deepEqual(counted, [
    { versions: { blog: '2' }, failed: ['blog'] },
    { versions: { blog: '2' }, failed: ['blog'] },
    { versions: { blog: '1' }, failed: ['blog'] },
    { versions: { blog: '1' }, failed: [] },
  ]);
});

test('a page shed or past its deadline is counted as not answered', async (t) => {
  t.mock.method(console, 'error', () => {});
  const counted = [];
  const shedding = service(t, {
    maxQueue: 0,
    onRendered: (set, result) => counted.push(result.whole),
  });
  await shedding.renderer.warm();
  assert.equal(await outcome(shedding.renderer.render('/goa')), 'shed');
  assert.deepEqual(counted, [true]);

  counted.length = 0;
  const late = service(t, {
    deadlineMs: 600,
    onRendered: (set, result) => counted.push(result.whole),
  });
  // The second waits 400 ms for the thread, then would need 400 ms more.
  const outcomes = await Promise.all(
    ['/slow-1', '/slow-2'].map((url) => outcome(late.renderer.render(url))),
  );
  assert.deepEqual(outcomes, ['answered', 'deadline']);
  assert.deepEqual(counted.sort(), [false, true]);
});

test('a canary’s lane is named by its versions: the next canary of the app never gets the ended one’s pages', async (t) => {
  const x = canarySides('2');
  const y = canarySides('3');
  let sides = x;
  const { renderer } = service(t, {
    liveSet: (visitor) => (visitor === 'on-canary' ? sides.canary : sides.stable),
    laneIdleMs: 200,
  });
  assert.match(
    String((await renderer.render('/blogs', { visitor: 'on-canary' })).html),
    /by canary-2/,
  );
  // Canary X of blog ended, canary Y of blog started: Y's first visitor waits for Y's own pool.
  sides = y;
  const page = await renderer.render('/blogs', { visitor: 'on-canary' });
  assert.equal(page.versions, y.canary.key);
  assert.match(String(page.html), /by canary-3/);
  assert.deepEqual(renderer.stats().canaryLanes, [x.canary.key, y.canary.key]);
  // X's lane, asked for no more, is closed.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await renderer.render('/blogs', { visitor: 'on-canary' });
  assert.deepEqual(renderer.stats().canaryLanes, [y.canary.key]);
});

test('a new set warmed ahead serves from the first request for it; until then the set before serves its own visitors', async (t) => {
  const { renderer, release } = service(t);
  await renderer.render('/goa');
  // The site warms the next history's set before it serves that history (liveSets.mjs).
  await renderer.warm({ key: 'shell-b', shellDir: 'shell-b', remotes: {} });
  const before = await renderer.render('/goa');
  assert.equal(before.versions, 'shell-a');
  assert.match(String(before.html), /by shell-a/);
  release('shell-b');
  assert.match(String((await renderer.render('/goa')).html), /by shell-b/);
  // Nothing of shell-a was started again to take over later.
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(renderer.stats().starting, null);
  assert.match(String((await renderer.render('/goa')).html), /by shell-b/);
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

test('a page the threads could not render before its deadline is shed at once, not rendered late', async (t) => {
  const { renderer } = service(t, { deadlineMs: 1100 });
  // The pool learns that a page takes about 400 ms.
  await renderer.render('/slow-0');
  const started = Date.now();
  const outcomes = await Promise.all(
    ['/slow-1', '/slow-2', '/slow-3', '/slow-4'].map((url) => outcome(renderer.render(url))),
  );
  // The first two render in 800 ms; the third would be done at about 1200 ms, past its
  // deadline: it is refused, as is the fourth, before taking the thread's time.
  assert.deepEqual(outcomes, ['answered', 'answered', 'shed', 'shed']);
  assert.ok(Date.now() - started < 1100, `took ${Date.now() - started} ms`);
  assert.equal(renderer.stats().unanswered.shed, 2);
  assert.equal(renderer.stats().unanswered.deadline, 0);
});

test('with nothing queued a page is always tried, however slow pages have been', async (t) => {
  const { renderer } = service(t, { deadlineMs: 500 });
  await renderer.render('/slow-0');
  // 400 ms renders against a 500 ms deadline: an idle thread still takes the next one.
  assert.equal(await outcome(renderer.render('/slow-1')), 'answered');
});

test('every page not answered is logged, the first at once and the rest added up', async (t) => {
  const lines = [];
  t.mock.method(console, 'error', (line) => lines.push(line));
  const { renderer } = service(t, { maxQueue: 0 });
  await outcome(renderer.render('/goa'));
  assert.deepEqual(lines, [
    '[render] pages not answered (503): 1 shed (no room in the queue or no time left)',
  ]);
  await Promise.all(['/a', '/b', '/c'].map((url) => outcome(renderer.render(url))));
  // Within the report interval: counted, not yet logged; closing logs what is left.
  assert.equal(lines.length, 1);
  await renderer.close();
  assert.deepEqual(lines.slice(1), [
    '[render] pages not answered (503): 3 shed (no room in the queue or no time left)',
  ]);
  assert.equal(renderer.stats().unanswered.shed, 4);
});

test('a stuck thread that is stopped is logged and counted', async (t) => {
  const lines = [];
  t.mock.method(console, 'error', (line) => lines.push(line));
  const { renderer } = service(t, { deadlineMs: 200, stuckAfterMs: 100 });
  assert.equal(await outcome(renderer.render('/stuck-1')), 'deadline');
  for (let i = 0; i < 50 && renderer.stats().threadsStopped === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(renderer.stats().threadsStopped, 1);
  assert.ok(
    lines.some((line) => /\/stuck-1 was still rendering 100 ms past its deadline/.test(line)),
  );
});

test('campaign links are the page everyone gets: rendered and kept without their tracking parameters', async (t) => {
  const { renderer } = service(t);
  await renderer.render('/goa?fbclid=IwAR1');
  await renderer.render('/goa?utm_source=whatsapp&utm_campaign=diwali');
  const plain = await renderer.render('/goa');
  assert.equal(renderer.stats().renders, 2);
  assert.equal(renderer.stats().pages.cached, 1);
  assert.match(String(plain.html), /<p>\/goa by/);
  // Other parameters are the page's own.
  await renderer.render('/goa?page=2&gclid=1');
  assert.match(String((await renderer.render('/goa?page=2')).html), /\/goa\?page=2 by/);
});

test('while the catalogue version cannot be read, a kept page is served stale; one never kept is rendered and not kept', async (t) => {
  let catalogue = '1';
  const { renderer } = service(t, { catalogueVersion: () => catalogue });
  await renderer.render('/goa');
  await renderer.render('/goa');
  catalogue = null;
  const stale = await renderer.render('/goa');
  assert.equal(stale.stale, true);
  assert.match(String(stale.html), /render 2\b/);
  assert.equal(renderer.stats().renders, 2);
  const fresh = await renderer.render('/kerala');
  assert.equal(fresh.stale, undefined);
  await renderer.render('/kerala');
  assert.equal(renderer.stats().renders, 4);
  assert.equal(renderer.stats().pages.stale, 1);
});

test('a page whose data fails is served as kept before, even past its stay, never kept anew', async (t) => {
  const { renderer } = service(t, { cacheTtlMs: 50 });
  await renderer.render('/flaky-goa');
  await renderer.render('/flaky-goa'); // kept
  await new Promise((resolve) => setTimeout(resolve, 80)); // its stay is over
  // Rendered again (its stay is over), without its data: the kept page is served instead.
  const page = await renderer.render('/flaky-goa');
  assert.equal(page.stale, true);
  assert.match(String(page.html), /render 2\b/);
  // Never a degraded page served where none was kept.
  assert.equal((await renderer.render('/degraded-kerala')).degraded, true);
});

test('a 404 whose data failed is never kept', async (t) => {
  const { renderer } = service(t);
  for (let i = 0; i < 3; i += 1) assert.equal((await renderer.render('/missing-goa')).status, 404);
  assert.equal(renderer.stats().renders, 3);
  assert.equal(renderer.stats().cachedPages, 0);
});
