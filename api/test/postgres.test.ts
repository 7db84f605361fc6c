import { defineApiSuite } from './api-suite';
import { createPostgresTarget, probePostgres, redactUrl } from './support/database-targets';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const probe = probePostgres(url);

if (probe.reachable) {
  describe('API on PostgreSQL', () => {
    defineApiSuite(() => createPostgresTarget(url));
  });
} else {
  process.stderr.write(
    `PostgreSQL run skipped: cannot reach ${redactUrl(url)} (${probe.reason}). Set TEST_DATABASE_URL to run it.\n`,
  );
  test.skip('API on PostgreSQL (database unreachable)', () => undefined);
}
