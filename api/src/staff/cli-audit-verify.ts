/**
 * `pnpm audit:verify`: walks the audit log's hash chain (audit-chain.ts) and says whether it is
 * intact; exits 1 naming each problem when an entry was changed or removed. Keep the head hash it
 * prints somewhere else (a ticket, a notebook): a later run whose chain no longer leads to it
 * shows that the log was rewritten wholesale.
 */
import { verifyAuditChain } from './audit-chain';
import { openCommandDatabase } from './cli-database';

async function main(): Promise<void> {
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    const check = await verifyAuditChain(database.db);
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
