/**
 * What a route says about itself in its Fastify `schema`, beside the zod schemas it validates
 * with: @fastify/swagger reads both into the OpenAPI document (docs/openapi.ts).
 */
import { z } from 'zod';
import { failureEnvelope, successEnvelope } from './response-schemas';

/** Who may call: the site's public authCode, a staff session, the render server, or anyone. */
export type Auth = 'authCode' | 'staff' | 'renderServer' | 'none';

export interface DocumentedResponse {
  description: string;
  /** The JSON body, if the answer can be JSON; with no other media type either, it has none. */
  schema?: z.ZodType;
  /** Other media types the answer can have (as plain strings). */
  otherMediaTypes?: string[];
}

export interface RouteDocs {
  /** Unique; what a generated client names the call. */
  operationId: string;
  summary: string;
  description?: string;
  auth: Auth;
  responses: Record<number, DocumentedResponse>;
}

/** Each way of calling, as its security scheme (components.securitySchemes). */
const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  authCode: [{ authCode: [] }],
  staff: [{ staffSession: [] }],
  renderServer: [{ renderToken: [] }],
  // Open to anyone, said explicitly.
  none: [],
};

const rateLimited: DocumentedResponse = {
  description: 'Too many requests from this IP; see Retry-After.',
  schema: failureEnvelope(),
};
const authCodeRejected: DocumentedResponse = {
  description: "Missing or invalid authCode: 'Missing or invalid authCode.'",
  schema: failureEnvelope(),
};
const staffSignedOut: DocumentedResponse = {
  description: "No live session cookie: 'Please sign in.'",
  schema: failureEnvelope(),
};
const renderTokenRejected: DocumentedResponse = {
  description:
    "Missing or wrong X-Render-Token, or none configured (RENDER_API_TOKEN): 'Only the render server may call this.'",
  schema: failureEnvelope(),
};

/** The answers that every route of a kind can give besides its own. */
const COMMON_RESPONSES: Record<Auth, Record<number, DocumentedResponse>> = {
  authCode: { 401: authCodeRejected, 429: rateLimited },
  staff: { 401: staffSignedOut, 429: rateLimited },
  // A call with the right token skips the per-IP limit (rate-limit.ts); one without is counted.
  renderServer: { 403: renderTokenRejected, 429: rateLimited },
  none: { 429: rateLimited },
};

/**
 * A response in the `content` form @fastify/swagger and fastify-type-provider-zod both read;
 * answers are sent as the handlers build them (app.ts), so these schemas only describe.
 */
function response({ description, schema, otherMediaTypes = [] }: DocumentedResponse) {
  // An answer without a body (204): @fastify/swagger shows a null schema as one with no content.
  if (!schema && otherMediaTypes.length === 0) return z.null().describe(description);
  const content: Record<string, { schema: z.ZodType }> = {};
  if (schema) content['application/json'] = { schema };
  for (const type of otherMediaTypes) content[type] = { schema: z.string() };
  return { description, content };
}

/** The documentation part of a route's schema; the route adds querystring, params and body. */
export function documented({ operationId, summary, description, auth, responses }: RouteDocs) {
  const all = { ...responses, ...COMMON_RESPONSES[auth] };
  return {
    operationId,
    summary,
    ...(description ? { description } : {}),
    security: SECURITY[auth],
    response: Object.fromEntries(
      Object.entries(all).map(([status, documentedResponse]) => [
        status,
        response(documentedResponse),
      ]),
    ),
  };
}

export const notFound = (what: string): DocumentedResponse => ({
  description: `${what} not found.`,
  schema: failureEnvelope(),
});

export const ok = (description: string, data: z.ZodType): DocumentedResponse => ({
  description,
  schema: successEnvelope(data),
});

/**
 * Request bodies the route accepts, by name, shown to readers (and checked against the schema by
 * the lint). @fastify/swagger moves its `x-examples` keyword to the media type's `examples`;
 * zod leaves JSON Schema's own `examples` out of a schema with transforms when it describes input.
 */
export function withExamples<S extends z.ZodType>(
  schema: S,
  examples: Record<string, z.input<S>>,
): S {
  const named = Object.entries(examples).map(([name, value]) => [name, { value }]);
  return schema.meta({ 'x-examples': Object.fromEntries(named) });
}

/** The named examples a body schema carries (withExamples). */
export function examplesOf(schema: z.ZodType): Record<string, { value: unknown }> {
  return (schema.meta()?.['x-examples'] ?? {}) as Record<string, { value: unknown }>;
}
