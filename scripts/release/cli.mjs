#!/usr/bin/env node
/**
 * pnpm release <app> [--from <built folder>] [--check]
 * pnpm rollback <app> [version]
 * pnpm releases [app]
 * Where to: see setup.mjs (RELEASE_REGISTRY_URL, ARTIFACT_STORE_URL; by default the CDN folder,
 * `cdn/` at the repository root or CDN_DIR).
 */
import { parseArgs } from 'node:util';
import { listReleases, release, rollback } from './commands.mjs';
import { openReleaseSetup } from './setup.mjs';

const USAGE = `usage:
  pnpm release <app> [--from <built folder>] [--check]
  pnpm rollback <app> [version]
  pnpm releases [app]
apps: shell, mf-catalogue, mf-blog, mf-booking, mf-assistant (or catalogue, blog, booking, assistant)`;

async function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { from: { type: 'string' }, check: { type: 'boolean' } },
  });
  const wanted = { release: [1, 1], rollback: [1, 2], releases: [0, 1] }[command];
  if (!wanted || positionals.length < wanted[0] || positionals.length > wanted[1]) {
    throw new Error(USAGE);
  }
  const setup = await openReleaseSetup();
  try {
    if (command === 'release') {
      const result = await release({
        app: positionals[0],
        from: values.from,
        checkOnly: values.check,
        setup,
      });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      if (result.checked) return;
      console.log(`released ${result.app} ${result.version} to ${setup.store.describe()}`);
      console.log(`live: ${result.app} ${result.previous ?? '(none)'} → ${result.version}`);
    } else if (command === 'rollback') {
      const result = await rollback({ app: positionals[0], version: positionals[1], setup });
      for (const note of result.notes) console.log(`${result.app}: ${note}`);
      console.log(`rolled back ${result.app}: ${result.previous} → ${result.version} (live)`);
    } else {
      console.log(`releases in ${setup.registry.describe()} (* = live)`);
      console.log(await listReleases({ app: positionals[0], setup }));
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
