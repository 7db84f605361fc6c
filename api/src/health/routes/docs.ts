/** GET /docs/openapi.json: the OpenAPI 3.1 document @fastify/swagger builds from the routes. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../../docs/route-docs';

export function docsRoutes(app: FastifyInstance): void {
  app.get(
    '/docs/openapi.json',
    {
      schema: documented({
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        auth: 'none',
        responses: {
          200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) },
        },
      }),
    },
    async (request) => {
      // The API is where its document was found (behind a trusted proxy, the public origin).
      const servers = [{ url: `${request.protocol}://${request.host}`, description: 'This API' }];
      // Built from every route on the first call, then cached by the plugin.
      return { ...app.swagger(), servers };
    },
  );
}
