/**
 * Release health: the browsers' beacons and the render server's counts in, the staff's reads
 * out. No authCode: a beacon cannot add one (it carries the page's token), the render server has
 * its own token, and staff read with their session, checked as on /staff.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffAccessConfig } from '../config';
import type { Database } from '../db/schema';
import { staffAccessOptions } from '../staff/routes/staff-guards';
import { releaseHealthRoutes } from './routes/release-health';

export interface ReleaseHealthPluginOptions {
  db: Kysely<Database>;
  /** RateLimits.renderToken (RENDER_API_TOKEN); empty: the render route and beacons refuse all. */
  renderToken: string;
  /** How staff sessions are checked, as on /staff (STAFF_REQUIRE_2FA, …). */
  access: StaffAccessConfig;
  /** PUBLIC_SITE_URL: when https, the session cookie is the __Host- one. */
  publicSiteUrl: string | null;
  /** The clock of staff sessions; tests move it on. */
  now: () => Date;
  /** The origins that may read with credentials (cors.ts staffOrigins), as /staff answers. */
  staffOrigins: readonly string[];
}

export const releaseHealthPlugin: FastifyPluginAsync<ReleaseHealthPluginOptions> = async (
  app,
  { db, renderToken, access, publicSiteUrl, now, staffOrigins },
) => {
  releaseHealthRoutes(app, db, {
    renderToken,
    staffAccess: staffAccessOptions(access, publicSiteUrl, now),
    staffOrigins,
  });
};
