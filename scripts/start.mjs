/**
 * `pnpm start`: serves the site from its release registry and artifact store (by default the CDN
 * folder, `cdn/` or CDN_DIR; see scripts/release/setup.mjs) and the API until stopped. Apps with
 * no live release yet are first released from a fresh build.
 */
import path from 'node:path';
import { startCdnSite } from './site.mjs';
import { cdnDirFromEnv } from './release/cdn.mjs';
import { appsWithoutLiveRelease, release } from './release/commands.mjs';
import { openReleaseSetup } from './release/setup.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

/**
 * Releases every app that has no live release yet, the shell first so that each remote is
 * checked against it. With `remotesFromDist`, a remote is released from the `dist/` the caller
 * has just built (a remote's build does not depend on where it is served); the shell is always
 * built again, for its release folder.
 * @param {{ cdnDir: string, remotesFromDist?: boolean, log?: (line: string) => void }} options
 */
export async function releaseMissingApps({ cdnDir, remotesFromDist = false, log = console.log }) {
  const setup = await openReleaseSetup({ cdnDir });
  try {
    const missing = await appsWithoutLiveRelease(setup);
    if (missing.length === 0) return;
    log(`No live release of ${missing.join(', ')} in ${setup.registry.describe()}: releasing them`);
    for (const app of missing) {
      const started = performance.now();
      const from =
        remotesFromDist && app !== 'shell' ? path.join(REPO_ROOT, app, 'dist') : undefined;
      const result = await release({ app, setup, from });
      const how = from ? `from ${path.relative(REPO_ROOT, from)}` : 'from a fresh build';
      log(`  released ${app} ${result.version} ${how} (${seconds(started)})`);
    }
  } finally {
    await setup.close();
  }
}

/**
 * Starts the site on the registry's live versions (and the API, unless `withApi` is false), and
 * stops them on a signal.
 */
export async function serveUntilStopped({ cdnDir, withApi = true }) {
  const site = await startCdnSite({ cdnDir, withApi });
  console.log(
    `\nGhumakkad is running:\n  site  ${site.siteUrl}\n  api   ${site.apiUrl}\n  cdn   ${site.cdnDir}\n`,
  );
  console.log(
    'Release with `pnpm release <app>`, list with `pnpm releases`, roll back with `pnpm rollback <app>`.',
  );
  console.log('\nPress Ctrl+C to stop.');

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await site.close();
      process.exit(0);
    });
  }
}

/** SITE_ONLY: "1" serves the site alone, "0" or unset the site and its API; else refused. */
function siteOnlyFromEnv(value) {
  if (!value || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`SITE_ONLY must be 1 or 0, got "${value}"`);
}

/** "12.3 s" since `started` (a performance.now() reading). */
const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const cdnDir = cdnDirFromEnv();
  const siteOnly = siteOnlyFromEnv(process.env.SITE_ONLY);
  // One of several site servers (deploy/): the API runs as processes of its own, and releases are
  // made with `pnpm release`, not by whichever server happens to start first.
  if (!siteOnly) await releaseMissingApps({ cdnDir });
  await serveUntilStopped({ cdnDir, withApi: !siteOnly });
}
