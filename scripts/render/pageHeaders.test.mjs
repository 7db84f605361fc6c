import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentSecurityPolicy, pageEtag } from './pageHeaders.mjs';

test('scripts need the response’s nonce; nothing inline runs without it', () => {
  const csp = contentSecurityPolicy({
    nonce: 'abc123',
    apiBaseUrl: 'https://api.ghumakkad.example',
    remoteEntries: ['/mf-blog/1/remoteEntry.js', 'https://cdn.example/mf-booking/2/remoteEntry.js'],
  });
  const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src'));
  assert.equal(scriptSrc, "script-src 'self' 'nonce-abc123' https://cdn.example");
  assert.match(csp, /connect-src 'self' https:\/\/api\.ghumakkad\.example https:\/\/cdn\.example/);
  assert.match(csp, /object-src 'none'/);
});

test('the ETag follows the content and the versions, not the nonce', () => {
  const page = (nonce) =>
    // The boot data and the start code after it, which may hold a `<` of its own.
    `<script nonce="${nonce}">window.__TOUR_BOOT__={"at":1};if(a.length<1)start()</script><h1>Goa</h1>`;
  const versions = 'shell@1 catalogue@1';
  assert.equal(pageEtag(page('one'), 'one', versions), pageEtag(page('two'), 'two', versions));
  assert.equal(
    pageEtag(page('one'), 'one', versions),
    pageEtag(page('one').replace('"at":1', '"at":2'), 'one', versions),
  );
  assert.notEqual(
    pageEtag(page('one'), 'one', versions),
    pageEtag(page('one').replace('Goa', 'Puri'), 'one', versions),
  );
  // A release changes only the boot script's remote entries, which the hash leaves out.
  assert.notEqual(
    pageEtag(page('one'), 'one', versions),
    pageEtag(page('one'), 'one', 'shell@1 catalogue@2'),
  );
});
