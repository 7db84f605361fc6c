/**
 * Where the content folder is: CONTENT_DIR when set (relative to the working directory), else
 * content/ at the repository root, beside the api package, which is found by walking up from
 * this module's file: src/content-files/ under tsx and Jest, dist/ when bundled.
 */
import path from 'node:path';
import { findApiPackageDir } from '../config';

export function defaultContentDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTENT_DIR) return path.resolve(env.CONTENT_DIR);
  return path.join(path.dirname(findApiPackageDir(__filename)), 'content');
}
