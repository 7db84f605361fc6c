import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented, ok } from '../../docs/route-docs';
import type { RateLimits } from '../../rate-limit';
import { success } from '../../routes/envelope';
import { LEAD_PARSERS, isLeadPath } from './leads';

/** At most this many bodies per check: a remote sends one of each form's request. */
const MAX_CHECKED_REQUESTS = 20;

const leadCheckBody = z.object({
  requests: z
    .array(
      z.object({
        path: z.string().max(200).describe('A lead route, e.g. /request-book/add'),
        body: z.unknown().describe('The JSON body a remote would send it'),
      }),
    )
    .min(1)
    .max(MAX_CHECKED_REQUESTS),
});

const leadCheckResult = z.union([
  z.object({ path: z.string(), accepted: z.literal(true), kind: z.string() }),
  z.object({
    path: z.string(),
    accepted: z.literal(false),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
]);

/**
 * POST /leads/check: whether the lead routes would accept each body, validated exactly as they
 * validate it, with nothing stored. The release gate sends a remote's recorded requests
 * (federation-contract.json `apiRequests`) here before that remote goes live, so a version
 * whose forms this API would refuse never takes the site's leads. Open, as the lead routes'
 * answers to a bad body are; rate-limited as leads are.
 */
export function leadCheckRoute(untyped: FastifyInstance, limits: RateLimits): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/leads/check',
    {
      config: { rateLimit: { max: limits.leads, timeWindow: 60_000 } },
      schema: {
        ...documented({
          operationId: 'checkLeadRequests',
          summary: 'Whether the lead routes would accept these bodies (nothing is stored)',
          description:
            'Used by the release gate with the requests a remote records in its build. Each body is validated as its route validates it; an unknown path is not accepted.',
          auth: 'none',
          responses: {
            200: ok(
              'One result per request, in order.',
              z.object({ results: z.array(leadCheckResult) }),
            ),
          },
        }),
        body: leadCheckBody,
      },
    },
    async (request) => {
      const results = request.body.requests.map(({ path, body }) => {
        if (!isLeadPath(path)) {
          return {
            path,
            accepted: false as const,
            errors: [{ field: 'path', message: `No lead route is called ${path}` }],
          };
        }
        const lead = LEAD_PARSERS[path](body);
        return lead.ok
          ? { path, accepted: true as const, kind: lead.kind }
          : { path, accepted: false as const, errors: lead.errors };
      });
      return success({ results });
    },
  );
}
