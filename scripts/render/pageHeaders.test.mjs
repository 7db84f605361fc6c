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

test('the ETag follows the content, not the nonce', () => {
  const page = (nonce) => `<script nonce="${nonce}">boot()</script><h1>Goa</h1>`;
  assert.equal(pageEtag(page('one'), 'one'), pageEtag(page('two'), 'two'));
  assert.notEqual(
    pageEtag(page('one'), 'one'),
    pageEtag(page('one').replace('Goa', 'Puri'), 'one'),
  );
});
