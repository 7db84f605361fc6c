import { createHmac } from 'node:crypto';
import { PAGE_HEALTH_TOKEN_TTL_MS } from '@tour/shared/contracts';
import { checkPageToken, pageTokenKey } from './page-token';
import { mintPageToken, pagePayload } from './test-page-token';

const RENDER_TOKEN = 'render-token-of-the-test';
const KEY = pageTokenKey(RENDER_TOKEN);
const NOW = Date.parse('2026-11-28T13:05:42.123Z');
const payload = pagePayload(
  { blog: '0.2.0-20261128123456-0123abcdef', catalogue: 'dist' },
  {
    t: NOW - 1_000,
    n: '0123456789abcdef',
  },
);

/** `encoded` signed with `key`, whatever it holds. */
const signedText = (encoded: string, key: Buffer | string) =>
  `${encoded}.${createHmac('sha256', key).update(encoded).digest('base64url')}`;

const refused = (message: RegExp) => ({ ok: false, message: expect.stringMatching(message) });

describe('page tokens', () => {
  it('takes a token the render server minted, and gives its payload and signature', () => {
    const token = mintPageToken(payload, RENDER_TOKEN);
    expect(checkPageToken(token, KEY, NOW)).toEqual({
      ok: true,
      payload,
      signature: token.split('.')[1],
    });
  });

  it('derives the key from the render token, not the render token itself', () => {
    const [encoded] = mintPageToken(payload, RENDER_TOKEN).split('.') as [string];
    expect(checkPageToken(signedText(encoded, RENDER_TOKEN), KEY, NOW)).toEqual(
      refused(/not valid/),
    );
  });

  it('refuses a forged signature, another key’s token and a tampered payload', () => {
    const token = mintPageToken(payload, RENDER_TOKEN);
    const [encoded, signature] = token.split('.') as [string, string];
    const forged = `${encoded}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherKey = mintPageToken(payload, 'another-render-token');
    const tampered = `${Buffer.from(
      JSON.stringify({ ...payload, v: { ...payload.v, blog: '9.9.9' } }),
    ).toString('base64url')}.${signature}`;
    for (const bad of [forged, otherKey, tampered]) {
      expect(checkPageToken(bad, KEY, NOW)).toEqual(refused(/not valid/));
    }
  });

  it('refuses another spelling of a real signature (its last character), so a token is one', () => {
    const token = mintPageToken(payload, RENDER_TOKEN);
    const [encoded, signature] = token.split('.') as [string, string];
    // 43 characters carry 258 bits for 256: the last one's two low bits are padding.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelled = `${encoded}.${signature.slice(0, -1)}${twin}`;
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    expect(checkPageToken(respelled, KEY, NOW)).toEqual(refused(/not valid/));
  });

  it('refuses a token past its 30 minutes, and one from the future past a minute of skew', () => {
    const at = (t: number) => mintPageToken({ ...payload, t }, RENDER_TOKEN);
    expect(checkPageToken(at(NOW - PAGE_HEALTH_TOKEN_TTL_MS), KEY, NOW).ok).toBe(true);
    expect(checkPageToken(at(NOW - PAGE_HEALTH_TOKEN_TTL_MS - 1), KEY, NOW)).toEqual(
      refused(/expired/),
    );
    expect(checkPageToken(at(NOW + 60_000), KEY, NOW).ok).toBe(true);
    expect(checkPageToken(at(NOW + 60_001), KEY, NOW)).toEqual(refused(/not valid yet/));
  });

  it('refuses signed payloads that are not the contract’s, and tokens that are no tokens', () => {
    const signed = (value: unknown) => mintPageToken(value, RENDER_TOKEN);
    const bad = [
      signed({ ...payload, v: {} }),
      signed({ ...payload, v: { Blog: '1' } }),
      signed({ ...payload, v: { blog: 'not a version' } }),
      signed({
        ...payload,
        v: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`r${i}`, '1'])),
      }),
      signed({ ...payload, u: 'blog' }),
      signed({ ...payload, f: Array(11).fill('blog') }),
      signed({ ...payload, t: String(NOW) }),
      signed({ ...payload, n: 'short' }),
      signed({ ...payload, l: 'x'.repeat(1025) }),
      signed(null),
      signed([payload]),
      '',
      '.',
      'abc',
      `${signed(payload)}.more`,
      `${signed(payload).split('.')[0]}.`,
      `not base64!.${signed(payload).split('.')[1]}`,
    ];
    // A valid signature over text that is not JSON.
    bad.push(signedText(Buffer.from('{"l":').toString('base64url'), KEY!));
    for (const token of bad) {
      expect([token, checkPageToken(token, KEY, NOW)]).toEqual([token, refused(/not valid/)]);
    }
  });

  it('refuses every token when no render token is configured', () => {
    expect(pageTokenKey('')).toBeNull();
    expect(checkPageToken(mintPageToken(payload, ''), null, NOW)).toEqual(
      refused(/no render token is configured/),
    );
  });
});
