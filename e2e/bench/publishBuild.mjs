import path from 'node:path';
import { release } from '../../scripts/release/commands.mjs';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';

export const REMOTE_APPS = ['mf-catalogue', 'mf-blog', 'mf-booking', 'mf-assistant'];

/** Publishes the built apps into a CDN folder, as `pnpm start` would serve them. */
export function publishBuild(cdnDir) {
  release({ app: 'shell', cdnDir }); // built for its versioned folder
  for (const app of REMOTE_APPS) {
    release({ app, cdnDir, from: path.join(REPO_ROOT, app, 'dist') });
  }
}
