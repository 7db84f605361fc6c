import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageCache, cutPage, joinPage } from './pageCache.mjs';

const NONCE = 'bm9uY2Utb2YtdGhlLXJlbmRlcg==';
const html = Buffer.from(
  `<html><head><script nonce="${NONCE}"></script></head><body><script nonce="${NONCE}"></script></body></html>`,
);
const pieceBytes = (pieces) => Buffer.concat(pieces.filter(Buffer.isBuffer));

test('an answer joins a new nonce and its head tag in one go', () => {
  const pieces = cutPage(html, NONCE);
  assert.equal(
    String(joinPage(pieces, 'new', Buffer.from('<meta name="x">'))),
    '<html><head><script nonce="new"></script><meta name="x"></head><body><script nonce="new"></script></body></html>',
  );
  // Without a tag, the page as rendered.
  assert.equal(String(joinPage(pieces, NONCE)), String(html));
  // A head with no nonce before its end, and a page without a head.
  const late = Buffer.from(`<head></head><script nonce="${NONCE}"></script>`);
  assert.equal(
    String(joinPage(cutPage(late, NONCE), 'n', Buffer.from('T'))),
    '<head>T</head><script nonce="n"></script>',
  );
  const bare = Buffer.from('<p>no head</p>');
  assert.equal(String(joinPage(cutPage(bare, NONCE), 'n', Buffer.from('T'))), '<p>no head</p>');
});

test('a kept page’s bytes hold neither an answer’s tag nor its nonce', () => {
  const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
  const page = { status: 200, nonce: NONCE, pieces: cutPage(html, NONCE) };
  cache.offer('/goa', page);
  assert.equal(cache.get('/goa', 'a'), undefined); // rendered once: not kept yet
  cache.offer('/goa', page);
  const answers = ['a', 'b'].map((nonce) => {
    const kept = cache.get('/goa', nonce);
    return String(joinPage(kept.pieces, kept.nonce, Buffer.from(`<meta content="${nonce}">`)));
  });
  assert.match(answers[0], /nonce="a".*<meta content="a"><\/head>/);
  assert.match(answers[1], /nonce="b".*<meta content="b"><\/head>/);
  const stored = String(pieceBytes(cache.get('/goa', 'c').pieces));
  assert.doesNotMatch(stored, /meta|nonce="[abc]"/);
  assert.equal(cache.bytes, html.length - 2 * NONCE.length);
});
