import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import {
  decideCanary,
  getsCanary,
  newVisitorToken,
  parseDuration,
  VISITOR_TOKEN,
  visitorPlace,
} from './canary.mjs';
import {
  addRelease,
  appHistory,
  canaryOf,
  endCanary,
  formatReleases,
  remotesJson,
  rollbackTarget,
  rolledBackVersions,
  versionLiveBefore,
} from './history.mjs';

const at = (minute) => new Date(Date.UTC(2026, 10, 28, 12, minute)).toISOString();
const RULE = { minViews: 100, margin: 0.02, promoteAfterMs: 30 * 60_000 };

test('the split gives a canary to its share of visitors, within ± 5 points over 2,000', () => {
  for (const share of [10, 50, 90]) {
    const canary = { version: `0.2.0-${share}`, share };
    const tokens = Array.from({ length: 2000 }, newVisitorToken);
    const onCanary = tokens.filter((token) => getsCanary(token, 'mf-blog', canary)).length;
    const stableShare = (2000 - onCanary) / 2000;
    assert.ok(
      Math.abs(stableShare - (100 - share) / 100) <= 0.05,
      `share ${share}: ${onCanary} of 2,000 on the canary`,
    );
  }
});

test('a visitor stays on their side, and each canary draws its own visitors', () => {
  const canary = { version: '0.2.0-a', share: 50 };
  const tokens = Array.from({ length: 200 }, newVisitorToken);
  const sides = tokens.map((token) => getsCanary(token, 'mf-blog', canary));
  // Asked again (a reload, another page): the same answer every time.
  assert.deepEqual(
    tokens.map((token) => getsCanary(token, 'mf-blog', canary)),
    sides,
  );
  // Another app's canary, or the next canary of the same app, splits the visitors afresh.
  const other = tokens.map((token) => getsCanary(token, 'mf-catalogue', canary));
  const next = tokens.map((token) =>
    getsCanary(token, 'mf-blog', { ...canary, version: '0.3.0-b' }),
  );
  assert.notDeepEqual(other, sides);
  assert.notDeepEqual(next, sides);
  // The place is a number in [0, 1).
  for (const token of tokens) {
    const place = visitorPlace(token, 'mf-blog', canary.version);
    assert.ok(place >= 0 && place < 1);
  }
});

test('a visitor token is random hex; anything else is not one of ours', () => {
  assert.match(newVisitorToken(), VISITOR_TOKEN);
  assert.notEqual(newVisitorToken(), newVisitorToken());
  for (const bad of ['', 'abc', `${'a'.repeat(31)}g`, randomBytes(16).toString('base64')]) {
    assert.doesNotMatch(bad, VISITOR_TOKEN);
  }
});

const health = (views, failures) => ({
  pageViews: views,
  slotFailures: failures,
  renders: 0,
  renderFailures: 0,
});

test('a canary failing far more than the live version is rolled back once it has its views', () => {
  const startedAt = at(0);
  const now = new Date(at(5));
  // Too few views: no decision, however bad.
  assert.equal(
    decideCanary({ rule: RULE, startedAt, canary: health(99, 99), live: health(500, 0), now })
      .action,
    'wait',
  );
  const decision = decideCanary({
    rule: RULE,
    startedAt,
    canary: health(100, 100),
    live: health(500, 0),
    now,
  });
  assert.equal(decision.action, 'rollback');
  assert.match(decision.reason, /canary 100\/100 failed \(100\.0 %\), live 0\/500 \(0\.0 %\)/);
  assert.deepEqual(decision.figures.canary, { views: 100, failures: 100, rate: 1 });
  // Render failures count as failures too, and renders as showings.
  const byRenders = decideCanary({
    rule: RULE,
    startedAt,
    canary: { pageViews: 0, slotFailures: 0, renders: 150, renderFailures: 30 },
    live: { pageViews: 0, slotFailures: 0, renders: 600, renderFailures: 6 },
    now,
  });
  assert.equal(byRenders.action, 'rollback');
});

test('an excess within the margin, or within the noise, is no reason to roll back', () => {
  const startedAt = at(0);
  const now = new Date(at(5));
  // 3 % against 2 %: one point worse, under the two-point margin.
  assert.equal(
    decideCanary({ rule: RULE, startedAt, canary: health(1000, 30), live: health(5000, 100), now })
      .action,
    'wait',
  );
  // 8 % against 2 % on 100 views: six points, but not enough evidence yet (z ≈ 1.5).
  const noisy = decideCanary({
    rule: RULE,
    startedAt,
    canary: health(100, 8),
    live: health(5000, 100),
    now,
  });
  assert.equal(noisy.action, 'wait');
  assert.ok(noisy.figures.z < 2.326);
  // The same rates on 2,000 views are clear.
  assert.equal(
    decideCanary({ rule: RULE, startedAt, canary: health(2000, 160), live: health(5000, 100), now })
      .action,
    'rollback',
  );
});

test('a canary with its views and no excess is promoted once its time is up', () => {
  const startedAt = at(0);
  const healthy = { rule: RULE, startedAt, canary: health(300, 1), live: health(3000, 12) };
  assert.equal(decideCanary({ ...healthy, now: new Date(at(29)) }).action, 'wait');
  const decision = decideCanary({ ...healthy, now: new Date(at(30)) });
  assert.equal(decision.action, 'promote');
  assert.match(decision.reason, /no excess failures over 1800 s/);
  // Not without its views, however long it ran.
  assert.equal(
    decideCanary({ ...healthy, canary: health(50, 0), now: new Date(at(59)) }).action,
    'wait',
  );
  // No live figures (nothing else counted): judged against a failure rate of zero.
  assert.equal(
    decideCanary({ rule: RULE, startedAt, canary: health(300, 0), now: new Date(at(30)) }).action,
    'promote',
  );
});

test('durations read as the CLI takes them', () => {
  assert.equal(parseDuration('30m'), 1_800_000);
  assert.equal(parseDuration('2h'), 7_200_000);
  assert.equal(parseDuration('45s'), 45_000);
  assert.equal(parseDuration('1500ms'), 1500);
  assert.equal(parseDuration('250'), 250);
  assert.throws(() => parseDuration('soon'), /not a duration/);
});

/** mf-blog v1 live, v2 a 10 % canary. */
function withCanary(auto = null) {
  let history = { apps: {}, log: [] };
  history = addRelease(history, 'mf-blog', { version: 'v1', releasedAt: at(0) });
  return addRelease(history, 'mf-blog', { version: 'v2', releasedAt: at(1) }, at(1), {
    share: 10,
    auto,
  });
}

test('a canary release leaves the live version live, and is the only decision open', () => {
  const history = withCanary();
  assert.equal(appHistory(history, 'mf-blog').live, 'v1');
  assert.deepEqual(canaryOf(history, 'mf-blog'), {
    version: 'v2',
    share: 10,
    startedAt: at(1),
    auto: null,
  });
  assert.deepEqual(history.log.at(-1), {
    at: at(1),
    action: 'canary',
    app: 'mf-blog',
    version: 'v2',
    previous: 'v1',
  });
  assert.deepEqual(remotesJson(history), { blog: '/mf-blog/v1/remoteEntry.js' });
  assert.deepEqual(remotesJson(history, '', new Set(['mf-blog'])), {
    blog: '/mf-blog/v2/remoteEntry.js',
  });
  assert.throws(
    () => addRelease(history, 'mf-blog', { version: 'v3', releasedAt: at(2) }),
    /canary for 10 % of visitors: promote it/,
  );
  assert.throws(() => rollbackTarget(history, 'mf-blog'), /before rolling back/);
  // A first release has nothing to compare with.
  assert.throws(
    () =>
      addRelease({ apps: {}, log: [] }, 'mf-blog', { version: 'v1', releasedAt: at(0) }, at(0), {
        share: 10,
        auto: null,
      }),
    /first release cannot be a canary/,
  );
});

test('promoting makes the canary live; ending it keeps the live one and marks it rolled back', () => {
  const promoted = endCanary(withCanary(), 'mf-blog', {
    promote: true,
    at: at(40),
    reason: 'promoted by hand',
  });
  assert.equal(appHistory(promoted, 'mf-blog').live, 'v2');
  assert.equal(canaryOf(promoted, 'mf-blog'), null);
  assert.equal(versionLiveBefore(promoted, 'mf-blog'), 'v1');
  // A bare rollback after a promotion goes back to the version before it.
  assert.equal(rollbackTarget(promoted, 'mf-blog'), 'v1');

  const figures = { canary: { views: 120, failures: 120, rate: 1 } };
  const ended = endCanary(withCanary(RULE), 'mf-blog', {
    promote: false,
    at: at(5),
    reason: 'automatically: too many failures',
    figures,
  });
  assert.equal(appHistory(ended, 'mf-blog').live, 'v1');
  assert.equal(canaryOf(ended, 'mf-blog'), null);
  assert.deepEqual(ended.log.at(-1), {
    at: at(5),
    action: 'end-canary',
    app: 'mf-blog',
    version: 'v1',
    previous: 'v2',
    reason: 'automatically: too many failures',
    figures,
  });
  assert.deepEqual([...rolledBackVersions(ended, 'mf-blog')], ['v2']);
  assert.equal(versionLiveBefore(ended, 'mf-blog'), null);
  assert.throws(
    () => endCanary(ended, 'mf-blog', { promote: true, at: at(6), reason: '' }),
    /no canary/,
  );
});

test('pnpm releases shows the canary, its share, age and figures, and each decision', () => {
  const history = withCanary(RULE);
  const text = formatReleases(history, ['mf-blog'], {
    now: new Date(at(13)),
    health: (_app, version) =>
      version === 'v2'
        ? { pageViews: 40, slotFailures: 4, renders: 10, renderFailures: 1, failureRate: 0.1 }
        : undefined,
  });
  assert.match(
    text,
    /~ v2 {2}2026-11-28T12:01:00.000Z {2}\(canary: 10 % of visitors for 12 min, decided automatically\)/,
  );
  assert.match(
    text,
    /40 page views, 10 renders, 4 slot failures, 1 render failures \(failure rate 10\.00 %\)/,
  );
  assert.match(text, /\* v1 .*\(live\)\n {6}no views yet/);
  const ended = endCanary(history, 'mf-blog', {
    promote: false,
    at: at(14),
    reason: 'automatically: x',
  });
  assert.match(
    formatReleases(ended, ['mf-blog']),
    /v2 .*\(rolled back\)[\s\S]*2026-11-28T12:14:00.000Z canary v2 rolled back: automatically: x/,
  );
});
