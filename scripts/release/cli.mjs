#!/usr/bin/env node
/**
 * pnpm release <app> [--from <built folder>] [--check] [--package-json <file>]
 * pnpm rollback <app> [version]
 * pnpm releases [app]
 * The CDN folder is `cdn/` at the repository root, or CDN_DIR.
 */
import { parseArgs } from 'node:util';
import { cdnDirFromEnv } from './cdn.mjs';
import { listReleases, release, rollback } from './commands.mjs';

const USAGE = `usage:
  pnpm release <app> [--from <built folder>] [--check] [--package-json <file>]
  pnpm rollback <app> [version]
  pnpm releases [app]
apps: shell, mf-catalogue, mf-blog, mf-booking, mf-assistant (or catalogue, blog, booking, assistant)`;

function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      check: { type: 'boolean' },
      'package-json': { type: 'string' },
    },
  });
  const cdnDir = cdnDirFromEnv();
  if (command === 'release') {
    if (positionals.length !== 1) throw new Error(USAGE);
    const result = release({
      app: positionals[0],
      cdnDir,
      from: values.from,
      packageJson: values['package-json'],
      checkOnly: values.check,
    });
    for (const note of result.notes) console.log(`${result.app}: ${note}`);
    if (result.checked) return;
    console.log(`released ${result.app} ${result.version} to ${result.folder}`);
    console.log(`live: ${result.app} ${result.previous ?? '(none)'} → ${result.version}`);
  } else if (command === 'rollback') {
    if (positionals.length < 1 || positionals.length > 2) throw new Error(USAGE);
    const result = rollback({ app: positionals[0], version: positionals[1], cdnDir });
    console.log(`rolled back ${result.app}: ${result.previous} → ${result.version} (live)`);
  } else if (command === 'releases') {
    if (positionals.length > 1) throw new Error(USAGE);
    console.log(`releases in ${cdnDir} (* = live)`);
    console.log(listReleases({ app: positionals[0], cdnDir }));
  } else {
    throw new Error(USAGE);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
