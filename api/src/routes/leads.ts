/** POST /request-book/add: enquiry and request-to-book leads, stored before we answer. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LeadReceipt } from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { parseLead } from '../leads/parse-lead';
import { recordLead } from '../leads/record-lead';
import { requestHash } from '../leads/request-hash';
import { failure, success } from './envelope';
import { validationFailure } from './validation';

const LEAD_RECEIVED_MESSAGE = 'Thank you! We have received your request.';

const idempotencyKeySchema = z
  .string()
  .min(1, { error: 'Must not be empty' })
  .max(200, { error: 'Must be at most 200 characters' })
  .optional();

export function leadRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post('/request-book/add', async (request, reply) => {
    // Fastify rejects unknown content types itself; a POST with no body and no type lands here.
    if (request.body === undefined) {
      return reply.status(415).send(failure('Send the request body as application/json.'));
    }
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success) {
      const message = key.error.issues[0]?.message ?? 'Invalid';
      return reply.status(400).send(validationFailure([{ field: 'Idempotency-Key', message }]));
    }
    const lead = parseLead(request.body);
    if (!lead.ok) return reply.status(400).send(validationFailure(lead.errors));

    const outcome = await recordLead(db, {
      kind: lead.kind,
      payload: lead.payload,
      idempotencyKey: key.data ?? null,
      requestHash: requestHash(lead.kind, request.body),
    });
    if (outcome.status === 'key-reused-with-other-request') {
      return reply
        .status(422)
        .send(failure('This Idempotency-Key was already used for a different request.'));
    }
    const receipt: LeadReceipt = { id: outcome.id };
    return success(receipt, LEAD_RECEIVED_MESSAGE);
  });
}
