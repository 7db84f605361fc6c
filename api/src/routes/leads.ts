/**
 * The lead routes: POST /request-book/add (enquiries and bookings), /contact/add, /support/add
 * and /newsletter/subscribe. Each lead is validated, then stored before the answer is sent.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LeadReceipt } from '@tour/shared/contracts';
import {
  parseContact,
  parseNewsletter,
  parseRequestBook,
  parseSupport,
  type LeadParser,
} from '../leads/parse-lead';
import type { LeadRecorder } from '../leads/record-lead';
import { requestHash } from '../leads/request-hash';
import { leadRateLimit, type RateLimits } from '../rate-limit';
import { failure, success } from './envelope';
import { validationFailure } from './validation';

const REPLIES = {
  requestBook: 'Thank you! We have received your request.',
  contact: 'Form submitted successfully.',
  support: 'Thank you! Our support team will get back to you soon.',
  // The same answer for a new and a known address, so it reveals nobody's subscription.
  newsletter: 'Thank you for subscribing!',
  keyInFlight: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
} as const;

const idempotencyKeySchema = z
  .string()
  .min(1, { error: 'Must not be empty' })
  .max(200, { error: 'Must be at most 200 characters' })
  .optional();

export function leadRoutes(
  app: FastifyInstance,
  recordLead: LeadRecorder,
  limits: RateLimits,
): void {
  const onRequest = leadRateLimit(app, limits);

  const leadRoute = (path: string, parse: LeadParser, message: string) =>
    app.post(path, { onRequest }, async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) {
        const keyMessage = key.error.issues[0]?.message ?? 'Invalid';
        return reply
          .status(400)
          .send(validationFailure([{ field: 'Idempotency-Key', message: keyMessage }]));
      }
      const lead = parse(request.body);
      if (!lead.ok) return reply.status(400).send(validationFailure(lead.errors));

      const outcome = await recordLead({
        kind: lead.kind,
        payload: lead.payload,
        idempotencyKey: key.data ?? null,
        // The validated payload, not the raw body: fields the schema drops (however deeply
        // nested) neither change the fingerprint nor reach the hashing.
        requestHash: requestHash(`${path}\n${lead.kind}`, lead.payload),
        dedupeKey: lead.dedupeKey,
      });
      if (outcome.status === 'key-in-flight') {
        return reply.status(409).header('retry-after', '1').send(failure(REPLIES.keyInFlight));
      }
      if (outcome.status === 'key-reused-with-other-request') {
        return reply.status(422).send(failure(REPLIES.keyReused));
      }
      const receipt: LeadReceipt = { reference: outcome.reference };
      return success(receipt, message);
    });

  leadRoute('/request-book/add', parseRequestBook, REPLIES.requestBook);
  leadRoute('/contact/add', parseContact, REPLIES.contact);
  leadRoute('/support/add', parseSupport, REPLIES.support);
  leadRoute('/newsletter/subscribe', parseNewsletter, REPLIES.newsletter);
}
