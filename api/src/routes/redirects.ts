/**
 * GET /site/redirect?path=/goa-tour-packages-details/goa-beach-escape: where an old catalogue URL
 * went (catalogue/redirects.ts), so the site can answer it with a 301 instead of a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AnswerCache } from '../catalogue/answer-cache';
import { findSiteRedirect } from '../catalogue/redirects';
import type { Database } from '../db/schema';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from './envelope';
import { fieldErrors, validationFailure } from './validation';

const NO_REDIRECT_MESSAGE = 'No redirect for this path.';

export const redirectQuerySchema = z.object({
  path: z
    .string({ error: 'Required' })
    .max(500, { error: 'Must be at most 500 characters' })
    .regex(/^\/[^?#]*$/, { error: 'Must be a site path starting with /, without ? or #' }),
});

export function redirectRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  app.get('/site/redirect', (request, reply) => {
    const parsed = redirectQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
      return undefined;
    }
    const path = parsed.data.path.toLowerCase();
    return sendCachedAnswer(reply, cache, `redirect:${path}`, async () => {
      const redirect = await findSiteRedirect(db, path);
      return redirect
        ? { payload: success({ ...redirect, status: 301 as const }) }
        : { statusCode: 404, payload: failure(NO_REDIRECT_MESSAGE) };
    });
  });
}
