/**
 * GET /site/redirect?path=/goa-tour-packages-details/goa-beach-escape: where an old catalogue URL
 * went (catalogue/redirects.ts), so the site can answer it with a 301 instead of a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AnswerCache } from '../answer-cache';
import { findSiteRedirect } from '../redirects';
import type { Database } from '../../db/schema';
import { failureEnvelope, siteRedirectSchema } from '../../docs/response-schemas';
import { documented, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';

const NO_REDIRECT_MESSAGE = 'No redirect for this path.';

const redirectQuerySchema = z.object({
  path: z
    .string({ error: 'Required' })
    .max(500, { error: 'Must be at most 500 characters' })
    .regex(/^\/[^?#]*$/, { error: 'Must be a site path starting with /, without ? or #' }),
});

export function redirectRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const schema = {
    ...documented({
      operationId: 'findSiteRedirect',
      summary: 'Where an old catalogue URL went, for a 301',
      description:
        'path is a site path: /{destination}-tour-packages-details/{package} or /{destination}-tour-packages. An unpublished package goes to its destination listing (home when that has no packages left); a renamed package or destination (slug_redirects, written by `pnpm catalogue:import`) to its current page.',
      auth: 'authCode',
      responses: {
        200: ok('The redirect.', siteRedirectSchema),
        404: {
          description: `No redirect: the page exists, or nothing is known about it (code 0, '${NO_REDIRECT_MESSAGE}').`,
          schema: failureEnvelope(),
        },
      },
    }),
    querystring: redirectQuerySchema,
  };
  app.get('/site/redirect', { schema }, (request, reply) => {
    const path = request.query.path.toLowerCase();
    return sendCachedAnswer(reply, cache, `redirect:${path}`, async () => {
      const redirect = await findSiteRedirect(db, path);
      return redirect
        ? { payload: success({ ...redirect, status: 301 as const }) }
        : { statusCode: 404, payload: failure(NO_REDIRECT_MESSAGE) };
    });
  });
}
