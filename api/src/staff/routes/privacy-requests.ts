/**
 * The visitor's privacy rights, answered by owners: GET /staff/subjects (everything held about one
 * person, by email or phone) and POST /staff/subjects/erase (erasure). Both are audited.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffSubjectBodySchema, staffSubjectQuerySchema } from '@tour/shared/contracts';
import { erasureSchema, subjectRecordsSchema } from '../../docs/response-schemas';
import { ok, withExamples } from '../../docs/route-docs';
import { success } from '../../routes/envelope';
import { recordAudit } from '../audit';
import { eraseSubject, subjectRecords, type Subject } from '../privacy';
import { signedInQuery, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

function toSubject(subject: { email?: string | undefined; phone?: string | undefined }): Subject {
  return subject.email !== undefined ? { email: subject.email } : { phone: subject.phone ?? '' };
}

export function privacyRequestRoutes(
  untyped: FastifyInstance,
  { database, guards }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { staffOf } = guards;

  const subjectSchema = {
    ...staffDocs(
      {
        operationId: 'getSubjectRecords',
        summary: 'Everything held about one person, by email or phone (DPDP access; audited)',
        responses: { 200: ok('Their leads and notifications.', subjectRecordsSchema) },
      },
      'owner',
    ),
    querystring: staffSubjectQuerySchema,
  };
  app.get('/staff/subjects', signedInQuery(guards.owner, subjectSchema), async (request) => {
    const subject = toSubject(request.query);
    const records = await subjectRecords(database, subject);
    await recordAudit(db, {
      staffId: staffOf(request).id,
      action: 'export',
      leadIds: records.leads.map((lead) => lead.id),
      ip: request.ip,
      detail: `exported the data of a subject by ${'email' in subject ? 'email' : 'phone'}: ${records.leads.length} leads, ${records.outbox.length} notifications`,
    });
    return success(records);
  });

  const eraseSchema = {
    ...staffDocs(
      {
        operationId: 'eraseSubject',
        summary: 'Deletes every lead of one person, by email or phone (DPDP erasure; audited)',
        description:
          'The audit entry keeps the counts, the erased lead ids and a keyed digest (hmac-sha256) of the email or phone, not the data. The erasure is recorded in the privacy ledger, so a restored backup erases the person again, and a configured webhook receives a subject.erased event.',
        responses: { 200: ok('How many were deleted.', erasureSchema) },
      },
      'owner',
    ),
    body: withExamples(staffSubjectBodySchema, {
      byEmail: { email: 'asha@example.com' },
      byPhone: { phone: '+919876543210' },
    }),
  };
  app.post(
    '/staff/subjects/erase',
    { onRequest: guards.owner, schema: eraseSchema },
    async (request) => {
      const erased = await eraseSubject(
        database,
        toSubject(request.body),
        staffOf(request).id,
        request.ip,
      );
      return success(erased, `Erased ${erased.leads} leads.`);
    },
  );
}
