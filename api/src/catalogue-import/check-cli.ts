/**
 * `pnpm catalogue:check`: checks the content folder (CONTENT_DIR, else content/) without
 * importing it, and prints every problem with its file and field. Exit code 1 when there are any.
 */
import path from 'node:path';
import { defaultContentDir } from '../content-files';
import { checkContent, describeCatalogue } from './check';

const env = { ...process.env };
// Run through pnpm from the repository root, a relative CONTENT_DIR means the caller's folder.
if (env.CONTENT_DIR && env.INIT_CWD && !path.isAbsolute(env.CONTENT_DIR)) {
  env.CONTENT_DIR = path.resolve(env.INIT_CWD, env.CONTENT_DIR);
}
const dir = defaultContentDir(env);
const result = checkContent(dir);
if (result.ok) {
  console.log(`${dir}: no problems. ${describeCatalogue(result.catalogue)}.`);
} else {
  const { problems } = result;
  console.error(
    `${dir}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
