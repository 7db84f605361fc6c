import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../repoRoot.mjs';
import { PAGE_HEALTH_TOKEN_META, createPageTokenMinter, withPageToken } from './healthToken.mjs';

const RENDER_TOKEN = 'a-render-token-of-at-least-some-length';

/** The token's payload if it is signed as the contract says (the API's check, restated). */
function verify(token, renderToken) {
  const key = createHmac('sha256', renderToken)
    .update('ghumakkad release-health page token v1')
    .digest();
  const [encoded, signature] = token.split('.');
  const expected = createHmac('sha256', key).update(encoded).digest('base64url');
  if (signature !== expected) return null;
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
}

test('the meta tag’s name is the contract’s', () => {
  const contract = readFileSync(`${REPO_ROOT}/shared/src/contracts/releaseHealth.ts`, 'utf8');
  assert.match(contract, new RegExp(`PAGE_HEALTH_TOKEN_META = '${PAGE_HEALTH_TOKEN_META}'`));
});

test('a token is signed as the contract says, names the page, and is new every time', () => {
  const mint = createPageTokenMinter(RENDER_TOKEN);
  const page = {
    side: 'blog@0.2.0-1',
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
    { l: page.side, v: page.versions, u: page.used, f: page.failed, t: undefined, n: undefined },
  );
  assert.ok(payload.t >= before && payload.t <= Date.now());
  assert.match(payload.n, /^[0-9a-f]{16}$/);
  assert.notEqual(mint(page), token);
  // Another render token's key does not check it.
  assert.equal(verify(token, 'another-render-token'), null);
});

test('the tag goes just before </head>, and a page without a head is left as it is', () => {
  const html = Buffer.from('<html><head><title>x</title></head><body></body></html>');
  assert.equal(
    String(withPageToken(html, 'abc.def')),
    '<html><head><title>x</title><meta name="gk-health" content="abc.def"></head><body></body></html>',
  );
  const bare = Buffer.from('<p>no head</p>');
  assert.equal(withPageToken(bare, 'abc.def'), bare);
});
