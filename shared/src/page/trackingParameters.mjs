/**
 * Campaign and click-tracking parameters: added to links by ad networks, social apps and mail
 * tools (`?fbclid=…` on every Facebook click, `utm_*` on a WhatsApp or newsletter campaign), they
 * name who sent the visitor, never what the page shows. One list for the render server (its cache
 * key and the URL it renders) and the browser (the address it hydrates), so a campaign's visitors
 * get the page everyone gets, from the cache, with its canonical URL.
 *
 * Plain JavaScript (with its .d.mts), so the render server's Node scripts import it as it is.
 */

/** Exact names, compared without case. */
export const TRACKING_PARAMETERS = [
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'srsltid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
];

/** Name prefixes, compared without case: Google's campaign parameters (utm_source, utm_medium…). */
export const TRACKING_PREFIXES = ['utm_'];

/** Whether the query parameter `name` (as written in the URL, maybe percent-encoded) tracks. */
export function isTrackingParameter(name) {
  let decoded;
  try {
    decoded = decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    // Not a name any tracker writes.
    return false;
  }
  return (
    TRACKING_PARAMETERS.includes(decoded) ||
    TRACKING_PREFIXES.some((prefix) => decoded.startsWith(prefix))
  );
}

/**
 * `pathAndQuery` (a path with its query, no fragment) without its tracking parameters; the other
 * parameters keep their order and their encoding, and a URL without any is returned as it is.
 * @param {string} pathAndQuery
 * @returns {string}
 */
export function withoutTrackingParameters(pathAndQuery) {
  const at = pathAndQuery.indexOf('?');
  if (at === -1) return pathAndQuery;
  const parts = pathAndQuery.slice(at + 1).split('&');
  const kept = parts.filter((part) => !isTrackingParameter(part.split('=', 1)[0] ?? ''));
  if (kept.length === parts.length) return pathAndQuery;
  const path = pathAndQuery.slice(0, at);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
