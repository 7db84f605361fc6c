/**
 * `pnpm catalogue:check`: checks the content folder (CONTENT_DIR, else content/) without
 * importing it, and prints every problem with its file and field. Exit code 1 when there are any,
 * and, with NODE_ENV=production, while the site profile holds placeholder contact details.
 */
import path from 'node:path';
import { SITE_PROFILE_DOCUMENT, type SiteProfile } from '@tour/shared/contracts';
import { defaultContentDir } from '../content-files';
import { placeholderContacts, placeholderContactsWarning } from '../content-files/site-profile';
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
  const profile = result.catalogue.documents[SITE_PROFILE_DOCUMENT] as SiteProfile | undefined;
  const placeholders = profile ? placeholderContacts(profile) : [];
  if (placeholders.length > 0) {
    // Loud, and a failure where the site is about to go live.
    console.error(`\n!!! ${placeholderContactsWarning(placeholders)}\n`);
    if (env.NODE_ENV === 'production') process.exitCode = 1;
  }
} else {
  const { problems } = result;
  console.error(
    `${dir}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
