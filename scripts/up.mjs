/**
 * One command on a fresh machine: install, build, release and serve the whole site, saying what
 * each step is doing and how long it took.
 */
import { runPnpm } from './pnpm.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

const began = performance.now();
const timings = [];

/** Runs one step, prints its name and time, and stops everything if it fails. */
async function step(label, run) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    console.error(`✖ ${label} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const took = (performance.now() - started) / 1000;
  timings.push(`${label.split(' ')[0].toLowerCase()} ${took.toFixed(0)} s`);
  console.log(`✔ ${label} (${took.toFixed(1)} s)`);
}

function pnpm(args) {
  const code = runPnpm(args, { cwd: REPO_ROOT });
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} exited with ${code}`);
}

// The slow part of a first install: better-sqlite3 fetches a prebuilt binary from GitHub, and where
// that cannot be reached it compiles SQLite from source, in one thread (about 105 s here).
await step('Installing dependencies (pnpm install; the first time, SQLite may be compiled)', () =>
  pnpm(['install', '--frozen-lockfile']),
);
await step('Building the shell, the four remotes and the API', () => pnpm(['build']));

// Only now are the packages these modules import installed.
const { cdnDirFromEnv } = await import('./release/cdn.mjs');
const { releaseMissingApps, serveUntilStopped } = await import('./start.mjs');
const cdnDir = cdnDirFromEnv();

await step('Releasing what is not live yet', () =>
  releaseMissingApps({ cdnDir, remotesFromDist: true }),
);
await step('Starting the API (catalogue import) and the site (render threads warmed)', () =>
  serveUntilStopped({ cdnDir }),
);
console.log(
  `\nReady in ${((performance.now() - began) / 1000).toFixed(0)} s (${timings.join(', ')}).`,
);
