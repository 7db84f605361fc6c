/** One command on a fresh machine: install, build, and serve the whole site. */
import { spawnSync } from 'node:child_process';
import { runPnpm } from './pnpm.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

function step(label, args) {
  console.log(`\n▶ ${label}`);
  const code = runPnpm(args, { cwd: REPO_ROOT });
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
step('Building the shell, the remotes and the API', ['build']);
const served = spawnSync(process.execPath, ['scripts/start.mjs'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
process.exit(served.status ?? 0);
