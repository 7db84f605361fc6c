import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { verifyPageToken as verify } from './fixtures/verifyPageToken.mjs';
import { PAGE_HEALTH_TOKEN_META, createPageTokenMinter, pageTokenTag } from './healthToken.mjs';

const RENDER_TOKEN = 'a-render-token-of-at-least-some-length';

test('the meta tag’s name is the contract’s', () => {
  const contract = readFileSync(`${REPO_ROOT}/shared/src/contracts/releaseHealth.ts`, 'utf8');
  assert.match(contract, new RegExp(`PAGE_HEALTH_TOKEN_META = '${PAGE_HEALTH_TOKEN_META}'`));
});

test('a token is signed as the contract says, names the page, and is new every time', () => {
  const mint = createPageTokenMinter(RENDER_TOKEN);
  const page = {
    lane: 'shell@0.1.0-1, blog@0.2.0-1, catalogue@dist',
    versions: { blog: '0.2.0-1', catalogue: 'dist' },
    used: ['blog'],
    failed: [],
  };
  const before = Date.now();
  const token = mint(page);
  assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  const payload = verify(token, RENDER_TOKEN);
  assert.deepEqual(
    { ...payload, t: undefined, n: undefined },
    { l: page.lane, v: page.versions, u: page.used, f: page.failed, t: undefined, n: undefined },
  );
  assert.ok(payload.t >= before && payload.t <= Date.now());
  assert.match(payload.n, /^[0-9a-f]{16}$/);
  assert.notEqual(mint(page), token);
  // Another render token's key does not check it.
  assert.equal(verify(token, 'another-render-token'), null);
});

test('the tag names the contract’s meta element, with the token as its content', () => {
  assert.equal(String(pageTokenTag('abc.def')), '<meta name="gk-health" content="abc.def">');
});
