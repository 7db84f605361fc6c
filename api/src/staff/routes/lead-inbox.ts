/**
 * The inbox: GET /staff/leads (a page of leads, newest first; an agent's bounded and masked) and
 * GET /staff/leads.csv (every lead of the same filters, owners). Both are audited with the
 * filters in words.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  staffLeadsCsvQuerySchema,
  staffLeadsQuerySchema,
  type StaffLeadPage,
} from '@tour/shared/contracts';
import { staffLeadPageSchema } from '../../docs/response-schemas';
import { ok } from '../../docs/route-docs';
import { success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { recordAudit } from '../audit';
import { staffLeadsCsv } from '../csv';
import {
  AGENT_LEADS_PER_HOUR,
  AGENT_PAGE_MAX,
  budgetSpent,
  checkAgentLeadBudget,
  LeadBudgetExceeded,
} from '../agent-lead-budget';
import {
  BadCursorError,
  allFilteredLeads,
  cutPage,
  listLeads,
  withMaskedContact,
  type LeadFilters,
} from '../lead-queries';
import { refused, signedInQuery, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

/** Filters in words for the audit log; the search text is left out (it may be a phone). */
function describeFilters(filters: LeadFilters): string {
  const parts = (['kind', 'status', 'from', 'to', 'destination'] as const)
    .filter((key) => filters[key] !== undefined)
    .map((key) => `${key}=${filters[key]}`);
  if (filters.q !== undefined) parts.push('search');
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function filtersOf(query: z.output<typeof staffLeadsCsvQuerySchema>): LeadFilters {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as LeadFilters;
}

export function leadInboxRoutes(
  untyped: FastifyInstance,
  { database, guards, now }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { staffOf } = guards;

  const listSchema = {
    ...staffDocs({
      operationId: 'listStaffLeads',
      summary: 'The inbox: leads newest first, filtered, a page at a time (audited)',
      description: `from/to are days in India time, both included; destination matches an enquiry’s destination or a booking’s package’s, in any case; q finds name, email, phone (digits in any format) or reference. An owner's page holds whole emails and phones and is audited as an export of its leads. An agent's page holds at most ${AGENT_PAGE_MAX} leads (a larger limit is lowered), with the email and phone masked (a•••@example.com, •••3210; whole on opening the lead), and is audited as a list; an agent's pages and opened leads may name at most ${AGENT_LEADS_PER_HOUR} leads in an hour: a page that would pass it is cut to what remains, and once none remains the answer is 429 with Retry-After.`,
      responses: {
        200: ok('A page of leads.', staffLeadPageSchema),
        429: refused(
          `An agent's hourly budget of ${AGENT_LEADS_PER_HOUR} leads is spent: 'You have seen ${AGENT_LEADS_PER_HOUR} leads in the last hour, …' (see Retry-After); or too many requests from this IP.`,
        ),
      },
    }),
    querystring: staffLeadsQuerySchema,
  };
  app.get('/staff/leads', signedInQuery(guards.member, listSchema), async (request, reply) => {
    const { cursor, limit, ...query } = request.query;
    const filters = filtersOf(query);
    const staff = staffOf(request);
    const isAgent = staff.role !== 'owner';
    let page: StaffLeadPage;
    try {
      page = await listLeads(database, filters, {
        limit: isAgent ? Math.min(limit, AGENT_PAGE_MAX) : limit,
        ...(cursor !== undefined ? { cursor } : {}),
      });
    } catch (error) {
      if (!(error instanceof BadCursorError)) throw error;
      return reply
        .status(400)
        .send(validationFailure([{ field: 'cursor', message: 'Invalid cursor' }]));
    }
    const where = `${describeFilters(filters)}${cursor ? ', next page' : ''}`;
    if (!isAgent) {
      // Whole contact details, a page at a time, are a bulk read: on the record as the export it is.
      await recordAudit(
        db,
        {
          staffId: staff.id,
          action: 'export',
          leadIds: page.leads.map((lead) => lead.id),
          ip: request.ip,
          detail: `listed ${page.leads.length} leads with their contact details${where}`,
        },
        now(),
      );
      return success(page);
    }

    // An agent's page, recorded and counted against the hour's budget in one transaction; cut to
    // what remains of it when the whole page would pass it (another request may have spent some
    // of that meanwhile, hence the loop, which ends as each turn shows fewer leads).
    let shown = page;
    for (;;) {
      const at = now();
      const leadIds = shown.leads.map((lead) => lead.id);
      try {
        await db.transaction().execute(async (trx) => {
          await recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'list',
              leadIds,
              ip: request.ip,
              detail: `listed ${leadIds.length} leads${where}`,
            },
            at,
          );
          await checkAgentLeadBudget(trx, database.dialect, {
            staffId: staff.id,
            justSeen: leadIds.length,
            now: at,
          });
        });
        return success({ ...shown, leads: shown.leads.map(withMaskedContact) });
      } catch (error) {
        if (!(error instanceof LeadBudgetExceeded)) throw error;
        // Nothing left, or (never expected: each counted entry was checked when written) no
        // smaller page to offer: refused, rather than looping.
        if (error.remaining === 0 || error.remaining >= shown.leads.length) {
          request.log.warn({ staffId: staff.id }, 'agent lead budget spent');
          return budgetSpent(reply, error);
        }
        shown = cutPage(shown, error.remaining);
      }
    }
  });

  const csvSchema = {
    ...staffDocs(
      {
        operationId: 'exportStaffLeadsCsv',
        summary: 'Every lead of the same filters as CSV (audited)',
        description:
          'UTF-8 with a byte order mark; cells that could run as spreadsheet formulas are escaped, phones written as text.',
        responses: { 200: { description: 'The CSV.', otherMediaTypes: ['text/csv'] } },
      },
      'owner',
    ),
    querystring: staffLeadsCsvQuerySchema,
  };
  app.get('/staff/leads.csv', signedInQuery(guards.owner, csvSchema), async (request, reply) => {
    const filters = filtersOf(request.query);
    const leads = await allFilteredLeads(database, filters);
    await recordAudit(db, {
      staffId: staffOf(request).id,
      action: 'export',
      leadIds: leads.map((lead) => lead.id),
      ip: request.ip,
      detail: `exported ${leads.length} leads as CSV${describeFilters(filters)}`,
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
      .send(staffLeadsCsv(leads));
  });
}
