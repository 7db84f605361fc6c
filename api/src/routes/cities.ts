/** GET /package/get-all-cities: every destination as {id, name}, by name. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Destination } from '@tour/shared/contracts';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../catalogue/answer-cache';
import type { Database } from '../db/schema';
import { destinationSchema } from '../docs/response-schemas';
import { documented, ok } from '../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { success } from './envelope';

export function cityRoutes(app: FastifyInstance, db: Kysely<Database>, cache: AnswerCache): void {
  const schema = documented({
    operationId: 'listDestinations',
    summary: 'Every destination, by name',
    auth: 'authCode',
    responses: { 200: ok('Destinations.', z.array(destinationSchema)) },
  });
  app.get('/package/get-all-cities', { schema }, (_request, reply) =>
    sendCachedAnswer(reply, cache, 'cities', async () => {
      const cities: Destination[] = await db
        .selectFrom('destinations')
        .select(['id', 'name'])
        .orderBy('name')
        .execute();
      return { payload: success(cities) };
    }),
  );
}
