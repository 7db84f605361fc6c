/** Release versions: `<package.json version>-<UTC yyyymmddhhmmss>-<short git sha>`. */
import { spawnSync } from 'node:child_process';

export function buildId(date, sha) {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/\D/g, '');
  return `${stamp}-${sha || 'nogit'}`;
}

export function releaseVersion(packageVersion, date, sha) {
  return `${packageVersion}-${buildId(date, sha)}`;
}

export function gitShortSha(cwd) {
  const result = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}
