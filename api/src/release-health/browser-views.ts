/**
 * What a beacon's views add (POST /release-health/views), once its page token is checked
 * (page-token.ts): only remotes and versions the token vouches for, at most
 * MAX_VIEWS_PER_PAGE_TOKEN views per token, the token's first view once, at most
 * MAX_BROWSER_VIEWS_PER_VERSION_MINUTE views a minute per remote and version, and at most
 * MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE a minute from one address. What is over is
 * dropped without a word: the beacon cannot do anything about it, and a client replaying tokens
 * learns nothing from an error.
 */
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  MAX_VIEWS_PER_PAGE_TOKEN,
  PAGE_HEALTH_TOKEN_TTL_MS,
  type PageHealthTokenPayload,
  type browserViewSchema,
} from '@tour/shared/contracts';
import { minuteOf } from './store';
import type { HealthTally } from './tally';

/**
 * Browser views counted per remote and version per minute, in this process. The site's busiest
 * minute so far is a few hundred page views, so 3,000 leaves room for ten times that and for
 * in-app navigations, while a client holding many real page tokens can add at most this many a
 * minute to a version's figures: against the render server's renders of a real canary, a
 * bounded share that the release tools can see as a jump, not an unbounded flood.
 */
export const MAX_BROWSER_VIEWS_PER_VERSION_MINUTE = 3000;

/**
 * Browser views counted per sending address (an IPv6 client by its /64) per minute. A page token
 * costs nothing but a page request, so one client can hold many; this is what keeps one client's
 * beacons to a handful of visitors' worth: a person reads a page or two a minute, and an office
 * or a mobile carrier's NAT puts a few dozen behind one address, so 120 leaves them room while a
 * single machine replaying tokens weighs no more than those few dozen people.
 */
export const MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE = 120;
/**
 * Addresses counted in one minute at most: past it every further address's views are dropped
 * for the rest of the minute (fail closed), so a spread of addresses cannot grow the map.
 */
const ADDRESSES_PER_MINUTE = 100_000;

/**
 * Page tokens whose use is remembered. A token is good for 30 minutes, and the site renders
 * far fewer than 50,000 pages in that time; past that the least recently used is forgotten
 * (and could count its views again), which the per-minute cap still bounds. ~100 bytes each.
 */
const TOKENS_REMEMBERED = 50_000;
/** A token's use outlives the token: by then it is refused as expired (with clock skew). */
const TOKEN_USE_KEPT_MS = PAGE_HEALTH_TOKEN_TTL_MS + 2 * 60_000;

export type BrowserViewInput = z.output<typeof browserViewSchema>;

interface TokenUse {
  /** Views counted under the token, over all its reports. */
  views: number;
  /** Whether its first view (the page the server rendered) was counted. */
  firstCounted: boolean;
}

export interface BrowserViewResult {
  counted: number;
  dropped: number;
}

export class BrowserViewCounter {
  private readonly tokens = new LRUCache<string, TokenUse>({
    max: TOKENS_REMEMBERED,
    ttl: TOKEN_USE_KEPT_MS,
  });
  private minute = '';
  /** Views counted this minute, by "remote version". */
  private readonly thisMinute = new Map<string, number>();
  /** Views counted this minute, by sending address. */
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly tally: HealthTally) {}

  /**
   * Adds the views made under a checked token to the tally, in the minute of `now`. A first
   * view is the page the render server answered and already counted as a render (failures in
   * payload.f included): it adds only slot failures of remotes the server rendered without
   * failing. Any other view adds a page view per remote and a slot failure per failed one.
   * `address` is the sender's, normalised as the rate limits key it (an IPv6 /64).
   */
  count(
    token: { payload: PageHealthTokenPayload; signature: string },
    views: readonly BrowserViewInput[],
    now: Date,
    address: string,
  ): BrowserViewResult {
    const { payload, signature } = token;
    const minute = minuteOf(now);
    if (minute !== this.minute) {
      this.minute = minute;
      this.thisMinute.clear();
      this.byAddress.clear();
    }
    const fromAddress = this.byAddress.get(address);
    const addressRoom =
      fromAddress === undefined && this.byAddress.size >= ADDRESSES_PER_MINUTE
        ? 0
        : MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE - (fromAddress ?? 0);
    const use = this.tokens.get(signature) ?? { views: 0, firstCounted: false };
    this.tokens.set(signature, use);
    const result: BrowserViewResult = { counted: 0, dropped: 0 };
    const versionOf = new Map(Object.entries(payload.v));
    const renderedFine = new Set(payload.u.filter((remote) => !payload.f.includes(remote)));
    /** The view's remotes at the token's versions; null if it names one the token does not. */
    const vouchedFor = (view: BrowserViewInput) => {
      const shown = [];
      for (const remote of new Set(view.remotes)) {
        const version = versionOf.get(remote);
        if (version === undefined) return null;
        shown.push({ minute, remote, version, key: `${remote} ${version}` });
      }
      return shown;
    };
    const roomThisMinute = (key: string) =>
      (this.thisMinute.get(key) ?? 0) < MAX_BROWSER_VIEWS_PER_VERSION_MINUTE;

    for (const view of views) {
      const shown = vouchedFor(view);
      if (
        !shown ||
        use.views >= MAX_VIEWS_PER_PAGE_TOKEN ||
        result.counted >= addressRoom ||
        (view.first && use.firstCounted) ||
        !shown.every(({ key }) => roomThisMinute(key))
      ) {
        result.dropped += 1;
        continue;
      }
      use.views += 1;
      if (view.first) use.firstCounted = true;
      result.counted += 1;
      this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);

      const failed = new Set(view.failed);
      for (const { key, ...row } of shown) {
        this.thisMinute.set(key, (this.thisMinute.get(key) ?? 0) + 1);
        if (!view.first) {
          this.tally.add(row, { page_views: 1, slot_failures: failed.has(row.remote) ? 1 : 0 });
        } else if (failed.has(row.remote) && renderedFine.has(row.remote)) {
          this.tally.add(row, { slot_failures: 1 });
        }
      }
    }
    return result;
  }
}
