/**
 * GET /catalogue/version: the version the catalogue answers are cached under here
 * (db/catalogue-version.ts), for the render server to key its rendered pages on. It is read from
 * the database on every call, and this process's answer cache moves to it at the same time, so
 * the answers this process gives after sending it were read under it or a later version, never an
 * earlier one. (Another API process behind the same balancer reads the counter within a second.)
 */
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import { catalogueVersionSchema, failureEnvelope } from '../../docs/response-schemas';
import { documented, ok } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';

const schema = documented({
  operationId: 'getCatalogueVersion',
  summary: "The catalogue's version",
  description:
    'Changes whenever the catalogue changes (an import, any write to its tables, by any process). The render server keys its cached pages on it.',
  auth: 'none',
  responses: {
    200: ok("The catalogue's version, read from the database now.", catalogueVersionSchema),
    503: {
      description: "Database unreachable: 'The catalogue version cannot be read.'",
      schema: failureEnvelope(),
    },
  },
});

export function catalogueVersionRoutes(app: FastifyInstance, database: AppDatabase): void {
  // The render server asks it for the pages it serves; like /health, never answered 429. Asked
  // once a second by every render server: logged only when it goes wrong.
  app.get(
    '/catalogue/version',
    { schema, logLevel: 'warn', config: { rateLimit: false } },
    async (request, reply) => {
      // A version kept by a CDN or browser would be stale after the next import.
      reply.header('cache-control', 'no-store');
      try {
        return success({ version: await database.refreshCatalogueVersion() });
      } catch (error) {
        request.log.error({ err: error }, 'catalogue version: database unreachable');
        return reply.status(503).send(failure('The catalogue version cannot be read.'));
      }
    },
  );
}
