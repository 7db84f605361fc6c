import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { REPO_ROOT } from '../repoRoot.mjs';
import {
  createRenderHealthReporter,
  MAX_VIEWS_PER_REPORT,
  RENDERS_PATH,
  versionsOf,
  viewOf,
} from './renderHealth.mjs';

const remotes = {
  blog: '/mf-blog/0.2.0-20261128120000-abcdef0123/remoteEntry.js',
  catalogue: 'https://cdn.example.com/mf-catalogue/0.1.0-20261101000000-0123456789/remoteEntry.js',
  booking: '/remote/booking/remoteEntry.js',
};

test('the path and batch size are the contract’s', () => {
  const contract = readFileSync(`${REPO_ROOT}/shared/src/contracts/releaseHealth.ts`, 'utf8');
  assert.match(contract, new RegExp(`renders: '${RENDERS_PATH}'`));
  assert.match(contract, new RegExp(`MAX_VIEWS_PER_REPORT = ${MAX_VIEWS_PER_REPORT};`));
});

test('a set’s versions come from its entries; a dist build is `dist`', () => {
  assert.deepEqual(versionsOf(remotes), {
    blog: '0.2.0-20261128120000-abcdef0123',
    catalogue: '0.1.0-20261101000000-0123456789',
    booking: 'dist',
  });
});

test('a render reports the remotes it used and the ones that failed there', () => {
  const set = { remotes, lane: 'shell@s1, blog@…', onCanary: ['blog'], canaryRemotes: ['blog'] };
  assert.deepEqual(
    viewOf(set, { remotesUsed: ['blog', 'booking'], failedRemotes: ['blog'], whole: false }),
    {
      versions: { blog: '0.2.0-20261128120000-abcdef0123', booking: 'dist' },
      failed: ['blog'],
    },
  );
  // A page that failed whole is put down to the set's canary alone.
  assert.deepEqual(viewOf(set, { remotesUsed: [], failedRemotes: [], whole: true }), {
    versions: { blog: '0.2.0-20261128120000-abcdef0123' },
    failed: ['blog'],
  });
  // On the live side, to the live versions of the remotes that have a canary: both sides of the
  // comparison count the pages their visitors did not get.
  const liveSide = { remotes, lane: '', onCanary: [], canaryRemotes: ['catalogue'] };
  assert.deepEqual(viewOf(liveSide, { remotesUsed: [], failedRemotes: [], whole: true }), {
    versions: { catalogue: '0.1.0-20261101000000-0123456789' },
    failed: ['catalogue'],
  });
  // Without a canary it says nothing, as does a page with no remote in it.
  assert.equal(
    viewOf({ remotes, lane: '' }, { remotesUsed: [], failedRemotes: [], whole: true }),
    null,
  );
  assert.equal(viewOf(set, { remotesUsed: [], failedRemotes: [], whole: false }), null);
});

test('reports go to the API in batches, with the render token, and a failing API costs nothing', async (t) => {
  const received = [];
  let answer = 204;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        url: request.url,
        token: request.headers['x-render-token'],
        body: JSON.parse(body),
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const reporter = createRenderHealthReporter({
    apiBaseUrl: `http://127.0.0.1:${server.address().port}`,
    apiToken: 'secret',
    flushMs: 60_000,
    maxQueued: 60,
  });
  const errors = t.mock.method(console, 'error', () => {});
  const set = { remotes, lane: '' };
  for (let i = 0; i < 70; i += 1) {
    reporter.record(set, { remotesUsed: ['blog'], failedRemotes: [], whole: false });
  }
  await reporter.flush();
  assert.deepEqual(
    received.map((r) => [r.url, r.token, r.body.views.length]),
    [
      [RENDERS_PATH, 'secret', 50],
      [RENDERS_PATH, 'secret', 10],
    ],
  );
  answer = 500;
  reporter.record(set, { remotesUsed: ['blog'], failedRemotes: ['blog'], whole: false });
  await reporter.close();
  assert.equal(received.at(-1).body.views[0].failed[0], 'blog');
  // 10 dropped past the queue's bound, then the API's refusal: each said once.
  assert.deepEqual(
    errors.mock.calls.map((call) => call.arguments[0]),
    [
      '[render] release health: 10 render(s) not reported (queue full)',
      '[render] release health not reported: /release-health/renders answered 500',
    ],
  );
});
