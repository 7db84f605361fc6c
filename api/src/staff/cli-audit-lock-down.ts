/**
 * `pnpm audit:lock-down <api-role>`: with DATABASE_URL naming the schema's owner, migrates, then
 * gives the API's role ordinary rights on the tables and only appending rights on the audit log
 * (audit-lock-down.ts). The API then runs with DATABASE_URL naming that role.
 */
import { lockDownAuditTables } from './audit-lock-down';
import { openCommandDatabase } from './cli-database';

const USAGE = 'Usage: pnpm audit:lock-down <api-role> (DATABASE_URL: the owner of the schema)';

async function main(): Promise<void> {
  const [role, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!role || rest.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const database = await openCommandDatabase(process.argv[1] ?? __filename);
  try {
    if (database.dialect !== 'postgres') {
      console.error('audit:lock-down is for PostgreSQL (DATABASE_URL); SQLite has no roles.');
      process.exitCode = 2;
      return;
    }
    const schema = await lockDownAuditTables(database.db, role);
    console.log(`${role} may now use schema ${schema}, and only append to its audit log.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('audit:lock-down failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
