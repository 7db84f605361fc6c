/**
 * Release health: the browsers' beacons and the render server's counts in, the staff's reads
 * out. No authCode: a beacon cannot add one (it carries the page's token), the render server has
 * its own token, and staff read with their session, checked as on /staff.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { releaseHealthRoutes, type ReleaseHealthRouteOptions } from './routes/release-health';

export interface ReleaseHealthPluginOptions extends ReleaseHealthRouteOptions {
  db: Kysely<Database>;
}

export const releaseHealthPlugin: FastifyPluginAsync<ReleaseHealthPluginOptions> = async (
  app,
  { db, ...options },
) => {
  releaseHealthRoutes(app, db, options);
};
