/** GET /ai/package, the chat assistant: open, with its own per-IP limit when one is set. */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assistantRoutes } from './routes/assistant';

export interface AssistantPluginOptions {
  db: Kysely<Database>;
  /** Questions per IP per minute (RateLimits.assistant); only the general limit when absent. */
  perIpPerMinute?: number | undefined;
}

export const assistantPlugin: FastifyPluginAsync<AssistantPluginOptions> = async (
  app,
  { db, perIpPerMinute },
) => {
  assistantRoutes(app, db, perIpPerMinute === undefined ? {} : { perIpPerMinute });
};
