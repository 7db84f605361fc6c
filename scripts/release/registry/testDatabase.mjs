/**
 * The PostgreSQL the registry's tests run against, and a way to run one statement outside any
 * registry (setup, inspection, sabotage): shared by the registry's test files.
 */
import pg from 'pg';

export const DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function sql(text, values) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
