/** GET /docs/openapi.json: the OpenAPI 3.1 document, built once from the routes' zod schemas. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../docs/openapi';

export function docsRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/docs/openapi.json', async (request) => {
    document ??= buildOpenApiDocument();
    // The API is where its document was found (behind a trusted proxy, the public origin).
    const servers = [{ url: `${request.protocol}://${request.host}`, description: 'This API' }];
    const { openapi, info, ...rest } = document;
    return { openapi, info, servers, ...rest };
  });
}
