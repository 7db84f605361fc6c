/**
 * Canary releases: who gets a canary, and when it has shown itself worse than the live version or
 * good enough to go live for everyone.
 *
 * The split. A visitor carries a random token in a cookie (set by the site's server; it says
 * nothing about the visitor). Whether they get an app's canary is a hash of that token, the app
 * and the canary's version, read as a number in [0, 1) and compared with the share: the same
 * visitor stays on the same side across pages and reloads, each canary draws its own visitors
 * (not the same ones every time), and no table of visitors is kept anywhere.
 *
 * The decision (`decideCanary`). Each side's failure rate is its failed showings over its
 * showings (browser page views with the app in them, plus the render server's renders of it;
 * @tour/shared's failureRateOf), over the same minutes since the canary started. Nothing is decided
 * until both sides have their minimum showings (`minViews`, `minLiveViews`): a handful of early
 * views decides nothing, and a live version hardly shown is no yardstick. Then:
 * - rolled back on evidence of harm: the 99 % lower bound of p_canary − p_live is above zero (no
 *   margin: a canary failing 2 % against the live version's 0.1 % is rolled back, given views);
 * - promoted only on evidence of no harm (a non-inferiority test): the 95 % upper bound of
 *   p_canary − (relativeMargin × p_live + absoluteMargin) is below zero, `promoteAfterMs` has
 *   passed, and neither side fails broadly (BROAD_FAILURE_RATE: with the API down both sides fail,
 *   and a canary no worse than a failing live version has shown nothing);
 * - otherwise it waits. "No proof of harm" is not enough to promote: a small sample proves nothing
 *   either way, and the rule used to promote a canary failing 6 % of 200 views beside a live 1 %.
 * The bounds are Newcombe's (MOVER): each proportion's Wilson score interval, combined for the
 * difference. Unlike a z statistic they stay finite and sensible at zero failures or at 100 % on
 * either side (no zero variance), and the Wilson interval keeps its coverage at rates near zero,
 * where a Wald interval is far too narrow. Both tests are repeated at every check on the growing
 * counts, not a single planned look, so their error rates over a canary's life exceed 1 % and 5 %;
 * canarySimulation.mjs measures them at realistic traffic (figures in docs/releasing.md).
 */
import { createHash, randomBytes } from 'node:crypto';

/** One-sided 1 % critical value of the standard normal distribution: the bound for a rollback. */
export const Z_ROLLBACK = 2.326;

/** One-sided 5 % critical value: the bound for a promotion. */
export const Z_PROMOTE = 1.645;

/** A side failing this often fails broadly: nothing about the canary can be learnt from it. */
export const BROAD_FAILURE_RATE = 0.2;

/**
 * The decision rule's defaults: `pnpm release <app> --canary N --auto` without the options. A canary
 * may fail up to 1.5 times the live version's rate plus 0.2 points and still be promoted.
 */
export const DEFAULT_CANARY_RULE = {
  minViews: 200,
  minLiveViews: 200,
  relativeMargin: 1.5,
  absoluteMargin: 0.002,
  promoteAfterMs: 30 * 60_000,
};

/**
 * The rule of a stored canary. Canaries started before the rule became relative (November 2026) carry `{ minViews, margin,
 * promoteAfterMs }`, an absolute margin the rule no longer has: they keep their minimum views and
 * time, and are decided with the default margins and minimum live views.
 * @param {import('./registry/types.d.mts').CanaryRule | import('./registry/types.d.mts').AbsoluteMarginCanaryRule} stored
 * @returns {import('./registry/types.d.mts').CanaryRule}
 */
export function canaryRuleOf(stored) {
  if ('relativeMargin' in stored) return stored;
  return {
    ...DEFAULT_CANARY_RULE,
    minViews: stored.minViews,
    promoteAfterMs: stored.promoteAfterMs,
  };
}

/** The cookie that carries a visitor's token: random, no personal data, only for the split. */
export const CANARY_COOKIE = 'gk_canary';

/** A new visitor token: 16 random bytes, hex. */
export const newVisitorToken = () => randomBytes(16).toString('hex');

/** Tokens we made: anything else in the cookie is ignored and replaced. */
export const VISITOR_TOKEN = /^[0-9a-f]{32}$/;

/** The visitor's place in [0, 1) for `app`'s canary `version`. */
export function visitorPlace(token, app, version) {
  const digest = createHash('sha256').update(`${token}\n${app}\n${version}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** Whether the visitor with `token` gets `canary` of `app` ({ version, share } per cent). */
export function getsCanary(token, app, canary) {
  return visitorPlace(token, app, canary.version) < canary.share / 100;
}

/** `30m`, `2h`, `45s`, `1500ms` or plain milliseconds → milliseconds. */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(text).trim());
  if (!match) throw new Error(`"${text}" is not a duration like 30m, 2h, 45s or 1500ms`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 'ms'];
  return Math.round(Number(match[1]) * unit);
}

/** A side's showings and failures from its health figures (VersionHealth), or zeros. */
function sideOf(health) {
  const views = (health?.pageViews ?? 0) + (health?.renders ?? 0);
  const failures = (health?.slotFailures ?? 0) + (health?.renderFailures ?? 0);
  return { views, failures, rate: views === 0 ? 0 : failures / views };
}

const percent = (rate) => `${(rate * 100).toFixed(1)} %`;
const points = (difference) => `${(difference * 100).toFixed(2)} points`;
const duration = (ms) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;

/**
 * Wilson's score interval for `failures` of `views` at `z` (views > 0): within [0, 1], and not
 * collapsed to a point at 0 or 100 %.
 */
export function wilsonInterval(failures, views, z) {
  const rate = failures / views;
  const z2n = (z * z) / views;
  const centre = (rate + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((rate * (1 - rate)) / views + z2n / (4 * views));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * The bounds a decision rests on, by Newcombe's method for p_c − k·p_l (each side's Wilson
 * interval, combined as a sum of squares of its distances from the estimate).
 * - harmLower: the 99 % lower bound of p_c − p_l; above zero, the canary fails more.
 * - marginUpper: the 95 % upper bound of p_c − (relativeMargin·p_l + absoluteMargin); below
 *   zero, the canary fails no more than the margin allows.
 */
function bounds(c, l, rule) {
  const harmC = wilsonInterval(c.failures, c.views, Z_ROLLBACK);
  const harmL = wilsonInterval(l.failures, l.views, Z_ROLLBACK);
  const harmLower = c.rate - l.rate - Math.hypot(c.rate - harmC.lower, harmL.upper - l.rate);
  const marginC = wilsonInterval(c.failures, c.views, Z_PROMOTE);
  const marginL = wilsonInterval(l.failures, l.views, Z_PROMOTE);
  const k = rule.relativeMargin;
  const marginUpper =
    c.rate -
    (k * l.rate + rule.absoluteMargin) +
    Math.hypot(marginC.upper - c.rate, k * (l.rate - marginL.lower));
  return { harmLower, marginUpper };
}

/**
 * Both sides' showings, failures and rates: what every decision (by hand too) is recorded with.
 * @param {object} [canary] the canary version's health figures since its start
 * @param {object} [live] the live version's over the same minutes
 */
export function canaryFigures(canary, live) {
  return { canary: sideOf(canary), live: sideOf(live) };
}

/** `canary 3/120 failed (2.5 %), live 4/900 (0.4 %)` from canaryFigures' answer. */
export function describeSides({ canary: c, live: l }) {
  return `canary ${c.failures}/${c.views} failed (${percent(c.rate)}), live ${l.failures}/${l.views} (${percent(l.rate)})`;
}

/**
 * What to do with a canary now.
 * @param {object} options
 * @param {import('./registry/types.d.mts').CanaryRule | import('./registry/types.d.mts').AbsoluteMarginCanaryRule} options.rule
 * @param {string} options.startedAt the canary's start (ISO)
 * @param {object} [options.canary] the canary version's health figures since its start
 * @param {object} [options.live] the live version's health figures over the same minutes
 * @param {Date} [options.now]
 * @returns {{ action: 'rollback' | 'promote' | 'wait', reason: string, figures: object }}
 */
export function decideCanary({ rule: stored, startedAt, canary, live, now = new Date() }) {
  const rule = canaryRuleOf(stored);
  const { canary: c, live: l } = canaryFigures(canary, live);
  const figures = {
    canary: c,
    live: l,
    minViews: rule.minViews,
    minLiveViews: rule.minLiveViews,
    relativeMargin: rule.relativeMargin,
    absoluteMargin: rule.absoluteMargin,
  };
  const sides = describeSides(figures);
  const wait = (reason) => ({ action: 'wait', reason, figures });
  if (c.views < rule.minViews || l.views < rule.minLiveViews) {
    return wait(
      `waiting for views: canary ${c.views} of ${rule.minViews}, live ${l.views} of ${rule.minLiveViews}`,
    );
  }
  const { harmLower, marginUpper } = bounds(c, l, rule);
  figures.harmLower = Number(harmLower.toFixed(5));
  figures.marginUpper = Number(marginUpper.toFixed(5));
  if (harmLower > 0) {
    return {
      action: 'rollback',
      reason: `failure rate above the live version's: ${sides}; at 99 % it is at least ${points(harmLower)} worse`,
      figures,
    };
  }
  if (c.rate >= BROAD_FAILURE_RATE || l.rate >= BROAD_FAILURE_RATE) {
    const failing =
      c.rate < BROAD_FAILURE_RATE
        ? 'a live version failing this often'
        : l.rate < BROAD_FAILURE_RATE
          ? 'a canary failing this often'
          : 'both sides failing';
    return wait(`${failing} is no reason to promote: ${sides}`);
  }
  const allowed = `${rule.relativeMargin} × live + ${points(rule.absoluteMargin)}`;
  if (marginUpper >= 0) {
    return wait(`not yet shown to fail no more than ${allowed}: ${sides}`);
  }
  const ranMs = now.getTime() - new Date(startedAt).getTime();
  if (ranMs < rule.promoteAfterMs) {
    return wait(
      `shown to fail no more than ${allowed}; promoted after ${duration(rule.promoteAfterMs)}: ${sides}`,
    );
  }
  return {
    action: 'promote',
    reason: `shown to fail no more than ${allowed} over ${Math.round(ranMs / 1000)} s: ${sides}`,
    figures,
  };
}

/**
 * How many canaries may run at once, unless MAX_CANARIES says otherwise. Each combination of
 * canaries a visitor can be on is a render lane of its own (2^N for N canaries), and each canary's
 * share draws views away from the others' live versions.
 */
export const MAX_CANARIES_DEFAULT = 2;

/** The most MAX_CANARIES may allow: 5 canaries are already 32 lanes. */
const MAX_CANARIES_LIMIT = 5;

/** MAX_CANARIES from `env` (a whole number from 1 to 5), or the default; throws on anything else. */
export function maxCanariesFromEnv(env = process.env) {
  const text = env.MAX_CANARIES?.trim();
  if (!text) return MAX_CANARIES_DEFAULT;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > MAX_CANARIES_LIMIT) {
    throw new Error(
      `MAX_CANARIES must be a whole number from 1 to ${MAX_CANARIES_LIMIT}, not "${env.MAX_CANARIES}"`,
    );
  }
  return value;
}
