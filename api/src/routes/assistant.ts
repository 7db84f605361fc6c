/** GET /ai/package?inputText=: the chat assistant. The spec sends no authCode on this call. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assistantQuerySchema, type AssistantReply } from '@tour/shared/contracts';
import { createAssistant, type AssistantOptions } from '../assistant/answer';
import { modelOptionsFromEnv } from '../assistant/model';
import type { Database } from '../db/schema';
import { success } from './envelope';
import { fieldErrors, validationFailure } from './validation';

/**
 * One assistant (and so one catalogue index) per app. The optional model comes from
 * ASSISTANT_LLM_URL / _KEY / _MODEL / _TIMEOUT_MS unless `options.model` says otherwise.
 */
export function assistantRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: AssistantOptions = {},
): void {
  const assistant = createAssistant(db, {
    model: modelOptionsFromEnv(process.env),
    // The reason only: never the question, which may hold personal data.
    onModelFallback: (reason) => app.log.warn({ reason }, 'assistant answered without the model'),
    ...options,
  });

  app.get('/ai/package', async (request, reply) => {
    const parsed = assistantQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      return reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
    }
    const answer = await assistant.answer(parsed.data.inputText);
    const body: AssistantReply = { content: answer.content };
    return success(body);
  });
}
