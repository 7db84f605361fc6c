/**
 * Release versions: `<package version>-<UTC yyyymmddhhmmss>-<artifact digest>`, where the digest
 * is the first 10 hex digits of a sha256 over the artifact's files. Two different builds released
 * in the same second differ by it; the same build is recognised whoever releases it, from
 * whichever checkout.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** sha256 (hex) over every file of `dir`: its relative path and bytes, in path order. */
export function artifactDigest(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function releaseVersion(packageVersion, date, digest) {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/\D/g, '');
  return `${packageVersion}-${stamp}-${digest.slice(0, 10)}`;
}
