/**
 * `pnpm leads:purge`: deletes the leads stored more than LEAD_RETENTION_DAYS days ago (default
 * 730) with their notifications, audited as the system, and prints how many.
 */
import { openCommandDatabase } from './cli-database';
import { purgeOldLeads, parseRetentionDays } from './privacy';

async function main(): Promise<void> {
  const days = parseRetentionDays(process.env.LEAD_RETENTION_DAYS);
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const purge = await purgeOldLeads(database, days);
    console.log(
      `Purged ${purge.leads} leads stored before ${purge.cutoff} (older than ${days} days), with ${purge.outbox} notifications.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('leads:purge failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
