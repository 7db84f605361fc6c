/**
 * `pnpm audit:verify`: walks the audit log's keyed hash chain (audit-chain.ts), checks it against
 * the head copies kept outside the log (the append-only file, and audit_head_copy on PostgreSQL)
 * and says whether it is intact; exits 1 naming each problem when an entry, an address or the head
 * was changed or removed, or the database is older than its head copy. A restore's recorded
 * rollback is printed as a notice, not a failure.
 */
import { verifyAuditChain } from './audit-chain';
import { openCommandDatabase } from './cli-database';

async function main(): Promise<void> {
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const check = await verifyAuditChain(database.db);
    for (const notice of check.notices) console.log(`Note: ${notice}`);
    if (check.problems.length === 0) {
      console.log(
        `Audit log intact: ${check.entries} entries, head ${check.headHash?.slice(0, 16) ?? 'none'}`,
      );
      return;
    }
    console.log(`Audit log damaged (${check.entries} entries walked):`);
    for (const problem of check.problems) console.log(`- ${problem}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('audit:verify failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
