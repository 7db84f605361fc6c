/** GET /package/get-all-cities: every destination as {id, name, aliases}, by name. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Destination } from '@tour/shared/contracts';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../answer-cache';
import { aliasesOf } from '../destination-aliases';
import type { Database } from '../../db/schema';
import { destinationSchema } from '../../docs/response-schemas';
import { documented, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { success } from '../../routes/envelope';

export function cityRoutes(app: FastifyInstance, db: Kysely<Database>, cache: AnswerCache): void {
  const schema = documented({
    operationId: 'listDestinations',
    summary: 'Every destination, by name',
    auth: 'authCode',
    responses: { 200: ok('Destinations.', z.array(destinationSchema)) },
  });
  app.get('/package/get-all-cities', { schema }, (_request, reply) =>
    sendCachedAnswer(reply, cache, 'cities', async () => {
      const rows = await db
        .selectFrom('destinations')
        .select(['id', 'name', 'slug'])
        .orderBy('name')
        .execute();
      // Other names let the search bars find 'Leh' or 'Pondy' with and without the app.
      const cities: Destination[] = rows.map(({ id, name, slug }) => {
        const aliases = aliasesOf(slug);
        return aliases.length > 0 ? { id, name, aliases } : { id, name };
      });
      return { payload: success(cities) };
    }),
  );
}
