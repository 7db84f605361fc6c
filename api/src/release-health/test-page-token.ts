/**
 * For tests: page tokens minted as the render server mints them (scripts/render/healthToken.mjs),
 * written from the format in @tour/shared's releaseHealth contract and not from page-token.ts,
 * so that the tests hold the checker to the format.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PageHealthTokenPayload } from '@tour/shared/contracts';

const KEY_DATA = 'ghumakkad release-health page token v1';

/** A payload for a page with these remote versions, all rendered fine just now. */
export function pagePayload(
  versions: Record<string, string>,
  fields: Partial<PageHealthTokenPayload> = {},
): PageHealthTokenPayload {
  return {
    l: '',
    v: versions,
    u: Object.keys(versions),
    f: [],
    t: Date.now(),
    n: randomBytes(8).toString('hex'),
    ...fields,
  };
}

/** The token of `payload`, signed with the key derived from `renderToken`. */
export function mintPageToken(payload: unknown, renderToken: string): string {
  const key = createHmac('sha256', renderToken).update(KEY_DATA).digest();
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${createHmac('sha256', key).update(encoded).digest('base64url')}`;
}
