/** The site documents the catalogue import stored (content-files/site-documents.ts), read back. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The document named `name` as the import stored it, or undefined when there is none. */
export async function readSiteDocument(
  db: Kysely<Database>,
  name: string,
): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('site_documents')
    .select('body')
    .where('name', '=', name)
    .executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.body) as unknown);
}
