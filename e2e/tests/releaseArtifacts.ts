/**
 * What the release e2e specs do to a CDN folder as a release manager or a team's CI would: run the
 * release CLI, and make another build of a released app by copying its folder with a text
 * replaced (a visible change, a stand-in name, code that throws), without touching its sources.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';

/** `pnpm release|promote|rollback|releases …` with `env` over this process's environment. */
export function runReleaseCli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/release/cli.mjs', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/**
 * Copies the folder `source` to `target` with every `from` in its files named like `files`
 * replaced by `to`; gives the files changed.
 */
export function copyWithReplaced(
  source: string,
  target: string,
  { from, to, files = /\.js$/ }: { from: string; to: string; files?: RegExp },
): string[] {
  cpSync(source, target, { recursive: true });
  return readdirSync(target, { recursive: true, encoding: 'utf8' }).filter((file) => {
    if (!files.test(file)) return false;
    const text = readFileSync(path.join(target, file), 'utf8');
    if (!text.includes(from)) return false;
    writeFileSync(path.join(target, file), text.replaceAll(from, to));
    return true;
  });
}
