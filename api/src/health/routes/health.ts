/** GET /health: liveness plus a real round trip to the database. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import { healthSchema } from '../../docs/response-schemas';
import { documented } from '../../docs/route-docs';

const schema = documented({
  operationId: 'getHealth',
  summary: 'Liveness and a database round trip',
  auth: 'none',
  responses: {
    200: { description: 'Up.', schema: healthSchema },
    503: { description: 'Database unreachable.', schema: healthSchema },
  },
});

export function healthRoutes(
  app: FastifyInstance,
  { db, dialect }: AppDatabase,
  contentProblems: number,
): void {
  // Content refused at start does not make the API unhealthy (it serves the last good
  // catalogue), but an operator watching health should see that the new content is not live.
  const content = contentProblems === 0 ? 'imported' : 'refused';
  // Load balancers poll this; it must never answer 429.
  app.get('/health', { schema, config: { rateLimit: false } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: dialect, content, contentProblems };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'error', database: dialect, content, contentProblems });
    }
  });
}
