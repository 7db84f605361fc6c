import path from 'node:path';
import { REMOTES } from '../../scripts/ports.mjs';
import { release } from '../../scripts/release/commands.mjs';
import { openReleaseSetup } from '../../scripts/release/setup.mjs';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';

export const REMOTE_APPS = Object.values(REMOTES);

/** Publishes the built apps into a CDN folder, as `pnpm start` would serve them. */
export async function publishBuild(cdnDir) {
  // Always the folder's own registry and store, whatever RELEASE_REGISTRY_URL or ARTIFACT_STORE_URL say.
  const setup = await openReleaseSetup({ env: {}, cdnDir });
  try {
    await release({ app: 'shell', setup }); // built for its versioned folder
    for (const app of REMOTE_APPS) {
      await release({ app, setup, from: path.join(REPO_ROOT, app, 'dist') });
    }
  } finally {
    await setup.close();
  }
}
