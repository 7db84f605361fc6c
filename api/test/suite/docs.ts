/** GET /docs/openapi.json documents every route the app serves, from the same zod schemas. */
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import { examplesOf } from '../../src/docs/route-docs';
import { AUTH_CODE, requests, type Suite } from './context';

interface OpenApiOperation {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { content: Record<string, unknown> }>;
}

export function describeDocsRoute(suite: Suite): void {
  const { get } = requests(suite);
  const fetchDocument = async () => {
    const response = await get('/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    return response.json() as {
      openapi: string;
      servers: { url: string }[];
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
      paths: Record<
        string,
        Record<string, OpenApiOperation & { operationId: string; security: unknown[] }>
      >;
    };
  };

  describe('GET /docs/openapi.json', () => {
    it('is an OpenAPI 3.1 document covering every served route', async () => {
      const app = buildApp({ database: suite().database, authCode: AUTH_CODE, corsOrigins: null });
      const served: string[] = [];
      app.addHook('onRoute', ({ method, url }) => {
        for (const m of [method].flat()) {
          if (m === 'GET' || m === 'POST' || m === 'PATCH' || m === 'DELETE') {
            served.push(`${m.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`);
          }
        }
      });
      await app.ready();
      await app.close();

      const document = await fetchDocument();
      expect(document.openapi).toBe('3.1.0');
      const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      );
      expect(served.length).toBeGreaterThanOrEqual(16);
      expect(documented.sort()).toEqual([...new Set(served)].sort());
    });

    it('names every operation once, says who may call it, and where the API is', async () => {
      const document = await fetchDocument();
      const operations = Object.values(document.paths).flatMap((byMethod) =>
        Object.values(byMethod),
      );
      const ids = operations.map((operation) => operation.operationId);
      expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const operation of operations) expect(Array.isArray(operation.security)).toBe(true);
      expect(document.components.securitySchemes).toMatchObject({
        authCode: { type: 'apiKey', in: 'query', name: 'authCode' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'gk_staff' },
      });
      expect(document.paths['/staff/leads/{id}']!.patch!.security).toEqual([{ staffSession: [] }]);
      expect(document.paths['/health']!.get!.security).toEqual([]);
      expect(document.servers).toEqual([{ url: 'http://localhost:80', description: 'This API' }]);
    });

    it('shows request examples that the routes’ own schemas accept', async () => {
      const app = buildApp({ database: suite().database, authCode: AUTH_CODE, corsOrigins: null });
      const bodies: { url: string; body: z.ZodType }[] = [];
      app.addHook('onRoute', ({ url, schema }) => {
        if (schema?.body) bodies.push({ url, body: schema.body as z.ZodType });
      });
      await app.ready();
      await app.close();

      const { paths } = await fetchDocument();
      const examples = bodies.flatMap(({ url, body }) =>
        Object.entries(examplesOf(body)).map(([name, { value }]) => ({ url, body, name, value })),
      );
      expect(examples.length).toBeGreaterThanOrEqual(11);
      for (const { url, body, name, value } of examples) {
        expect([url, name, body.safeParse(value).success]).toEqual([url, name, true]);
        // The document shows the same example.
        const documented = Object.values(paths[url.replace(/:(\w+)/g, '{$1}')]!).find(
          (operation) => operation.requestBody,
        );
        expect(documented?.requestBody?.content['application/json']).toMatchObject({
          examples: { [name]: { value } },
        });
      }
    });

    it('describes request bodies with the shared validation rules', async () => {
      const { paths } = await fetchDocument();
      const contact = paths['/contact/add']!.post!;
      const schema = contact.requestBody!.content['application/json'].schema as {
        properties: Record<string, { maxLength?: number; pattern?: string }>;
        required: string[];
      };
      // The notice version is sent by our forms, but a lead without it is kept (leadConsentSchema).
      expect(schema.required.sort()).toEqual(['email', 'message', 'name']);
      expect(schema.properties.message!.maxLength).toBe(5000);
      expect(schema.properties.email!.pattern).toBeDefined();
      expect(contact.parameters.map((p) => p.name)).toEqual(['Idempotency-Key']);
      expect((contact as OpenApiOperation & { security: unknown }).security).toEqual([
        { authCode: [] },
      ]);
      expect(Object.keys(contact.responses).sort()).toEqual(
        ['200', '400', '401', '409', '413', '415', '422', '429'].sort(),
      );
    });

    it('lists query and path parameters, and marks the CSV export as a staff route', async () => {
      const { paths } = await fetchDocument();
      const cards = paths['/package/search-by-category']!.get!;
      expect(cards.parameters).toContainEqual(
        expect.objectContaining({ name: 'categoryId', in: 'query', required: true }),
      );
      const detail = paths['/package/get-package-detail-and-itinerary/{packageName}']!.get!;
      expect(detail.parameters[0]).toMatchObject({
        name: 'packageName',
        in: 'path',
        required: true,
      });
      const csv = paths['/staff/leads.csv']!.get! as OpenApiOperation & { security: unknown };
      expect(csv.security).toEqual([{ staffSession: [] }]);
      expect(Object.keys(csv.responses['200']!.content)).toEqual(['text/csv']);
    });
  });
}
