import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's top folder, wherever a script is started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
