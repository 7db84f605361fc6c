import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './repoRoot.mjs';
import { sharedFingerprint, sharedVersionProblem } from './sharedVersion.mjs';

test('@tour/shared carries a new version for every change to its source', () => {
  assert.equal(sharedVersionProblem(), null);
});

/** A copy of shared/ (package.json, fingerprint.json, src) to change. */
function sharedCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-version-'));
  for (const name of ['package.json', 'fingerprint.json', 'src']) {
    cpSync(path.join(REPO_ROOT, 'shared', name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

test('a changed export without a new version is refused, and a bump without a record too', () => {
  const dir = sharedCopy();
  try {
    writeFileSync(path.join(dir, 'src/extra.ts'), 'export const added = 1;\n');
    assert.match(sharedVersionProblem(dir), /give it a new version/);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ ...manifest, version: '9.9.9' }),
    );
    assert.match(sharedVersionProblem(dir), /records .*: run `pnpm shared:fingerprint`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('tests next to the code do not count as a change', () => {
  const dir = sharedCopy();
  try {
    const before = sharedFingerprint(dir);
    writeFileSync(path.join(dir, 'src/extra.test.ts'), 'test("x", () => undefined);\n');
    assert.equal(sharedFingerprint(dir), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
