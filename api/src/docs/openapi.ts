/**
 * The OpenAPI 3.1 document: @fastify/swagger collects every route's `schema` (docs/route-docs.ts
 * plus the zod schemas the route validates with) and fastify-type-provider-zod turns the zod
 * schemas into JSON Schema.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { failureEnvelope, validationFailureSchema } from './response-schemas';

type Responses = Record<string, { description: string; content: Record<string, unknown> }>;

const invalid = {
  description: 'Invalid input: a field its schema refuses, or a body that is not valid JSON.',
  content: { 'application/json': { schema: validationFailureSchema } },
};
const jsonFailure = (description: string) => ({
  description,
  content: { 'application/json': { schema: failureEnvelope() } },
});

/**
 * What a route can answer before its handler runs, added where the route's inputs and method are
 * known: 400 when it validates a query, path or body (routes/validation.ts), and 413 and 415 when
 * it takes a body (app.ts, routes/json-body.ts).
 */
function refusals(schema: FastifySchema, methods: string[]): Responses {
  // Fastify reads a DELETE's body too (refusing one not JSON), though ours need none.
  const takesBody = methods.some(
    (method) => method === 'POST' || method === 'PATCH' || method === 'DELETE',
  );
  const validates = takesBody || schema.querystring || schema.params || schema.body;
  return {
    ...(validates ? { 400: invalid } : {}),
    ...(takesBody
      ? {
          413: jsonFailure('Body over 64 KB.'),
          415: jsonFailure(
            'A body that is not application/json (or none, where the route takes one).',
          ),
        }
      : {}),
  };
}

const documentRefusals: SwaggerTransform = (input) => {
  const response = input.schema.response as Responses | undefined;
  if (!response) return jsonSchemaTransform(input);
  const merged: Responses = { ...response };
  for (const [status, refusal] of Object.entries(
    refusals(input.schema, [input.route.method].flat()),
  )) {
    const own = merged[status];
    // A route's own wording stays; a JSON answer it does not list is added beside its own.
    merged[status] = own ? { ...own, content: { ...refusal.content, ...own.content } } : refusal;
  }
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, response: merged } });
};

/** `servers` is left out: where the API is reached is known per request (health/routes/docs.ts). */
export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Ghumakkad API',
      version: '1.0.0',
      description:
        'Tour packages in India. Answers are envelopes {code, message, data}; code 1 means success. Every POST body must be application/json and at most 64 KB (the release-health reports: 16 KB, and the browsers’ beacon may also be text/plain).',
      // Not open source; SPDX's LicenseRef- form names a licence of one's own.
      license: {
        name: 'Proprietary: Ghumakkad Travels, all rights reserved',
        identifier: 'LicenseRef-Ghumakkad-Proprietary',
      },
    },
    components: {
      securitySchemes: {
        authCode: {
          type: 'apiKey',
          in: 'query',
          name: 'authCode',
          description:
            "The site's public code (AUTH_CODE, in the site's /config.json). It tells this site's calls from others; it is not a secret.",
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'gk_staff',
          description:
            'The staff session cookie that POST /staff/sign-in sets (HttpOnly, SameSite=Strict, Path=/). Named __Host-gk_staff (and Secure) when PUBLIC_SITE_URL is https or the request came over HTTPS.',
        },
        renderToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Render-Token',
          description:
            "The site's render server's secret (RENDER_API_TOKEN), shared with the API only. Its calls skip the per-IP limit.",
        },
      },
    },
  },
  transform: documentRefusals,
};
