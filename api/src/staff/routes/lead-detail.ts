/**
 * One lead: GET /staff/leads/:id (whole, with its audit history) and PATCH /staff/leads/:id (its
 * status, notes and assignee). Every read and change is audited; a change never logs the notes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffLeadChangeSchema, staffLeadParamsSchema } from '@tour/shared/contracts';
import { staffLeadSchema } from '../../docs/response-schemas';
import { notFound, ok, withExamples } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { recordAudit } from '../audit';
import { budgetSpent, checkOneLeadSeen, LeadBudgetExceeded } from '../agent-lead-budget';
import { fullLead } from '../lead-queries';
import { staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

export const LEAD_NOT_FOUND = 'Lead not found.';

export function leadDetailRoutes(
  untyped: FastifyInstance,
  { database, guards, now }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { staffOf } = guards;

  const leadSchema = {
    ...staffDocs({
      operationId: 'getStaffLead',
      summary: 'One lead whole, with its audit history (audited)',
      description:
        "Only owners read the audit log: an agent gets the lead's history without addresses (ip null).",
      responses: { 200: ok('The lead.', staffLeadSchema), 404: notFound('Lead') },
    }),
    params: staffLeadParamsSchema,
  };
  app.get(
    '/staff/leads/:id',
    { onRequest: guards.member, schema: leadSchema },
    async (request, reply) => {
      const { id } = request.params;
      const exists = await db
        .selectFrom('leads')
        .select('reference')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) return reply.status(404).send(failure(LEAD_NOT_FOUND));
      const staff = staffOf(request);
      const at = now();
      try {
        await db.transaction().execute(async (trx) => {
          await recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'read',
              leadId: id,
              ip: request.ip,
              detail: `read lead ${exists.reference}`,
            },
            at,
          );
          await checkOneLeadSeen(trx, database.dialect, staff, at);
        });
      } catch (error) {
        if (!(error instanceof LeadBudgetExceeded)) throw error;
        return budgetSpent(reply, error);
      }
      const lead = await fullLead(database, id, staff.role);
      if (!lead) return reply.status(404).send(failure(LEAD_NOT_FOUND));
      return success(lead);
    },
  );

  const changeSchema = {
    ...staffDocs({
      operationId: 'changeStaffLead',
      summary: "Sets a lead's status, notes and/or assignee (each change audited)",
      description:
        'Send any of status, notes, assigneeId (null: nobody). The audit entry names what changed, never the notes text; a request that changes nothing is audited as a read of the lead.',
      responses: {
        200: ok('The lead as stored.', staffLeadSchema),
        404: notFound('Lead'),
      },
    }),
    params: staffLeadParamsSchema,
    body: withExamples(staffLeadChangeSchema, {
      contacted: { status: 'contacted', notes: 'Called; sending a quote for 4 nights.' },
      assign: { assigneeId: 2 },
    }),
  };
  const changeRoute = { onRequest: guards.member, schema: changeSchema };
  app.patch('/staff/leads/:id', changeRoute, async (request, reply) => {
    const { id } = request.params;
    const change = request.body;
    const staff = staffOf(request);

    let outcome: 'not-found' | 'no-such-colleague' | 'unchanged' | 'changed';
    try {
      outcome = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('leads')
          .leftJoin('staff', 'staff.id', 'leads.assignee_id')
          .select([
            'leads.reference',
            'leads.status',
            'leads.notes',
            'leads.assignee_id',
            'staff.email as assignee',
          ])
          .where('leads.id', '=', id)
          .executeTakeFirst();
        if (!current) return 'not-found' as const;
        let newAssignee: string | null = null;
        if (change.assigneeId !== undefined && change.assigneeId !== null) {
          const colleague = await trx
            .selectFrom('staff')
            .select('email')
            .where('id', '=', change.assigneeId)
            .where('disabled_at', 'is', null)
            .executeTakeFirst();
          if (!colleague) return 'no-such-colleague' as const;
          newAssignee = colleague.email;
        }

        const changes: string[] = [];
        if (change.status !== undefined && change.status !== current.status) {
          changes.push(`status ${current.status} → ${change.status}`);
        }
        if (change.assigneeId !== undefined && change.assigneeId !== current.assignee_id) {
          changes.push(`assignee ${current.assignee ?? 'nobody'} → ${newAssignee ?? 'nobody'}`);
        }
        // What the notes say stays out of the log: they may repeat the visitor's details.
        if (change.notes !== undefined && change.notes !== current.notes) {
          changes.push(`notes edited (${[...change.notes].length} characters)`);
        }
        if (changes.length === 0) {
          // Nothing to save, but the answer is the whole lead: audited, and counted, as the read
          // it is.
          const at = now();
          await recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'read',
              leadId: id,
              ip: request.ip,
              detail: `read lead ${current.reference} (saved with no change)`,
            },
            at,
          );
          await checkOneLeadSeen(trx, database.dialect, staff, at);
          return 'unchanged' as const;
        }

        const changedAt = new Date();
        await trx
          .updateTable('leads')
          .set({
            ...(change.status !== undefined ? { status: change.status } : {}),
            ...(change.notes !== undefined ? { notes: change.notes } : {}),
            ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
            updated_at: changedAt.toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          {
            staffId: staff.id,
            action: 'change',
            leadId: id,
            ip: request.ip,
            detail: changes.join('; '),
          },
          changedAt,
        );
        return 'changed' as const;
      });
    } catch (error) {
      if (!(error instanceof LeadBudgetExceeded)) throw error;
      return budgetSpent(reply, error);
    }
    if (outcome === 'not-found') return reply.status(404).send(failure(LEAD_NOT_FOUND));
    if (outcome === 'no-such-colleague') {
      return reply
        .status(400)
        .send(validationFailure([{ field: 'assigneeId', message: 'No such colleague' }]));
    }
    const lead = await fullLead(database, id, staff.role);
    if (!lead) return reply.status(404).send(failure(LEAD_NOT_FOUND));
    return success(lead, outcome === 'changed' ? 'Saved.' : 'Nothing to change.');
  });
}
