/** GET /ai/package?inputText=: the chat assistant. The spec sends no authCode on this call. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assistantQuerySchema, type AssistantReply } from '@tour/shared/contracts';
import { answerQuestion } from '../assistant/answer';
import type { Database } from '../db/schema';
import { success } from './envelope';
import { fieldErrors, validationFailure } from './validation';

export function assistantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/ai/package', async (request, reply) => {
    const parsed = assistantQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      return reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
    }
    const answer: AssistantReply = { content: await answerQuestion(db, parsed.data.inputText) };
    return success(answer);
  });
}
