/**
 * The page token a beacon carries (@tour/shared's releaseHealth contract has its format): the
 * render server's word for which remotes, at which versions, a page had. Checked here with the
 * key both derive from RENDER_API_TOKEN, so only the render server can mint one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PAGE_HEALTH_TOKEN_TTL_MS,
  releaseVersionSchema,
  remoteKeySchema,
  type PageHealthTokenPayload,
} from '@tour/shared/contracts';

/** What the key is derived for: a leaked page-token key is not the render token itself. */
const KEY_PURPOSE = 'ghumakkad release-health page token v1';
/** How far ahead of this machine's clock the render server's may be. */
const CLOCK_SKEW_MS = 60_000;
/** Base64url without padding; an HMAC-SHA256 is 32 bytes, 43 characters. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const MESSAGES = {
  notConfigured: 'Release health takes no beacons here: no render token is configured.',
  invalid: 'The page’s release-health token is not valid.',
  expired: 'The page’s release-health token has expired; reload the page.',
  notYet: 'The page’s release-health token is not valid yet.',
} as const;

const remotes = z.array(remoteKeySchema).max(10);
const payloadSchema = z.object({
  l: z.string().max(1024),
  v: z.record(remoteKeySchema, releaseVersionSchema).refine((versions) => {
    const count = Object.keys(versions).length;
    return count >= 1 && count <= 10;
  }),
  u: remotes,
  f: remotes,
  t: z.number().int().nonnegative(),
  n: z.string().regex(/^[0-9a-f]{16}$/),
}) satisfies z.ZodType<PageHealthTokenPayload>;

/** The key page tokens are signed with; null without a render token (no beacon is taken). */
export function pageTokenKey(renderToken: string): Buffer | null {
  return renderToken ? createHmac('sha256', renderToken).update(KEY_PURPOSE).digest() : null;
}

export type PageTokenCheck =
  | {
      ok: true;
      payload: PageHealthTokenPayload;
      /** The token's signature: what tells this token from every other. */
      signature: string;
    }
  | { ok: false; message: string };

/** Whether `token` is one the render server minted with `key`, and is good at `now`. */
export function checkPageToken(token: string, key: Buffer | null, now: number): PageTokenCheck {
  if (!key) return { ok: false, message: MESSAGES.notConfigured };
  const invalid = { ok: false, message: MESSAGES.invalid } as const;
  const [encoded, signature, ...rest] = token.split('.');
  if (
    encoded === undefined ||
    signature === undefined ||
    rest.length > 0 ||
    !BASE64URL.test(encoded) ||
    !SIGNATURE.test(signature)
  ) {
    return invalid;
  }
  const given = Buffer.from(signature, 'base64url');
  // Four spellings of the last character decode alike; only the canonical one is the token, or a
  // copy of a real one would pass for four more tokens (each with its own views to count).
  if (given.toString('base64url') !== signature) return invalid;
  const expected = createHmac('sha256', key).update(encoded).digest();
  if (!timingSafeEqual(given, expected)) return invalid;

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return invalid;
  const payload = parsed.data;
  if (payload.t < now - PAGE_HEALTH_TOKEN_TTL_MS) return { ok: false, message: MESSAGES.expired };
  if (payload.t > now + CLOCK_SKEW_MS) return { ok: false, message: MESSAGES.notYet };
  return { ok: true, payload, signature };
}
