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
 * @tour/shared's failureRateOf). The canary is rolled back when, with at least `minViews` showings,
 * a one-sided test on the difference of two proportions says its rate exceeds the live version's
 * by more than `margin` at the 1 % level: z = (p_canary − p_live − margin) / SE > 2.326, with the
 * unpooled standard error SE = √(p_c(1 − p_c)/n_c + p_l(1 − p_l)/n_l) (unpooled, since the
 * hypothesis tested is a difference of `margin`, not of zero). Why this test: a fixed threshold on
 * the canary's own rate either fires on noise in a small sample or waits too long for a build
 * that fails on every view; the test asks for more evidence when the rates are close and little
 * when they are far apart, and comparing with the live version over the same minutes discounts
 * what fails for everyone (the API down, a bad network). The minimum count keeps a handful of
 * early views from deciding anything. A canary with its minimum views, no excess and `promoteAfterMs`
 * behind it is promoted. Tested once per check (not a sequential test): with checks every few
 * seconds, a canary close to the margin may be rolled back by a chance excess more often than
 * 1 % of the time; that errs on the side of the live version.
 */
import { createHash, randomBytes } from 'node:crypto';

/** One-sided 1 % critical value of the standard normal distribution. */
export const Z_CRITICAL = 2.326;

/** The decision rule's defaults: `pnpm release <app> --canary N --auto` without the options. */
export const DEFAULT_CANARY_RULE = { minViews: 200, margin: 0.02, promoteAfterMs: 30 * 60_000 };

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
 * @param {import('./registry/types.d.mts').CanaryRule} options.rule
 * @param {string} options.startedAt the canary's start (ISO)
 * @param {object} [options.canary] the canary version's health figures since its start
 * @param {object} [options.live] the live version's health figures over the same minutes
 * @param {Date} [options.now]
 * @returns {{ action: 'rollback' | 'promote' | 'wait', reason: string, figures: object }}
 */
export function decideCanary({ rule, startedAt, canary, live, now = new Date() }) {
  const { canary: c, live: l } = canaryFigures(canary, live);
  const variance =
    (c.rate * (1 - c.rate)) / Math.max(1, c.views) +
    (l.views === 0 ? 0 : (l.rate * (1 - l.rate)) / l.views);
  const excess = c.rate - l.rate - rule.margin;
  const se = Math.sqrt(variance);
  // Both rates at 0 or 1 leave no spread: the difference itself decides.
  const z = se === 0 ? (excess > 0 ? Infinity : excess < 0 ? -Infinity : 0) : excess / se;
  const figures = {
    canary: c,
    live: l,
    margin: rule.margin,
    minViews: rule.minViews,
    z: Number.isFinite(z) ? Number(z.toFixed(3)) : String(z),
  };
  const sides = describeSides(figures);
  if (c.views < rule.minViews) {
    return { action: 'wait', reason: `${c.views} of ${rule.minViews} views so far`, figures };
  }
  if (z > Z_CRITICAL) {
    return {
      action: 'rollback',
      reason: `failure rate above the live version's by more than ${percent(rule.margin)}: ${sides}; z = ${figures.z} > ${Z_CRITICAL}`,
      figures,
    };
  }
  const ranMs = now.getTime() - new Date(startedAt).getTime();
  if (ranMs >= rule.promoteAfterMs) {
    return {
      action: 'promote',
      reason: `no excess failures over ${Math.round(ranMs / 1000)} s: ${sides}`,
      figures,
    };
  }
  return { action: 'wait', reason: `no excess so far: ${sides}`, figures };
}
