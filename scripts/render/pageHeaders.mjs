/**
 * The headers of a server-rendered page: a Content-Security-Policy whose nonce covers exactly
 * the inline scripts this response carries, and caching a CDN can use.
 */
import { createHash } from 'node:crypto';

/** Origins other than the site's own that pages load from: the API, a remote's CDN. */
function foreignOrigins(urls) {
  const origins = new Set();
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * @param {object} options
 * @param {string} options.nonce
 * @param {string} options.apiBaseUrl
 * @param {string[]} options.remoteEntries
 */
export function contentSecurityPolicy({ nonce, apiBaseUrl, remoteEntries }) {
  const remotes = foreignOrigins(remoteEntries).join(' ');
  const api = foreignOrigins([apiBaseUrl]).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${remotes}`.trim(),
    // Inline style attributes only (React's style props); no inline <style> is needed for scripts.
    `style-src 'self' 'unsafe-inline' ${remotes}`.trim(),
    `img-src 'self' data: ${api} ${remotes}`.trim(),
    `connect-src 'self' ${api} ${remotes}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** How long a CDN may serve a page as is, and then stale while it fetches a fresh one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** When a page, the sitemap or a form that could not be served now is worth asking for again. */
export const RETRY_AFTER_SECONDS = '60';

/**
 * The inline script that hands the browser the page's state. Its query data is rendered in the
 * page as well; what it adds (when the data was fetched) changes with every render.
 */
const BOOT_SCRIPT = /<script nonce="[^"]*"[^>]*>window\.__TOUR_BOOT__=[\s\S]*?<\/script>/;

/**
 * A tag of the page: the same for every nonce and every render of the same content with the same
 * versions, so a CDN's or browser's revalidation can answer 304. The versions count because the
 * inline script left out of the hash tells the browser which versions to start: a copy from
 * before a release or rollback must not be revalidated, or the page would start the old code.
 */
export function pageEtag(html, nonce, versions) {
  const content = html.replace(BOOT_SCRIPT, '').split(nonce).join('');
  const hash = createHash('sha1').update(versions).update('\n').update(content).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/**
 * A page kept from before its data could be read again (the API or the catalogue's version did
 * not answer): served rather than a 503, briefly, so a cache in front asks again soon.
 */
export const STALE_PAGE_CACHE_CONTROL = 'public, max-age=15';

/** When a visitor turned away by a full render queue is worth sending again. */
export const BUSY_RETRY_AFTER_SECONDS = '5';

/**
 * The answer to a page request shed under overload: the same bytes every time, under the 1 KB
 * below which nothing is compressed, so turning a visitor away costs the server almost nothing
 * (the app's own page, compressed per answer, took a fifth of the server's pages per second).
 * It reloads itself when the server asks to be tried again.
 */
export const BUSY_PAGE = Buffer.from(
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}">` +
    '<meta name="robots" content="noindex"><title>A moment, please – Ghumakkad</title></head>' +
    '<body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1.5rem">' +
    '<main><h1>So many travellers at once!</h1>' +
    '<p>Ghumakkad is very busy right now. This page loads again by itself in a few seconds.</p>' +
    '<p><a href="">Try again now</a></p></main></body></html>',
);

/**
 * Whether an If-None-Match header names `etag`: `*`, or a list of tags of which one is it,
 * compared weakly (RFC 9110 §13.1.2: a `W/` prefix is ignored), as a cache revalidating a page
 * it keeps compressed (nginx marks those weak) sends it.
 * @param {string | undefined} header
 * @param {string} etag
 */
export function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
