/**
 * `@tour/shared` is the contract between separately released apps, and the release check
 * compares remotes' `^<version>` ranges with the shell's: that only works if every change to what
 * the package exports or does comes with a new version. shared/fingerprint.json records the
 * version and a hash of the package's source; `pnpm shared:fingerprint` writes it after a bump,
 * and the check (scripts/sharedVersion.test.mjs, in `npm test`) fails on a change without one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repoRoot.mjs';

const SHARED = path.join(REPO_ROOT, 'shared');
const FINGERPRINT_FILE = path.join(SHARED, 'fingerprint.json');

/** Tests and type-only test helpers do not change what the package does. */
const isSource = (file) => !/\.test\.tsx?$/.test(file) && !file.includes('jest-dom.d.ts');

/** A hash of shared/src (less tests) and of the package.json fields other than the version. */
export function sharedFingerprint(sharedDir = SHARED) {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  hash.update(JSON.stringify({ ...manifest, version: undefined }));
  const files = readdirSync(path.join(sharedDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && isSource(file))
    .sort();
  for (const file of files) {
    hash.update(`\0${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(sharedDir, 'src', file)));
  }
  return hash.digest('hex');
}

export function sharedVersion(sharedDir = SHARED) {
  return JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
}

/** What is wrong with the recorded fingerprint, or null. */
export function sharedVersionProblem(sharedDir = SHARED) {
  const recorded = JSON.parse(readFileSync(path.join(sharedDir, 'fingerprint.json'), 'utf8'));
  const version = sharedVersion(sharedDir);
  const fingerprint = sharedFingerprint(sharedDir);
  if (fingerprint === recorded.fingerprint && version === recorded.version) return null;
  if (version === recorded.version) {
    return `@tour/shared changed since ${version} was recorded: give it a new version in shared/package.json (a remote's ^range decides whether it still fits), then run \`pnpm shared:fingerprint\``;
  }
  return `@tour/shared is ${version} but shared/fingerprint.json records ${recorded.version}: run \`pnpm shared:fingerprint\``;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const record = { version: sharedVersion(), fingerprint: sharedFingerprint() };
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`recorded @tour/shared ${record.version}`);
}
