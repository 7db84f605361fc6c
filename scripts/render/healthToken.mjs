/**
 * The page token of release health (@tour/shared's releaseHealth contract): each page the render
 * server answers carries `<meta name="gk-health" content="TOKEN">`, and the shell's beacon sends
 * the token back with its views. The API counts a browser's views only under a token it can check
 * (api/src/release-health/page-token.ts): signed with a key derived from the render token, naming
 * the page's side, the versions of its remotes, the remotes its render used and those that failed
 * there, and when. So nobody without the render token can invent a remote or a version, or write
 * figures for a page the render server did not answer.
 *
 * Minted per answer, after the page cache: a kept page's bytes never hold a token, and two answers
 * of one page carry two tokens (each with its own budget of views at the API). The page's ETag is
 * computed without it (pageHeaders.mjs), so revalidation still answers 304; the copy a browser
 * keeps then holds its old token, good for the 30 minutes the API accepts one.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** PAGE_HEALTH_TOKEN_META of the contract (healthToken.test.mjs holds it to it). */
export const PAGE_HEALTH_TOKEN_META = 'gk-health';

/** What the key is derived for, as the API derives it: a leaked key is not the render token. */
const KEY_PURPOSE = 'ghumakkad release-health page token v1';

const HEAD_END = Buffer.from('</head>');

/**
 * @param {string} renderToken the API's RENDER_API_TOKEN
 * @returns {(page: { side: string, versions: Record<string, string>, used: string[], failed: string[] }) => string}
 *   mints the token of one page answer
 */
export function createPageTokenMinter(renderToken) {
  const key = createHmac('sha256', renderToken).update(KEY_PURPOSE).digest();
  return ({ side, versions, used, failed }) => {
    const payload = {
      l: side,
      v: versions,
      u: used,
      f: failed,
      t: Date.now(),
      n: randomBytes(8).toString('hex'),
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const signature = createHmac('sha256', key).update(encoded).digest('base64url');
    return `${encoded}.${signature}`;
  };
}

/**
 * `html` with the token's meta tag just before `</head>`; as it was when it has no head (a page
 * the shell rendered without one is not counted by browsers, which is all that is lost).
 * @param {Buffer} html
 * @param {string} token base64url and '.': nothing to escape in an attribute
 */
export function withPageToken(html, token) {
  const at = html.indexOf(HEAD_END);
  if (at === -1) return html;
  const tag = Buffer.from(`<meta name="${PAGE_HEALTH_TOKEN_META}" content="${token}">`);
  return Buffer.concat([html.subarray(0, at), tag, html.subarray(at)]);
}
