/** GET /staff/audit: the audit log, newest first, optionally of one lead (owners). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffAuditQuerySchema } from '@tour/shared/contracts';
import { auditPageSchema } from '../../docs/response-schemas';
import { ok } from '../../docs/route-docs';
import { success } from '../../routes/envelope';
import { auditPage } from '../audit';
import { signedInQuery, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

export function auditLogRoutes(
  untyped: FastifyInstance,
  { database, guards }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  const auditSchema = {
    ...staffDocs(
      {
        operationId: 'listAuditLog',
        summary: 'The audit log, newest first (optionally of one lead)',
        responses: { 200: ok('A page of entries.', auditPageSchema) },
      },
      'owner',
    ),
    querystring: staffAuditQuerySchema,
  };
  app.get('/staff/audit', signedInQuery(guards.owner, auditSchema), async (request) => {
    const { cursor, leadId: forLead, limit: size } = request.query;
    return success(
      await auditPage(db, {
        limit: size,
        ...(cursor !== undefined ? { beforeId: Number(cursor) } : {}),
        ...(forLead !== undefined ? { leadId: forLead } : {}),
      }),
    );
  });
}
