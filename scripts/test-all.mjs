/**
 * The one test command: install, build, then lint, typecheck, unit tests of every package,
 * API tests (SQLite, and PostgreSQL when reachable) and e2e in a real Chromium. Every step runs
 * even after a failure, so one run shows everything that is wrong; the exit code is non-zero
 * if any step failed, and the last line adds up the tests of every runner.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runPnpm, pnpmCommand } from './pnpm.mjs';
import { REPO_ROOT } from './repoRoot.mjs';
import { countTests } from './testCounts.mjs';

/** The scripts' own *.test.mjs files (Node 20's --test takes no globs). */
function scriptTests() {
  return readdirSync(path.join(REPO_ROOT, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => `scripts/${file}`);
}

const STEPS = [
  { label: 'lint (ESLint + Prettier)', pnpm: ['lint'] },
  { label: 'typecheck', pnpm: ['-r', 'typecheck'] },
  {
    label: 'unit tests: shared, shell, remotes',
    pnpm: ['-r', '--filter', '!api', '--filter', '!e2e', 'test'],
  },
  { label: 'unit tests: scripts', node: ['--test', ...scriptTests()] },
  { label: 'API tests (SQLite + PostgreSQL)', pnpm: ['--filter', 'api', 'test'] },
  { label: 'OpenAPI lint (Redocly, recommended rules)', pnpm: ['--filter', 'api', 'lint:openapi'] },
  { label: 'e2e (Playwright, Chromium)', pnpm: ['--filter', 'e2e', 'test'] },
];

function run(step) {
  const { bin, prefix } = pnpmCommand();
  const [command, args] = step.node
    ? [process.execPath, step.node]
    : [bin, [...prefix, ...step.pnpm]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    const collect = (chunk, stream) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', (chunk) => collect(chunk, process.stdout));
    child.stderr.on('data', (chunk) => collect(chunk, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  const started = Date.now();
  for (const [label, args] of [
    ['install', ['install', '--frozen-lockfile']],
    ['build', ['build']],
  ]) {
    console.log(`\n▶ ${label}`);
    if (runPnpm(args, { cwd: REPO_ROOT }) !== 0) {
      console.error(`✖ ${label} failed; no tests were run.`);
      process.exit(1);
    }
  }
  const results = [];
  for (const step of STEPS) {
    console.log(`\n▶ ${step.label}`);
    const stepStarted = Date.now();
    const { code, output } = await run(step);
    results.push({
      ...step,
      code,
      ...countTests(output),
      seconds: (Date.now() - stepStarted) / 1000,
    });
  }
  console.log('\n── Summary ──────────────────────────────────────────');
  for (const r of results) {
    const status = r.code === 0 ? 'ok  ' : 'FAIL';
    const tests = r.passed + r.failed > 0 ? `${r.passed} passed, ${r.failed} failed` : '';
    console.log(`${status} ${r.label.padEnd(40)} ${tests.padEnd(24)} ${r.seconds.toFixed(1)} s`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const failedSteps = results.filter((r) => r.code !== 0).length;
  console.log(
    `Total time ${((Date.now() - started) / 1000).toFixed(0)} s; failed steps: ${failedSteps}`,
  );
  console.log(
    `${passed} passed, ${failed + (failedSteps > 0 && failed === 0 ? failedSteps : 0)} failed`,
  );
  process.exit(failedSteps > 0 ? 1 : 0);
}

await main();
