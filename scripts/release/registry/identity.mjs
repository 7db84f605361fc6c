/**
 * Who makes a registry change, kept with its log entry so that `pnpm releases` can tell release
 * managers who released, rolled back or promoted, from which commit, and why.
 */
import { execFileSync } from 'node:child_process';

/** The user's name, most specific first: the one asked for, then the CI's, then the shell's. */
const ACTOR_VARIABLES = ['RELEASE_ACTOR', 'GITHUB_ACTOR', 'GITLAB_USER_LOGIN', 'USER'];
/** The commit built, as the release job or the CI names it. */
const COMMIT_VARIABLES = ['RELEASE_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA'];

/**
 * @param {object} [options]
 * @param {string} [options.actor] --actor
 * @param {string} [options.note] --note
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {string} [options.cwd] where to ask git for the commit when no variable names it
 * @returns {import('./types.d.mts').Identity}
 */
export function releaseIdentity({ actor, note, env = process.env, cwd = process.cwd() } = {}) {
  return {
    actor: actor || firstSet(env, ACTOR_VARIABLES),
    commit: firstSet(env, COMMIT_VARIABLES) ?? headCommit(cwd),
    note: note || null,
  };
}

function firstSet(env, names) {
  return names.map((name) => env[name]).find(Boolean) ?? null;
}

/** HEAD's commit, or null outside a git checkout (a release from an unpacked CI artifact). */
function headCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
