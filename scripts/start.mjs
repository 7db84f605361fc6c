/**
 * `pnpm start`: serves the site from the CDN folder (`cdn/` or CDN_DIR) and the API until
 * stopped. Apps with no live release yet are first released from a fresh build.
 */
import { startCdnSite } from './site.mjs';
import { cdnDirFromEnv } from './release/cdn.mjs';
import { appsWithoutLiveRelease, release } from './release/commands.mjs';

const cdnDir = cdnDirFromEnv();
// The shell first, so each remote is checked against it.
const missing = appsWithoutLiveRelease(cdnDir);
if (missing.length > 0) {
  console.log(
    `No live release of ${missing.join(', ')} in ${cdnDir}: releasing from a fresh build`,
  );
  for (const app of missing) {
    const result = release({ app, cdnDir });
    console.log(`  released ${app} ${result.version}`);
  }
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
