/**
 * `pnpm leads:purge`: one retention sweep now, the one the API runs every
 * RETENTION_SWEEP_MINUTES: leads stored more than LEAD_RETENTION_DAYS days ago (730) with their
 * notifications, expired staff sessions, and audit addresses older than
 * AUDIT_ADDRESS_RETENTION_DAYS (180); audited as the system. Prints what it deleted.
 */
import { openCommandDatabase } from './cli-database';
import { describeSweep, loadRetentionSettings, sweepRetention } from './retention-schedule';

async function main(): Promise<void> {
  const settings = loadRetentionSettings(process.env);
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const sweep = await sweepRetention(database, settings);
    console.log(`Retention: ${describeSweep(sweep, settings)}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('leads:purge failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
