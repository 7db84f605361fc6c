/**
 * The staff inbox: sign-in with an HttpOnly session cookie (no authCode), the members' own
 * accounts and two-factor sign-in, the team, the leads list, one lead, its workflow changes, the
 * CSV export, the audit log, and the visitor's privacy rights (what is held about them, erasure).
 * Every read of a lead, list, export and change is audited. The route modules are in routes/;
 * they share the guards, the sign-in throttle and the clock this plugin makes.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { StaffAccessConfig } from '../config';
import type { AppDatabase } from '../db/connect';
import { auditLogRoutes } from './routes/audit-log';
import { leadDetailRoutes } from './routes/lead-detail';
import { leadInboxRoutes } from './routes/lead-inbox';
import { leadRedeliverRoutes } from './routes/lead-redeliver';
import { ownAccountRoutes } from './routes/own-account';
import { privacyRequestRoutes } from './routes/privacy-requests';
import { signInRoutes } from './routes/sign-in';
import { failureEnvelope } from '../docs/response-schemas';
import {
  isStateChanging,
  OTHER_SITE_REFUSAL,
  refuseOtherSites,
  staffAccessOptions,
  staffGuards,
} from './routes/staff-guards';
import type { StaffRouteDeps } from './routes/staff-route-deps';
import { teamRoutes } from './routes/team';
import { twoFactorRoutes } from './routes/two-factor';
import { createSignInThrottle } from './sign-in-throttle';
import { processTotpKey } from './totp-key';
import { secretBox } from './two-factor';

export interface StaffPluginOptions {
  database: AppDatabase;
  /** Shares the sign-in throttle's counters across processes; null keeps them in this one. */
  redis: Redis | null;
  /** Prefix of the throttle's Redis keys (the rate limits' namespace). */
  redisNamespace: string;
  /** PUBLIC_SITE_URL: when https, the session cookie is the __Host- one. */
  publicSiteUrl: string | null;
  /** The origins whose pages may change anything here (cors.ts staffOrigins). */
  siteOrigins: readonly string[];
  /** STAFF_REQUIRE_2FA, STAFF_SESSION_IDLE_MINUTES, STAFF_TOTP_KEY. */
  access: StaffAccessConfig;
  /** The clock of sessions and codes; tests move it on. */
  now: () => Date;
}

export const staffPlugin: FastifyPluginAsync<StaffPluginOptions> = async (
  app,
  { database, redis, redisNamespace, publicSiteUrl, siteOrigins, access, now },
) => {
  // Reads the session cookie into request.cookies and writes it with reply.setCookie.
  await app.register(fastifyCookie);
  // Every state-changing route, sign-in included, whatever its body: before any guard or handler.
  app.addHook('onRequest', refuseOtherSites(siteOrigins));
  // …and says so in its documentation, so no route added later can leave it out.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some(isStateChanging) || !route.schema) return;
    const responses = (route.schema.response ?? {}) as Record<string, { description?: string }>;
    const own = responses[403];
    const refusal = own
      ? { ...own, description: `${own.description ?? ''}; or ${OTHER_SITE_REFUSAL}` }
      : {
          description: OTHER_SITE_REFUSAL,
          content: { 'application/json': { schema: failureEnvelope() } },
        };
    route.schema = { ...route.schema, response: { ...responses, 403: refusal } };
  });
  const guards = staffGuards(database.db, staffAccessOptions(access, publicSiteUrl, now));
  // Staff answers hold personal data: no shared cache may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const throttle = createSignInThrottle({
    redis,
    namespace: redisNamespace,
    onStoreError: (error) =>
      app.log.error(
        { err: error },
        'sign-in throttle: Redis failed; counting failed sign-ins in this process until it answers',
      ),
  });
  const deps: StaffRouteDeps = {
    database,
    guards,
    throttle,
    secrets: secretBox(access.totpKey ?? processTotpKey()),
    access,
    now,
  };

  signInRoutes(app, deps);
  ownAccountRoutes(app, deps);
  twoFactorRoutes(app, deps);
  teamRoutes(app, deps);
  leadInboxRoutes(app, deps);
  leadDetailRoutes(app, deps);
  leadRedeliverRoutes(app, deps);
  auditLogRoutes(app, deps);
  privacyRequestRoutes(app, deps);
};
