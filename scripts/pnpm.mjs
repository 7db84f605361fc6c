/** Runs pnpm 10 whether or not it is installed: a fresh machine has only Node and npm. */
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

let command;

/** How to call pnpm here: from PATH when it is pnpm 10, else through npx. */
export function pnpmCommand() {
  command ??= pnpmOnPath()
    ? { bin: 'pnpm', prefix: [] }
    : { bin: 'npx', prefix: ['--yes', `pnpm@${PNPM_VERSION}`] };
  return command;
}

/** Runs `pnpm …args` in the repo root, inheriting stdio; returns the exit code. */
export function runPnpm(args, options = {}) {
  const { bin, prefix } = pnpmCommand();
  const result = spawnSync(bin, [...prefix, ...args], {
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}
