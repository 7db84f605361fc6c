/**
 * The page token of release health (@tour/shared's releaseHealth contract): each page the render
 * server answers carries `<meta name="gk-health" content="TOKEN">`, and the shell's beacon sends
 * the token back with its views. The API counts a browser's views only under a token it can check
 * (api/src/release-health/page-token.ts): signed with a key derived from the render token, naming
 * the page's side (its lane: '' for the live versions, else the canary set's versions), the
 * versions of its remotes, the remotes its render used and those that failed there, and when. So
 * nobody without the render token can invent a remote or a version, or write figures for a page
 * the render server did not answer.
 *
 * Minted per answer, after the page cache, and joined into the page in the same copy as the
 * answer's nonce (pageCache.mjs): a kept page's bytes never hold a token, and two answers of one
 * page carry two tokens (each with its own budget of views at the API). The page's ETag is
 * computed without it (pageHeaders.mjs), so revalidation still answers 304; the copy a browser
 * keeps then holds its old token, good for the 30 minutes the API accepts one.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** PAGE_HEALTH_TOKEN_META of the contract (healthToken.test.mjs holds it to it). */
export const PAGE_HEALTH_TOKEN_META = 'gk-health';

/** What the key is derived for, as the API derives it: a leaked key is not the render token. */
const KEY_PURPOSE = 'ghumakkad release-health page token v1';

/**
 * Random bytes drawn 4 KiB at a time: one draw costs ~5 µs, a fair part of what a kept page's
 * answer costs, and a token's `n` only has to differ from every other's.
 */
let random = Buffer.alloc(0);
let randomAt = 0;
function randomHex16() {
  if (randomAt + 8 > random.length) {
    random = randomBytes(4096);
    randomAt = 0;
  }
  randomAt += 8;
  return random.toString('hex', randomAt - 8, randomAt);
}

/**
 * @param {string} renderToken the API's RENDER_API_TOKEN
 * @returns {(page: { lane: string, versions: Record<string, string>, used: string[], failed: string[] }) => string}
 *   mints the token of one page answer
 */
export function createPageTokenMinter(renderToken) {
  const key = createHmac('sha256', renderToken).update(KEY_PURPOSE).digest();
  return ({ lane, versions, used, failed }) => {
    const payload = {
      l: lane,
      v: versions,
      u: used,
      f: failed,
      t: Date.now(),
      n: randomHex16(),
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const signature = createHmac('sha256', key).update(encoded).digest('base64url');
    return `${encoded}.${signature}`;
  };
}

/**
 * The token's meta tag, which goes before the page's `</head>` (pageCache.mjs joinPage); a page
 * the shell rendered without a head gets none, and is not counted by browsers, which is all that
 * is lost.
 * @param {string} token base64url and '.': nothing to escape in an attribute
 */
export function pageTokenTag(token) {
  return Buffer.from(`<meta name="${PAGE_HEALTH_TOKEN_META}" content="${token}">`);
}
