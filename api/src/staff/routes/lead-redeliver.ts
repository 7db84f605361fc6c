/**
 * POST /staff/leads/:id/redeliver: a lead's dead-lettered notifications (webhook, email) get a
 * fresh set of attempts. Audited as a change, or as a read when there was none to send again.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffLeadParamsSchema } from '@tour/shared/contracts';
import { staffLeadSchema } from '../../docs/response-schemas';
import { notFound, ok } from '../../docs/route-docs';
import { requeueDead } from '../../notifications/outbox';
import { failure, success } from '../../routes/envelope';
import { recordAudit } from '../audit';
import { budgetSpent, checkOneLeadSeen, LeadBudgetExceeded } from '../agent-lead-budget';
import { fullLead } from '../lead-queries';
import { LEAD_NOT_FOUND } from './lead-detail';
import { staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

export function leadRedeliverRoutes(
  untyped: FastifyInstance,
  { database, guards, now }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { staffOf } = guards;

  const redeliverSchema = {
    ...staffDocs({
      operationId: 'redeliverLeadNotifications',
      summary: "Sends a lead's dead-lettered notifications again (audited; no body needed)",
      description:
        'Each of its dead webhook and email deliveries gets a fresh set of attempts, due now. A lead with none answers 200, changes nothing and is audited as a read of the lead.',
      responses: { 200: ok('The lead.', staffLeadSchema), 404: notFound('Lead') },
    }),
    params: staffLeadParamsSchema,
  };
  const redeliverRoute = { onRequest: guards.member, schema: redeliverSchema };
  app.post('/staff/leads/:id/redeliver', redeliverRoute, async (request, reply) => {
    const { id } = request.params;
    const staff = staffOf(request);
    let requeued: number | null;
    try {
      requeued = await db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom('leads')
          .select('reference')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!lead) return null;
        const at = now();
        const count = await requeueDead(trx, id, at);
        // Either way the answer is the whole lead, so either way an entry names it.
        await recordAudit(
          trx,
          {
            staffId: staff.id,
            action: count > 0 ? 'change' : 'read',
            leadId: id,
            ip: request.ip,
            detail:
              count > 0
                ? `sent ${count} failed notification${count === 1 ? '' : 's'} of ${lead.reference} again`
                : `read lead ${lead.reference} (no failed notification to send again)`,
          },
          at,
        );
        // Nothing sent: the answer is a read of the lead, counted as one.
        if (count === 0) await checkOneLeadSeen(trx, database.dialect, staff, at);
        return count;
      });
    } catch (error) {
      if (!(error instanceof LeadBudgetExceeded)) throw error;
      return budgetSpent(reply, error);
    }
    if (requeued === null) return reply.status(404).send(failure(LEAD_NOT_FOUND));
    const lead = await fullLead(database, id, staff.role);
    if (!lead) return reply.status(404).send(failure(LEAD_NOT_FOUND));
    return success(
      lead,
      requeued > 0 ? 'Sending the notification again.' : 'No failed notification to send again.',
    );
  });
}
