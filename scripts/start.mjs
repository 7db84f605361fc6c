/**
 * `pnpm start`: serves the site from its release registry and artifact store (by default the CDN
 * folder, `cdn/` or CDN_DIR; see scripts/release/setup.mjs) and the API until stopped. Apps with
 * no live release yet are first released from a fresh build.
 */
import { startCdnSite } from './site.mjs';
import { cdnDirFromEnv } from './release/cdn.mjs';
import { appsWithoutLiveRelease, release } from './release/commands.mjs';
import { openReleaseSetup } from './release/setup.mjs';

const cdnDir = cdnDirFromEnv();
const setup = await openReleaseSetup({ cdnDir });
try {
  // The shell first, so each remote is checked against it.
  const missing = await appsWithoutLiveRelease(setup);
  if (missing.length > 0) {
    console.log(
      `No live release of ${missing.join(', ')} in ${setup.registry.describe()}: releasing from a fresh build`,
    );
    for (const app of missing) {
      const result = await release({ app, setup });
      console.log(`  released ${app} ${result.version}`);
    }
  }
} finally {
  await setup.close();
}

const site = await startCdnSite({ cdnDir });
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
