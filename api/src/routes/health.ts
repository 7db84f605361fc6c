/** GET /health: liveness plus a real round trip to the database. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/connect';

export function healthRoutes(app: FastifyInstance, { db, dialect }: AppDatabase): void {
  // Load balancers poll this; it must never answer 429.
  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: dialect });
    }
  });
}
