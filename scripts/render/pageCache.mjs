/**
 * Rendered pages kept in memory. Most pages are the same bytes for every visitor until a release,
 * a rollback or a catalogue import, so a page is kept under the URL, the live versions it was
 * composed from and the catalogue's version: any of those changing is a new key, and the old
 * entry is never asked for again (the LRU forgets it when it needs the room).
 *
 * Two parts differ per response: the CSP nonce, and the release-health tag (healthToken.mjs). A
 * kept page gets a fresh nonce on every answer (every occurrence of the render's nonce is
 * replaced), so its inline scripts run under a policy no earlier answer disclosed; a nonce is 16
 * random bytes, so it never occurs by chance in the page's content. A page is kept cut at its
 * nonce and before its `</head>`, so each answer is one join of both, and the kept bytes never
 * hold an answer's tag.
 *
 * A page's HTML is bytes (a Buffer), never a string, on this thread: the render thread encodes it
 * and hands its memory over. Strings of a page's size (a page with ₹ in it is UTF-16, and passes
 * V8's large-object size) go straight to the old generation, which V8 collects rarely: served as
 * strings, uncached pages grew this thread's heap by hundreds of MB between collections.
 */
import { LRUCache } from 'lru-cache';

/**
 * @typedef {import('./renderService.mjs').RenderedPage} RenderedPage
 */

/** Where a page's pieces take the answer's nonce, and its release-health tag (healthToken.mjs). */
const NONCE = Symbol('nonce');
const HEAD_TAG = Symbol('head tag');
const HEAD_END = Buffer.from('</head>');
const NOTHING = Buffer.alloc(0);

/**
 * `html` cut at every occurrence of `nonce`, and just before its `</head>` (where an answer's
 * head tag goes): views into it, no copies.
 * @param {Buffer} html
 * @param {string} nonce
 * @returns {Array<Buffer | symbol>} the page's bytes, with NONCE and HEAD_TAG where they go
 */
export function cutPage(html, nonce) {
  const mark = Buffer.from(nonce);
  const head = html.indexOf(HEAD_END);
  const pieces = [];
  let from = 0;
  const cut = (at, length, slot) => {
    pieces.push(html.subarray(from, at), slot);
    from = at + length;
  };
  let headCut = head === -1;
  for (let at = html.indexOf(mark); at !== -1; at = html.indexOf(mark, from)) {
    if (!headCut && head < at) {
      cut(head, 0, HEAD_TAG);
      headCut = true;
    }
    cut(at, mark.length, NONCE);
  }
  if (!headCut) cut(head, 0, HEAD_TAG);
  pieces.push(html.subarray(from));
  return pieces;
}

/**
 * The page's HTML in one copy: `nonce` where the render's stood and `headTag` before `</head>`.
 * @param {Array<Buffer | symbol>} pieces from cutPage
 * @param {string} nonce
 * @param {Buffer} [headTag]
 */
export function joinPage(pieces, nonce, headTag = NOTHING) {
  const mark = Buffer.from(nonce);
  return Buffer.concat(
    pieces.map((piece) => (piece === NONCE ? mark : piece === HEAD_TAG ? headTag : piece)),
  );
}

/**
 * @param {object} options
 * @param {number} options.maxBytes what the kept pages' HTML may weigh together
 * @param {number} options.ttlMs a page's longest stay: its HTML may depend on the date (the months a
 *   listing offers), which no key names
 */
export function createPageCache({ maxBytes, ttlMs }) {
  const pages =
    maxBytes > 0
      ? new LRUCache({
          maxSize: maxBytes,
          ttl: ttlMs,
          // A page past its stay is not served as fresh, but stays (until the room is needed) to
          // be served stale while its data cannot be read (getStale).
          noDeleteOnStaleGet: true,
        })
      : null;
  // The keys of pages rendered once. A page is kept when it is rendered a second time: URLs asked
  // for only once (a query made up by a bot, a crawler's tracking parameters) then never push
  // kept pages out. Measured: letting every page in under such traffic grew the process's heap
  // to five times the cache's size (each evicted page is old-generation garbage).
  const seenOnce = pages ? new LRUCache({ max: 20_000, ttl: ttlMs }) : null;
  return {
    /** The kept page under `key`, to be joined with `nonce` in place of its render's. */
    get(key, nonce) {
      const kept = pages?.get(key);
      return kept && { ...kept, nonce };
    },
    /** The page kept under `key`, even past its stay: for a stale answer. */
    getStale(key, nonce) {
      const kept = pages?.get(key, { allowStale: true });
      return kept && { ...kept, nonce };
    },
    /**
     * Keeps `page` (cut: its `pieces`, which are never changed) under `key` if it was rendered
     * before.
     */
    offer(key, page) {
      if (!pages || !seenOnce) return;
      if (!seenOnce.has(key)) {
        seenOnce.set(key, true);
        return;
      }
      const bytes = page.pieces.reduce((sum, piece) => sum + (piece.length ?? 0), 0);
      pages.set(key, page, { size: Math.max(1, bytes) });
    },
    get size() {
      return pages?.size ?? 0;
    },
    get bytes() {
      return pages?.calculatedSize ?? 0;
    },
  };
}

/** The key of a page: its URL under one set of live versions and one catalogue version. */
export function pageKey({ versions, catalogue, url }) {
  return `${versions}\n${catalogue}\n${url}`;
}
