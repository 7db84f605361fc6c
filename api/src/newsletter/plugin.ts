/**
 * The newsletter's mail links (confirm, unsubscribe): no authCode (the token is the key), and
 * form bodies accepted for one-click unsubscribe, in this scope only.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newsletterRoutes, type NewsletterRouteOptions } from './routes/newsletter';

export interface NewsletterPluginOptions extends NewsletterRouteOptions {
  db: Kysely<Database>;
}

export const newsletterPlugin: FastifyPluginAsync<NewsletterPluginOptions> = async (
  app,
  { db, ...options },
) => {
  newsletterRoutes(app, db, options);
};
