/**
 * The visitor's privacy rights, answered by owners: GET /staff/subjects (everything held about one
 * person, by every email and phone they gave) and POST /staff/subjects/erase (erasure, down to
 * the bytes: staff/privacy.ts, staff/compaction.ts). Both are audited.
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
        description:
          'Finds the leads with the email or phone asked for, and also those with any other email or phone written on them: exactly the leads an erasure of the person would delete.',
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
          'Finds the person by every identifier they gave: the leads with the email or phone asked for, and those with any other email or phone written on them (a phone-only booking of a person erased by email). Staff notes on other leads that name them (email, phone, full name) get [erased] in their place. The audit entry keeps the counts, the erased lead ids and a keyed digest (hmac-sha256) of the email or phone, not the data. Each identifier is recorded in the privacy ledger, so a restored backup erases the person again, and a configured webhook receives a subject.erased event. Before answering, the database is compacted so the deleted rows are not left in its free space (SQLite VACUUM and a WAL checkpoint, PostgreSQL VACUUM FULL of the lead tables); a compaction another process holds up is finished by the next retention sweep.',
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
