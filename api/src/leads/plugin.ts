/**
 * The lead routes (enquiry, booking, contact, support, newsletter sign-up) behind the authCode,
 * and POST /leads/check, open, which validates bodies as they do and stores nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { LeadKind } from '../db/schema';
import type { RateLimits } from '../rate-limit';
import { addAuthCodeHooks } from '../routes/auth-code';
import type { LeadRecorder } from './record-lead';
import { leadCheckRoute } from './routes/lead-check';
import { leadRoutes } from './routes/leads';

export interface LeadsPluginOptions {
  recordLead: LeadRecorder;
  rateLimits: RateLimits;
  authCode: string;
  /** Called once per lead stored (the metrics' count). */
  onStored?: ((kind: LeadKind) => void) | undefined;
}

export const leadsPlugin: FastifyPluginAsync<LeadsPluginOptions> = async (
  app,
  { recordLead, rateLimits, authCode, onStored },
) => {
  leadCheckRoute(app, rateLimits);
  app.register(async (withAuthCode) => {
    addAuthCodeHooks(withAuthCode, authCode);
    leadRoutes(withAuthCode, recordLead, rateLimits, { onStored });
  });
};
