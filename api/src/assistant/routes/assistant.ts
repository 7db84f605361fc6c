/** GET /ai/package?inputText=: the chat assistant. The site sends no authCode on this call. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assistantQuerySchema, type AssistantReply } from '@tour/shared/contracts';
import { createAssistant, type AssistantOptions } from '../answer';
import { modelOptionsFromEnv } from '../model';
import type { Database } from '../../db/schema';
import { assistantReplySchema, failureEnvelope } from '../../docs/response-schemas';
import { documented, ok } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';

const BUSY_MESSAGE = 'The assistant is busy. Please try again in a moment.';

const schema = {
  ...documented({
    operationId: 'askAssistant',
    summary: 'The chat assistant, answering from the catalogue',
    auth: 'none',
    responses: {
      200: ok('The reply.', assistantReplySchema),
      503: {
        description: `Too many answers at once: '${BUSY_MESSAGE}'`,
        schema: failureEnvelope(),
      },
    },
  }),
  querystring: assistantQuerySchema,
};

/** Answers worked on at once per process; past it, a question is refused at once (503). */
export const MAX_CONCURRENT_ANSWERS = 16;

/**
 * One assistant (and so one catalogue index) per app. The optional model comes from
 * ASSISTANT_LLM_URL / _KEY / _MODEL / _TIMEOUT_MS unless `options.model` says otherwise.
 */
export function assistantRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  options: AssistantOptions & {
    /** Answers worked on at once (default MAX_CONCURRENT_ANSWERS). */
    maxConcurrent?: number;
    /**
     * Questions per IP per minute (RateLimits.assistant): the general per-IP limit alone would
     * let one client keep the costliest route busy.
     */
    perIpPerMinute?: number;
  } = {},
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const assistant = createAssistant(db, {
    model: modelOptionsFromEnv(process.env),
    // The reason only: never the question, which may hold personal data.
    onModelFallback: (reason) => app.log.warn({ reason }, 'assistant answered without the model'),
    ...options,
  });

  let answering = 0;
  app.get(
    '/ai/package',
    options.perIpPerMinute === undefined
      ? { schema }
      : { schema, config: { rateLimit: { max: options.perIpPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      // A model call can take seconds: a burst must not pile up sockets and memory behind it.
      if (answering >= (options.maxConcurrent ?? MAX_CONCURRENT_ANSWERS)) {
        return reply.status(503).header('retry-after', '1').send(failure(BUSY_MESSAGE));
      }
      answering += 1;
      try {
        const answer = await assistant.answer(request.query.inputText);
        const body: AssistantReply = { content: answer.content };
        return success(body);
      } finally {
        answering -= 1;
      }
    },
  );
}
