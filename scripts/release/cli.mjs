#!/usr/bin/env node
/**
 * pnpm release <app> [--from <built folder>] [--check]
 *   [--canary <per cent> [--auto [--min-views N] [--min-live-views N] [--relative-margin 1.5]
 *     [--absolute-margin 0.002] [--promote-after 30m]]]
 * pnpm promote <app>
 * pnpm rollback <app> [version]
 *   (release, promote, rollback and prune also take [--actor <name>] [--note <text>], kept in the log)
 * pnpm releases [app]
 * pnpm releases prune [--keep-days 30] [--keep 5] [--check]
 * Where to: see setup.mjs (RELEASE_REGISTRY_URL, ARTIFACT_STORE_URL; by default the CDN folder,
 * `cdn/` at the repository root or CDN_DIR); release health from RELEASE_HEALTH_URL with the
 * API's RENDER_API_TOKEN (health.mjs); at most MAX_CANARIES canaries at once (canary.mjs).
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_CANARY_RULE,
  MAX_CANARIES_DEFAULT,
  maxCanariesFromEnv,
  parseDuration,
} from './canary.mjs';
import { APP_CHOICES } from './apps.mjs';
import { listReleases, promote, release, rollback } from './commands.mjs';
import { healthTokenFromEnv, healthUrlFromEnv } from './health.mjs';
import { formatPrune, prune, PRUNE_KEEP_DAYS_DEFAULT, PRUNE_KEEP_DEFAULT } from './prune.mjs';
import { releaseIdentity } from './registry/identity.mjs';
import { openReleaseSetup } from './setup.mjs';

const RULE = DEFAULT_CANARY_RULE;
const USAGE = `usage:
  pnpm release <app> [--from <built folder>] [--check]
      [--canary <per cent> [--auto [--min-views ${RULE.minViews}] [--min-live-views <as --min-views>]
        [--relative-margin ${RULE.relativeMargin}] [--absolute-margin ${RULE.absoluteMargin}]
        [--promote-after ${RULE.promoteAfterMs / 60_000}m]]]
  pnpm promote <app> [--check]
  pnpm rollback <app> [version] [--check]
  pnpm releases [app]
  pnpm releases prune [--keep-days ${PRUNE_KEEP_DAYS_DEFAULT}] [--keep ${PRUNE_KEEP_DEFAULT}] [--check]
--actor <name>, --note <text> (release, promote, rollback, prune): who makes the change (default
  RELEASE_ACTOR, GITHUB_ACTOR, GITLAB_USER_LOGIN or USER) and why; kept in the release history
  with the commit (RELEASE_COMMIT, GITHUB_SHA, CI_COMMIT_SHA or git's HEAD)
apps: ${APP_CHOICES}
--check: every check the command makes, and nothing changed or stored
prune: removes old versions from the artifact store, never a live one, a canary, one live or
  released within --keep-days, nor the newest --keep of each app; a pruned version cannot be
  rolled back to (docs/releasing.md, Retention)
--auto: rolled back when shown to fail more than the live version, promoted when shown to fail
  less than relative-margin × live + absolute-margin, once both sides have their views and
  --promote-after has passed (docs/releasing.md)
settings: MAX_CANARIES (canaries at once, default ${MAX_CANARIES_DEFAULT}, at most 5),
  RELEASE_HEALTH_URL and RENDER_API_TOKEN (release health from the site's API)`;

/** The rule's options and the CanaryRule field each sets. */
const RULE_OPTIONS = {
  'min-views': 'minViews',
  'min-live-views': 'minLiveViews',
  'relative-margin': 'relativeMargin',
  'absolute-margin': 'absoluteMargin',
  'promote-after': 'promoteAfterMs',
};

/** The canary asked for on the command line, or null. */
function canaryOption(values) {
  const ruleOptions = Object.keys(RULE_OPTIONS).filter((o) => values[o] !== undefined);
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
  // The live version needs as many showings as the canary unless told otherwise.
  const fallback = (field) =>
    field === 'minLiveViews'
      ? number('min-views', DEFAULT_CANARY_RULE.minLiveViews)
      : DEFAULT_CANARY_RULE[field];
  const rule = () =>
    Object.fromEntries(
      Object.entries(RULE_OPTIONS).map(([option, field]) => [
        field,
        option === 'promote-after' && values[option] !== undefined
          ? parseDuration(values[option])
          : number(option, fallback(field)),
      ]),
    );
  return { share: number('canary'), auto: values.auto ? rule() : null };
}

/** `pnpm releases prune`'s --keep-days and --keep, or their defaults. */
function retentionOption(values) {
  const number = (name, fallback) => {
    if (values[name] === undefined) return fallback;
    const value = Number(values[name]);
    if (values[name].trim() === '' || !Number.isFinite(value)) {
      throw new Error(`--${name} must be a number, not "${values[name]}"`);
    }
    return value;
  };
  return {
    keepDays: number('keep-days', PRUNE_KEEP_DAYS_DEFAULT),
    keep: number('keep', PRUNE_KEEP_DEFAULT),
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
      actor: { type: 'string' },
      note: { type: 'string' },
      'keep-days': { type: 'string' },
      keep: { type: 'string' },
      ...Object.fromEntries(Object.keys(RULE_OPTIONS).map((o) => [o, { type: 'string' }])),
    },
  });
  const wanted = { release: [1, 1], promote: [1, 1], rollback: [1, 2], releases: [0, 1] }[command];
  if (!wanted || positionals.length < wanted[0] || positionals.length > wanted[1]) {
    throw new Error(USAGE);
  }
  const pruning = command === 'releases' && positionals[0] === 'prune';
  const retention = pruning ? retentionOption(values) : null;
  if (!pruning && (values['keep-days'] !== undefined || values.keep !== undefined)) {
    throw new Error(`--keep-days and --keep are options of pnpm releases prune\n${USAGE}`);
  }
  const canary = command === 'release' ? canaryOption(values) : null;
  const maxCanaries = canary ? maxCanariesFromEnv() : undefined;
  const health = { healthUrl: healthUrlFromEnv(), renderToken: healthTokenFromEnv() };
  const identity = releaseIdentity({ actor: values.actor, note: values.note });
  const setup = await openReleaseSetup();
  try {
    if (command === 'release') {
      const result = await release({
        app: positionals[0],
        from: values.from,
        checkOnly: values.check,
        canary,
        maxCanaries,
        setup,
        identity,
        healthUrl: health.healthUrl,
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
      const result = await promote({
        app: positionals[0],
        setup,
        checkOnly: values.check,
        identity,
        ...health,
      });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      console.log(
        result.checked
          ? `check passed: promoting ${result.app} ${result.version} would be allowed; nothing was changed`
          : `promoted ${result.app} ${result.version}: live for every visitor`,
      );
    } else if (command === 'rollback') {
      const result = await rollback({
        app: positionals[0],
        version: positionals[1],
        setup,
        checkOnly: values.check,
        identity,
        ...health,
      });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      if (result.checked) {
        console.log(
          `check passed: ${result.canaryEnded ? `ending the canary ${result.app} ${result.previous}` : `rolling ${result.app} back from ${result.previous} to ${result.version}`} would be allowed; nothing was changed`,
        );
        return;
      }
      console.log(
        result.canaryEnded
          ? `ended the canary ${result.app} ${result.previous}: every visitor on ${result.version}`
          : `rolled back ${result.app}: ${result.previous} → ${result.version} (live)`,
      );
    } else if (pruning) {
      const result = await prune({ setup, ...retention, checkOnly: values.check, identity });
      console.log(formatPrune(result, { ...retention, store: setup.store.describe() }));
      if (result.failed.length > 0) process.exitCode = 1;
    } else {
      console.log(`releases in ${setup.registry.describe()} (* = live, ~ = canary)`);
      console.log(await listReleases({ app: positionals[0], setup, ...health }));
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
