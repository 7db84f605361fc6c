/** GET /package/get-all-cities: every destination as {id, name}, by name. */
import type { FastifyInstance } from 'fastify';
import type { Destination } from '@tour/shared/contracts';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../catalogue/answer-cache';
import type { Database } from '../db/schema';
import { sendCachedAnswer } from './cached-answer';
import { success } from './envelope';

export function cityRoutes(app: FastifyInstance, db: Kysely<Database>, cache: AnswerCache): void {
  app.get('/package/get-all-cities', (_request, reply) =>
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
