import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { REPO_ROOT } from '../repoRoot.mjs';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function errorsFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/no-cross-app-import');
}

test('an app importing another app’s source is an error', async () => {
  const errors = await errorsFor(
    'mf-catalogue/src/pages/X.tsx',
    "import { BlogsPage } from '../../../mf-blog/src/pages/BlogsPage';\nexport default BlogsPage;\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /mf-catalogue must not import mf-blog/);
});

test('a bare import of another app’s package is an error', async () => {
  const errors = await errorsFor(
    'shell/src/x.ts',
    "export * from 'mf-booking/src/exposes/EnquiryForm';\n",
  );
  assert.equal(errors.length, 1);
});

test('@tour/shared may not depend on an app', async () => {
  const errors = await errorsFor('shared/src/x.ts', "export * from '../../shell/src/App';\n");
  assert.equal(errors.length, 1);
});

test('an app’s own folders and @tour/shared are fine', async () => {
  const errors = await errorsFor(
    'mf-blog/src/hooks/x.ts',
    "import { fetchLatestBlogs } from '../api/blogs';\nimport { apiClient } from '@tour/shared';\nexport { fetchLatestBlogs, apiClient };\n",
  );
  assert.deepEqual(errors, []);
});
