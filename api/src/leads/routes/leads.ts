/**
 * The lead routes: POST /request-book/add (enquiries and bookings), /contact/add, /support/add
 * and /newsletter/subscribe. Each lead is validated, then stored before the answer is sent.
 * POST /leads/check tells, storing nothing, whether they would accept given bodies.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import {
  bookingSchema,
  contactSchema,
  enquirySchema,
  leadConsentSchema,
  newsletterSchema,
  PRIVACY_NOTICE_VERSION,
  quickBookingSchema,
  supportSchema,
  type LeadReceipt,
} from '@tour/shared/contracts';
import { failureEnvelope, leadReceiptSchema } from '../../docs/response-schemas';
import { documented, ok, withExamples, type DocumentedResponse } from '../../docs/route-docs';
import {
  parseContact,
  parseNewsletter,
  parseRequestBook,
  parseSupport,
  type LeadParser,
} from '../parse-lead';
import type { LeadRecorder } from '../record-lead';
import type { LeadKind } from '../../db/schema';
import { requestHash } from '../request-hash';
import { leadRateLimit, type RateLimits } from '../../rate-limit';
import { failure, success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';

const REPLIES = {
  requestBook: 'Thank you! We have received your request.',
  contact: 'Form submitted successfully.',
  support: 'Thank you! Our support team will get back to you soon.',
  // The same answer for a new and a known address, so it reveals nobody's subscription.
  newsletter: 'Thank you for subscribing!',
  keyInFlight: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** Each lead route's parser, by path: the routes below and /leads/check use the same. */
export const LEAD_PARSERS = {
  '/request-book/add': parseRequestBook,
  '/contact/add': parseContact,
  '/support/add': parseSupport,
  '/newsletter/subscribe': parseNewsletter,
} satisfies Record<string, LeadParser>;
type LeadPath = keyof typeof LEAD_PARSERS;
export const isLeadPath = (path: string): path is LeadPath => Object.hasOwn(LEAD_PARSERS, path);

const idempotencyKeySchema = z
  .string()
  .min(1, { error: 'Must not be empty' })
  .max(200, { error: 'Must be at most 200 characters' })
  .optional()
  .describe('Retries with the same key and body return the first answer and store nothing new.');

const leadResponses: Record<number, DocumentedResponse> = {
  200: ok(
    'Stored before this answer; a replayed Idempotency-Key returns the first id.',
    leadReceiptSchema,
  ),
  409: {
    description: `The first request with this Idempotency-Key is still running; retry (see Retry-After).`,
    schema: failureEnvelope(),
  },
  422: {
    description:
      'Idempotency-Key already used with another body or another privacy notice version.',
    schema: failureEnvelope(),
  },
};

/**
 * The handler validates (parse-lead.ts): it tells the request-to-book forms apart by the fields
 * a body has and checks it with that form's schema, so an error names the visitor's own fields.
 * The route's body and header schemas, the same zod schemas, document the route.
 */
const validatedInHandler: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

interface LeadRouteDocs {
  operationId: string;
  summary: string;
  description?: string;
  body: z.ZodType;
}

/** A form's documented body: its own fields and the privacy notice version it showed. */
const withConsent = <Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>) =>
  form.extend(leadConsentSchema.shape);
const consent = { privacyNoticeVersion: PRIVACY_NOTICE_VERSION };

function leadRouteSchema({ body, ...docs }: LeadRouteDocs) {
  return {
    ...documented({ ...docs, auth: 'authCode', responses: leadResponses }),
    headers: z.object({ 'Idempotency-Key': idempotencyKeySchema }),
    body,
  };
}

export function leadRoutes(
  app: FastifyInstance,
  recordLead: LeadRecorder,
  limits: RateLimits,
  { onStored }: { onStored?: ((kind: LeadKind) => void) | undefined } = {},
): void {
  const onRequest = leadRateLimit(app, limits);

  const leadRoute = (path: string, parse: LeadParser, message: string, docs: LeadRouteDocs) =>
    app.post(
      path,
      { onRequest, schema: leadRouteSchema(docs), validatorCompiler: validatedInHandler },
      async (request, reply) => {
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
          // nested) neither change the fingerprint nor reach the hashing. The notice version is
          // stored beside the payload, so it is part of the request: a retry under another notice
          // is another consent, not a replay.
          requestHash: requestHash(`${path}\n${lead.kind}`, {
            payload: lead.payload,
            privacyNoticeVersion: lead.privacyNoticeVersion,
          }),
          dedupeKey: lead.dedupeKey,
          privacyNoticeVersion: lead.privacyNoticeVersion,
        });
        if (outcome.status === 'created') onStored?.(lead.kind);
        if (outcome.status === 'key-in-flight') {
          return reply.status(409).header('retry-after', '1').send(failure(REPLIES.keyInFlight));
        }
        if (outcome.status === 'key-reused-with-other-request') {
          return reply.status(422).send(failure(REPLIES.keyReused));
        }
        const receipt: LeadReceipt = { reference: outcome.reference };
        return success(receipt, message);
      },
    );

  leadRoute('/request-book/add', LEAD_PARSERS['/request-book/add'], REPLIES.requestBook, {
    operationId: 'addBookingLead',
    summary: 'Enquiry or request-to-book lead',
    description:
      'Three forms: the enquiry modal, the request-to-book form (recognised by leadName/noOfPerson/packageDetailId) and the short booking form (person/departingCity), stored as a booking without a package. authCode may come in the body instead of the query.',
    body: withExamples(
      z.union([
        withConsent(enquirySchema),
        withConsent(bookingSchema),
        withConsent(quickBookingSchema),
      ]),
      {
        enquiry: {
          name: 'Asha Verma',
          phone: '+919876543210',
          email: 'asha@example.com',
          destination: 'Kerala',
          departureCity: 'Pune',
          departureDate: '2027-01-15',
          people: '2',
          ...consent,
        },
        requestToBook: {
          duration: '5 days / 4 nights',
          leadName: 'Rohan Mehta',
          noOfPerson: '3',
          packageDetailId: 12,
          departureCity: 'Delhi',
          date: '2027-02-10',
          email: 'rohan@example.com',
          phone: '+919123456780',
          productId: 12,
          websiteId: '1',
          ...consent,
        },
      },
    ),
  });
  leadRoute('/contact/add', LEAD_PARSERS['/contact/add'], REPLIES.contact, {
    operationId: 'addContactMessage',
    summary: 'Contact form message',
    body: withExamples(withConsent(contactSchema), {
      groupTour: {
        name: 'Meera Pillai',
        email: 'meera@example.com',
        subject: 'Group tour',
        message: 'We are twelve friends looking at Coorg in March. Can you quote?',
        ...consent,
      },
    }),
  });
  leadRoute('/support/add', LEAD_PARSERS['/support/add'], REPLIES.support, {
    operationId: 'addSupportRequest',
    summary: 'Customer support message',
    body: withExamples(withConsent(supportSchema), {
      changeOfDates: {
        fullName: 'Rohan Mehta',
        email: 'rohan@example.com',
        message: 'Can we move our Goa trip by a week? Our reference is GK-7QX4M2PA.',
        ...consent,
      },
    }),
  });
  leadRoute('/newsletter/subscribe', LEAD_PARSERS['/newsletter/subscribe'], REPLIES.newsletter, {
    operationId: 'subscribeToNewsletter',
    summary: 'Newsletter subscription, one per address',
    description:
      'A known address gets the same answer as a new one: the message, and the reference of its first subscription.',
    body: withExamples(withConsent(newsletterSchema), {
      subscribe: { email: 'asha@example.com', ...consent },
    }),
  });
}
