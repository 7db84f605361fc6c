import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cdnLiveSet } from './liveSets.mjs';

function writeCdn(dir, shell, blog) {
  writeFileSync(
    path.join(dir, 'releases.json'),
    JSON.stringify({ apps: { shell: { live: shell, versions: [] } } }),
  );
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ blog: `/mf-blog/${blog}/remoteEntry.js` }),
  );
}

test('a release of the shell or a remote is a new live set on the next read', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-sets-'));
  try {
    mkdirSync(path.join(dir, 'shell'));
    writeCdn(dir, 's1', 'b1');
    const liveSet = cdnLiveSet(dir);
    const first = liveSet();
    assert.equal(first.key, 'shell@s1, blog@b1');
    assert.equal(first.shellDir, path.join(dir, 'shell', 's1'));
    assert.equal(liveSet(), first);
    writeCdn(dir, 's1', 'b2');
    assert.equal(liveSet().key, 'shell@s1, blog@b2');
    writeCdn(dir, 's2', 'b2');
    assert.equal(liveSet().key, 'shell@s2, blog@b2');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
