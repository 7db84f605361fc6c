/** Builds the OpenAPI 3.1 document from OPERATIONS, turning their zod schemas into JSON Schema. */
import { z } from 'zod';
import { OPERATIONS, type DocumentedResponse, type Operation } from './operations';
import { failureEnvelope } from './response-schemas';

type JsonSchema = Record<string, unknown>;

/** Requests are documented as clients send them (before transforms), answers as we send them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 speaks JSON Schema 2020-12; refinements and transforms have no JSON form.
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  // The document declares the dialect once; embedded schemas do not repeat it.
  delete json.$schema;
  return json;
}

function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function response({ description, schema, otherMediaTypes = [] }: DocumentedResponse) {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (schema) content['application/json'] = { schema: jsonSchema(schema, 'output') };
  for (const type of otherMediaTypes) content[type] = { schema: { type: 'string' } };
  return { description, content };
}

const rateLimited: DocumentedResponse = {
  description: 'Too many requests from this IP; see Retry-After.',
  schema: failureEnvelope(),
};
const authCodeRejected: DocumentedResponse = {
  description: "Missing or invalid authCode: 'Missing or invalid authCode.'",
  schema: failureEnvelope(),
};

/** Each way of calling, as its security scheme (components.securitySchemes). */
const SECURITY: Record<Operation['auth'], Record<string, string[]>[]> = {
  authCode: [{ authCode: [] }],
  admin: [{ adminToken: [] }],
  staff: [{ staffSession: [] }],
  // Open to anyone, said explicitly.
  none: [],
};

function operation(op: Operation) {
  const idempotencyHeader = op.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Retries with the same key and body return the first answer and store nothing new.',
          schema: { type: 'string', minLength: 1, maxLength: 200 },
        },
      ]
    : [];
  const responses: Record<string, unknown> = {};
  for (const [status, documented] of Object.entries(op.responses)) {
    responses[status] = response(documented);
  }
  if (op.auth === 'authCode') responses['401'] = response(authCodeRejected);
  responses['429'] = response(rateLimited);

  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: SECURITY[op.auth],
    parameters: [
      ...parameters(op.params, 'path'),
      ...parameters(op.query, 'query'),
      ...idempotencyHeader,
    ],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(op.body, 'input'),
                ...(op.example === undefined ? {} : { example: op.example }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The document without `servers`: where the API is reached is known per request (routes/docs.ts). */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ghumakkad API',
      version: '1.0.0',
      description:
        'Tour packages in India. Answers are envelopes {code, message, data}; code 1 means success. Every POST body must be application/json and at most 64 KB.',
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
        adminToken: { type: 'http', scheme: 'bearer', description: 'The ADMIN_TOKEN setting.' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'gk_staff',
          description:
            'The staff session cookie that POST /staff/sign-in sets (HttpOnly, SameSite=Strict, Path=/staff).',
        },
      },
    },
    paths,
  };
}
