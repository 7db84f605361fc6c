/** `pnpm start`: serves the built site, its remotes and the API until stopped. */
import { startSite } from './site.mjs';

const site = await startSite();
console.log(`\nGhumakkad is running:\n  site  ${site.siteUrl}\n  api   ${site.apiUrl}\n`);
for (const [key, port] of Object.entries(site.ports)) console.log(`  ${key.padEnd(13)} :${port}`);
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
