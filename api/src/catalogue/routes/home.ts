/** GET /site/home: the home page's and the pilgrimage pages' copy, cards and counts. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../answer-cache';
import { homeAnswer } from '../home-answer';
import type { Database } from '../../db/schema';
import { homeAnswerSchema } from '../../docs/response-schemas';
import { documented, notFound, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';

/** Only before the first import that had content/home.yaml: every import after needs it. */
export const HOME_MISSING_MESSAGE = 'The home page content has not been imported yet.';

export function homeRoutes(app: FastifyInstance, db: Kysely<Database>, cache: AnswerCache): void {
  const schema = documented({
    operationId: 'getHome',
    summary: 'The home page, /tours and Dev Darshan: copy, package cards and catalogue counts',
    description:
      'From content/home.yaml and content/testimonials.yaml as last imported. Each card is its ' +
      "package's current name, price, original price (only when the package states one) and " +
      'length; {destinations} and {packages} in the copy are the published catalogue counts.',
    auth: 'authCode',
    responses: {
      200: ok('The home content.', homeAnswerSchema),
      404: notFound('Home content'),
    },
  });
  app.get('/site/home', { schema }, (_request, reply) =>
    // Cached like every catalogue answer: an import raises the version, so new prices show.
    sendCachedAnswer(reply, cache, 'site-home', async () => {
      const answer = await homeAnswer(db);
      return answer === undefined
        ? { statusCode: 404, payload: failure(HOME_MISSING_MESSAGE) }
        : { payload: success(answer) };
    }),
  );
}
