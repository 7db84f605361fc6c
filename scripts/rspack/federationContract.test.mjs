import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractExposes, loadedModuleIds } from './federationContract.mjs';

const MODULE_IDS = ['blog/BlogsPage', 'blog/CategoryBlogsPage', 'booking/BookNowBar'];

/** An app folder whose src/exposes/ holds `files` (name → source), removed after test `t`. */
function remoteWith(t, files) {
  const appDir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  t.after(() => rmSync(appDir, { recursive: true, force: true }));
  mkdirSync(path.join(appDir, 'src/exposes'), { recursive: true });
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(path.join(appDir, 'src/exposes', name), source);
  }
  return appDir;
}

const declaring = (id) => `const page: RemoteModule<'${id}'> = { default: Page };\n`;

test('contractExposes: one expose per contract module of the remote, tests beside them ignored', (t) => {
  const appDir = remoteWith(t, {
    'BlogsPage.tsx': declaring('blog/BlogsPage'),
    'CategoryBlogsPage.tsx': declaring('blog/CategoryBlogsPage'),
    'BlogsPage.test.ts': '',
  });
  assert.deepEqual(
    contractExposes({ appDir, app: 'mf-blog', key: 'blog', moduleIds: MODULE_IDS }),
    {
      './BlogsPage': './src/exposes/BlogsPage.tsx',
      './CategoryBlogsPage': './src/exposes/CategoryBlogsPage.tsx',
    },
  );
});

test('contractExposes: names a missing file, a file the contract does not name, and a file typed against another id', (t) => {
  const appDir = remoteWith(t, {
    'CategoryBlogsPage.tsx': declaring('blog/BlogsPage'),
    'OldPage.tsx': declaring('blog/OldPage'),
  });
  assert.throws(
    () => contractExposes({ appDir, app: 'mf-blog', key: 'blog', moduleIds: MODULE_IDS }),
    (error) => {
      assert.match(error.message, /^mf-blog does not match the remote contract/);
      assert.match(
        error.message,
        /blog\/BlogsPage but src\/exposes\/BlogsPage\.tsx does not exist/,
      );
      assert.match(
        error.message,
        /src\/exposes\/CategoryBlogsPage\.tsx is not declared as RemoteModule<'blog\/CategoryBlogsPage'>/,
      );
      assert.match(error.message, /src\/exposes\/OldPage\.tsx is no module of the contract/);
      return true;
    },
  );
});

test('loadedModuleIds: every contract module of the remotes named', () => {
  assert.deepEqual(loadedModuleIds(['booking'], MODULE_IDS), ['booking/BookNowBar']);
  assert.deepEqual(loadedModuleIds([], MODULE_IDS), []);
});
