/**
 * Rendered pages kept in memory. Most pages are the same bytes for every visitor until a release,
 * a rollback or a catalogue import, so a page is kept under the URL, the live versions it was
 * composed from and the catalogue's version: any of those changing is a new key, and the old
 * entry is never asked for again (the LRU forgets it when it needs the room).
 *
 * The one part that differs per response is the CSP nonce: a kept page gets a fresh one on every
 * answer (every occurrence of the render's nonce is replaced), so its inline scripts run under a
 * policy no earlier answer disclosed. A nonce is 16 random bytes, so it never occurs by chance in
 * the page's content.
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

/** `html` cut at every occurrence of `nonce`: views into it, no copies. */
function cutAtNonce(html, nonce) {
  const mark = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = html.indexOf(mark); at !== -1; at = html.indexOf(mark, from)) {
    parts.push(html.subarray(from, at));
    from = at + mark.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

/** The page's HTML joined again with `nonce` where the render's stood. */
function joinWithNonce(parts, nonce) {
  const mark = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [mark, part])));
}

/** `page` with `nonce` in place of the one it was rendered with. */
export function withNonce(page, nonce) {
  return { ...page, html: joinWithNonce(cutAtNonce(page.html, page.nonce), nonce), nonce };
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
        })
      : null;
  // The keys of pages rendered once. A page is kept when it is rendered a second time: URLs asked
  // for only once (a query made up by a bot, a crawler's tracking parameters) then never push
  // kept pages out. Measured: letting every page in under such traffic grew the process's heap
  // to five times the cache's size (each evicted page is old-generation garbage).
  const seenOnce = pages ? new LRUCache({ max: 20_000, ttl: ttlMs }) : null;
  return {
    /** The kept page under `key`, with `nonce` in place of the nonce it was rendered with. */
    get(key, nonce) {
      const kept = pages?.get(key);
      if (!kept) return undefined;
      return { ...kept.page, html: joinWithNonce(kept.parts, nonce), nonce };
    },
    /** Keeps `page` (as rendered, with its own nonce) under `key` if it was rendered before. */
    offer(key, page) {
      if (!pages || !seenOnce) return;
      if (!seenOnce.has(key)) {
        seenOnce.set(key, true);
        return;
      }
      // Kept cut at its nonce, so each answer is one join.
      pages.set(
        key,
        { page: { ...page, html: null }, parts: cutAtNonce(page.html, page.nonce) },
        { size: Math.max(1, page.html.length) },
      );
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
