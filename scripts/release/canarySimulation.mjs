#!/usr/bin/env node
/**
 * How the canary rule (canary.mjs, `decideCanary`) decides at realistic traffic: a Monte Carlo of
 * the watcher (canaryWatch.mjs), which checks every 10 s on the counts since the canary started.
 * Each 10 s, each side gets a Poisson number of showings at its rate per minute, each failing with
 * its side's probability. The figures are at `CAP_MINUTES` (a canary undecided by then is still
 * waiting), and how many are promoted by `LONG_MINUTES`: the watcher itself has no cap.
 * Seeded, so every run prints the same table: `node scripts/release/canarySimulation.mjs`
 * (docs/releasing.md quotes it).
 */
import { DEFAULT_CANARY_RULE, decideCanary } from './canary.mjs';

const CHECK_MS = 10_000;
const CAP_MINUTES = 60;
const LONG_MINUTES = 120;
const RUNS = 1000;
const SEED = 48;

/** Traffic per minute: 12 canary showings beside 108 live ones is a 10 % canary. */
const TRAFFIC = [
  { canaryPerMin: 12, livePerMin: 108 },
  { canaryPerMin: 30, livePerMin: 90 },
];

/** True failure rates (canary, live): equal; clearly worse; worse from a tiny base; at the margin. */
const CASES = [
  { canary: 0.01, live: 0.01 },
  { canary: 0.05, live: 0.01 },
  { canary: 0.02, live: 0.001 },
  { canary: 0.017, live: 0.01 },
  { canary: 0, live: 0 },
];

/** mulberry32: a small, fast PRNG, good enough for counting, and the same for a seed everywhere. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Knuth's Poisson draw: fine for the small means of one 10 s interval. */
function poisson(random, mean) {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

function binomial(random, trials, probability) {
  let successes = 0;
  for (let i = 0; i < trials; i++) if (random() < probability) successes++;
  return successes;
}

/** One canary's life: its decision and the minute it came, or 'wait' after LONG_MINUTES. */
function simulateOne(random, { canaryPerMin, livePerMin }, rates, rule) {
  const startedAt = new Date(0).toISOString();
  const canary = { pageViews: 0, slotFailures: 0 };
  const live = { pageViews: 0, slotFailures: 0 };
  const perCheck = CHECK_MS / 60_000;
  for (let ms = CHECK_MS; ms <= LONG_MINUTES * 60_000; ms += CHECK_MS) {
    for (const [side, perMin, rate] of [
      [canary, canaryPerMin, rates.canary],
      [live, livePerMin, rates.live],
    ]) {
      const views = poisson(random, perMin * perCheck);
      side.pageViews += views;
      side.slotFailures += binomial(random, views, rate);
    }
    const { action } = decideCanary({ rule, startedAt, canary, live, now: new Date(ms) });
    if (action !== 'wait') return { action, minute: ms / 60_000 };
  }
  return { action: 'wait' };
}

const median = (values) => {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(sorted[Math.floor(sorted.length / 2)])} min`;
};
const percent = (rate) => `${Number((rate * 100).toFixed(2))} %`;
const share = (count) => `${((count / RUNS) * 100).toFixed(1)} %`;

/** Every case at every traffic: the rates of each outcome and the median minute of each decision. */
export function simulate(rule = DEFAULT_CANARY_RULE) {
  const rows = [];
  for (const traffic of TRAFFIC) {
    for (const rates of CASES) {
      const random = prng(SEED);
      const outcomes = Array.from({ length: RUNS }, () =>
        simulateOne(random, traffic, rates, rule),
      );
      const minutes = (action, cap = CAP_MINUTES) =>
        outcomes.filter((o) => o.action === action && o.minute <= cap).map((o) => o.minute);
      const promoted = minutes('promote');
      const rolledBack = minutes('rollback');
      rows.push({
        traffic: `${traffic.canaryPerMin}/${traffic.livePerMin}`,
        rates: `${percent(rates.canary)} / ${percent(rates.live)}`,
        promoted: share(promoted.length),
        rolledBack: share(rolledBack.length),
        waiting: share(RUNS - promoted.length - rolledBack.length),
        promotedAt: median(promoted),
        rolledBackAt: median(rolledBack),
        promotedLong: share(minutes('promote', LONG_MINUTES).length),
      });
    }
  }
  return rows;
}

function table(rows) {
  const header = {
    traffic: 'views/min canary/live',
    rates: 'failing canary / live',
    promoted: 'promoted',
    rolledBack: 'rolled back',
    waiting: 'still waiting',
    promotedAt: 'median promotion',
    rolledBackAt: 'median rollback',
    promotedLong: `promoted by ${LONG_MINUTES} min`,
  };
  const keys = Object.keys(header);
  const widths = keys.map((k) => Math.max(header[k].length, ...rows.map((r) => r[k].length)));
  const line = (row) => `| ${keys.map((k, i) => row[k].padEnd(widths[i])).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `${RUNS} canaries per row, checked every ${CHECK_MS / 1000} s, outcomes at ${CAP_MINUTES} min, seed ${SEED}, rule ${JSON.stringify(DEFAULT_CANARY_RULE)}\n`,
  );
  console.log(table(simulate()));
}
