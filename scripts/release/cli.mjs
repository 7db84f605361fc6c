#!/usr/bin/env node
/**
 * pnpm release <app> [--from <built folder>] [--check]
 *   [--canary <per cent> [--auto [--min-views N] [--margin 0.02] [--promote-after 30m]]]
 * pnpm promote <app>
 * pnpm rollback <app> [version]
 * pnpm releases [app]
 * Where to: see setup.mjs (RELEASE_REGISTRY_URL, ARTIFACT_STORE_URL; by default the CDN folder,
 * `cdn/` at the repository root or CDN_DIR); release health from RELEASE_HEALTH_URL (health.mjs).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CANARY_RULE, parseDuration } from './canary.mjs';
import { listReleases, promote, release, rollback } from './commands.mjs';
import { healthUrlFromEnv } from './health.mjs';
import { openReleaseSetup } from './setup.mjs';

const USAGE = `usage:
  pnpm release <app> [--from <built folder>] [--check]
      [--canary <per cent> [--auto [--min-views N] [--margin 0.02] [--promote-after 30m]]]
  pnpm promote <app>
  pnpm rollback <app> [version]
  pnpm releases [app]
apps: shell, mf-catalogue, mf-blog, mf-booking, mf-assistant (or catalogue, blog, booking, assistant)`;

/** The canary asked for on the command line, or null. */
function canaryOption(values) {
  const ruleOptions = ['min-views', 'margin', 'promote-after'].filter(
    (o) => values[o] !== undefined,
  );
  if (values.canary === undefined) {
    if (values.auto || ruleOptions.length > 0)
      throw new Error(`--auto and its options need --canary\n${USAGE}`);
    return null;
  }
  if (ruleOptions.length > 0 && !values.auto) throw new Error(`--${ruleOptions[0]} needs --auto`);
  const number = (name, fallback) => {
    if (values[name] === undefined) return fallback;
    const value = Number(values[name]);
    if (!Number.isFinite(value))
      throw new Error(`--${name} must be a number, not "${values[name]}"`);
    return value;
  };
  return {
    share: number('canary'),
    auto: values.auto
      ? {
          minViews: number('min-views', DEFAULT_CANARY_RULE.minViews),
          margin: number('margin', DEFAULT_CANARY_RULE.margin),
          promoteAfterMs:
            values['promote-after'] === undefined
              ? DEFAULT_CANARY_RULE.promoteAfterMs
              : parseDuration(values['promote-after']),
        }
      : null,
  };
}

async function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      check: { type: 'boolean' },
      canary: { type: 'string' },
      auto: { type: 'boolean' },
      'min-views': { type: 'string' },
      margin: { type: 'string' },
      'promote-after': { type: 'string' },
    },
  });
  const wanted = { release: [1, 1], promote: [1, 1], rollback: [1, 2], releases: [0, 1] }[command];
  if (!wanted || positionals.length < wanted[0] || positionals.length > wanted[1]) {
    throw new Error(USAGE);
  }
  const canary = command === 'release' ? canaryOption(values) : null;
  const setup = await openReleaseSetup();
  try {
    if (command === 'release') {
      const result = await release({
        app: positionals[0],
        from: values.from,
        checkOnly: values.check,
        canary,
        setup,
      });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      if (result.checked) return;
      console.log(`released ${result.app} ${result.version} to ${setup.store.describe()}`);
      if (result.canary) {
        console.log(
          `canary: ${result.app} ${result.version} for ${result.canary.share} % of visitors, ${result.previous} for the rest${result.canary.auto ? ' (promoted or rolled back automatically)' : ' (pnpm promote / pnpm rollback)'}`,
        );
      } else {
        console.log(`live: ${result.app} ${result.previous ?? '(none)'} → ${result.version}`);
      }
    } else if (command === 'promote') {
      const result = await promote({ app: positionals[0], setup, healthUrl: healthUrlFromEnv() });
      console.log(`promoted ${result.app} ${result.version}: live for every visitor`);
    } else if (command === 'rollback') {
      const result = await rollback({
        app: positionals[0],
        version: positionals[1],
        setup,
        healthUrl: healthUrlFromEnv(),
      });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      console.log(
        result.canaryEnded
          ? `ended the canary ${result.app} ${result.previous}: every visitor on ${result.version}`
          : `rolled back ${result.app}: ${result.previous} → ${result.version} (live)`,
      );
    } else {
      console.log(`releases in ${setup.registry.describe()} (* = live, ~ = canary)`);
      console.log(
        await listReleases({ app: positionals[0], setup, healthUrl: healthUrlFromEnv() }),
      );
    }
  } finally {
    await setup.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
