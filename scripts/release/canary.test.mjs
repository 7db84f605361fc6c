import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import {
  canaryRuleOf,
  DEFAULT_CANARY_RULE,
  decideCanary,
  getsCanary,
  MAX_CANARIES_DEFAULT,
  maxCanariesFromEnv,
  newVisitorToken,
  parseDuration,
  VISITOR_TOKEN,
  visitorPlace,
  wilsonInterval,
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
const RULE = DEFAULT_CANARY_RULE;

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

/** Each case: the canary's and the live version's showings and failures, and the decision. */
const DECISIONS = [
  {
    name: '6 % of 200 views beside a live 1 % is not promoted: it is rolled back',
    canary: [200, 12],
    live: [1800, 18],
    action: 'rollback',
  },
  {
    name: '2 % of 200 views beside a live 1 % proves neither harm nor health: waits',
    canary: [200, 4],
    live: [1800, 18],
    action: 'wait',
    reason:
      /^not yet shown to fail no more than 1\.5 × live \+ 0\.20 points: canary 4\/200 failed \(2\.0 %\), live 18\/1800 \(1\.0 %\)$/,
  },
  {
    name: 'both sides failing every view: not promoted, nor rolled back',
    canary: [500, 500],
    live: [5000, 5000],
    action: 'wait',
    reason: /^both sides failing is no reason to promote/,
  },
  {
    name: 'a live version failing broadly is no yardstick',
    canary: [2000, 20],
    live: [20000, 5000],
    action: 'wait',
    reason: /^a live version failing this often is no reason to promote/,
  },
  {
    name: '2 % beside a live 0.1 % is rolled back, given views (an absolute margin never did)',
    canary: [1000, 20],
    live: [9000, 9],
    action: 'rollback',
    reason:
      /^failure rate above the live version's: canary 20\/1000 failed \(2\.0 %\), live 9\/9000 \(0\.1 %\); at 99 % it is at least [\d.]+ points worse$/,
  },
  {
    name: 'the same rates on too few views wait',
    canary: [100, 2],
    live: [900, 1],
    action: 'wait',
    reason: /^waiting for views: canary 100 of 200, live 900 of 200$/,
  },
  {
    name: 'a canary failing every view is rolled back once it has its views',
    canary: [200, 200],
    live: [1800, 0],
    action: 'rollback',
  },
  {
    name: 'render failures count as failures too, and renders as showings',
    canary: { pageViews: 0, slotFailures: 0, renders: 300, renderFailures: 30 },
    live: { pageViews: 0, slotFailures: 0, renders: 2700, renderFailures: 27 },
    action: 'rollback',
  },
  {
    name: '1 % beside a live 1 %, with enough views, is promoted once its time is up',
    canary: [2000, 20],
    live: [18000, 180],
    action: 'promote',
    reason: /^shown to fail no more than 1\.5 × live \+ 0\.20 points over 1800 s: canary 20\/2000/,
  },
  {
    name: '… and not before',
    canary: [2000, 20],
    live: [18000, 180],
    minutes: 29,
    action: 'wait',
    reason: /^shown to fail no more than 1\.5 × live \+ 0\.20 points; promoted after 30 min/,
  },
  {
    name: 'no failures on either side, with enough views, is promoted',
    canary: [2000, 0],
    live: [18000, 0],
    action: 'promote',
  },
  {
    name: 'no failures on too few views to show the margin: waits (no division by zero)',
    canary: [300, 0],
    live: [2700, 0],
    action: 'wait',
    reason: /^not yet shown/,
  },
  {
    name: 'too few live views: waits, however good the canary',
    canary: [2000, 0],
    live: [150, 0],
    action: 'wait',
    reason: /^waiting for views: canary 2000 of 200, live 150 of 200$/,
  },
  {
    name: 'no live figures at all: waits',
    canary: [2000, 0],
    live: null,
    action: 'wait',
  },
];

const healthOf = (side) => (Array.isArray(side) ? health(...side) : (side ?? undefined));

for (const { name, canary, live, minutes = 30, action, reason } of DECISIONS) {
  test(`decideCanary: ${name}`, () => {
    const decision = decideCanary({
      rule: RULE,
      startedAt: at(0),
      canary: healthOf(canary),
      live: healthOf(live),
      now: new Date(at(minutes)),
    });
    assert.equal(decision.action, action, decision.reason);
    if (reason) assert.match(decision.reason, reason);
    for (const bound of [decision.figures.harmLower, decision.figures.marginUpper]) {
      assert.ok(bound === undefined || Number.isFinite(bound), `finite bounds: ${bound}`);
    }
  });
}

test('a decision is recorded with both sides and the bounds it rests on', () => {
  const { figures } = decideCanary({
    rule: RULE,
    startedAt: at(0),
    canary: health(1000, 20),
    live: health(9000, 9),
    now: new Date(at(30)),
  });
  assert.deepEqual(figures.canary, { views: 1000, failures: 20, rate: 0.02 });
  assert.deepEqual(figures.live, { views: 9000, failures: 9, rate: 0.001 });
  assert.equal(figures.relativeMargin, 1.5);
  assert.equal(figures.absoluteMargin, 0.002);
  assert.ok(figures.harmLower > 0 && figures.marginUpper > 0, JSON.stringify(figures));
});

test('a rule stored before it became relative (an absolute margin) is decided by the new rule', () => {
  const before = { minViews: 100, margin: 0.02, promoteAfterMs: 10 * 60_000 };
  assert.deepEqual(canaryRuleOf(before), {
    ...DEFAULT_CANARY_RULE,
    minViews: 100,
    promoteAfterMs: 10 * 60_000,
  });
  assert.equal(canaryRuleOf(RULE), RULE);
  // 2 % beside 0.1 %: within the old two-point margin, rolled back now.
  const decision = decideCanary({
    rule: before,
    startedAt: at(0),
    canary: health(1000, 20),
    live: health(9000, 9),
    now: new Date(at(30)),
  });
  assert.equal(decision.action, 'rollback');
});

test("Wilson's interval stays within [0, 1] and apart at 0 and 100 %", () => {
  const none = wilsonInterval(0, 720, 1.645);
  assert.equal(none.lower, 0);
  assert.ok(Math.abs(none.upper - 0.00374) < 1e-5, String(none.upper));
  const all = wilsonInterval(50, 50, 2.326);
  assert.ok(all.upper > 0.999999 && all.upper <= 1, String(all.upper));
  assert.ok(all.lower > 0.9 && all.lower < 1, String(all.lower));
  const some = wilsonInterval(10, 1000, 1.645);
  assert.ok(some.lower < 0.01 && some.upper > 0.01);
});

test('MAX_CANARIES: a whole number from 1 to 5, by default 2', () => {
  assert.equal(MAX_CANARIES_DEFAULT, 2);
  assert.equal(maxCanariesFromEnv({}), 2);
  assert.equal(maxCanariesFromEnv({ MAX_CANARIES: '' }), 2);
  assert.equal(maxCanariesFromEnv({ MAX_CANARIES: '5' }), 5);
  for (const bad of ['0', '6', '1.5', 'two', '-1']) {
    assert.throws(
      () => maxCanariesFromEnv({ MAX_CANARIES: bad }),
      new RegExp(`MAX_CANARIES must be a whole number from 1 to 5, not "${bad}"`),
    );
  }
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
