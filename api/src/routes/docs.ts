/** GET /docs/openapi.json: the OpenAPI 3.1 document, built once from the routes' zod schemas. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../docs/openapi';

export function docsRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/docs/openapi.json', async () => (document ??= buildOpenApiDocument()));
}
