/**
 * The inbox: GET /staff/leads (a page of leads, newest first) and GET /staff/leads.csv (every
 * lead of the same filters, owners). Both are audited with the filters in words.
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
import { BadCursorError, allFilteredLeads, listLeads, type LeadFilters } from '../lead-queries';
import { signedInQuery, staffDocs } from './staff-guards';
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
  { database, guards }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const { staffOf } = guards;

  const listSchema = {
    ...staffDocs({
      operationId: 'listStaffLeads',
      summary: 'The inbox: leads newest first, filtered, a page at a time (audited)',
      description:
        'from/to are days in India time, both included; destination matches an enquiry’s destination or a booking’s package’s, in any case; q finds name, email, phone (digits in any format) or reference.',
      responses: { 200: ok('A page of leads.', staffLeadPageSchema) },
    }),
    querystring: staffLeadsQuerySchema,
  };
  app.get('/staff/leads', signedInQuery(guards.member, listSchema), async (request, reply) => {
    const { cursor, limit: size, ...query } = request.query;
    const filters = filtersOf(query);
    let page: StaffLeadPage;
    try {
      page = await listLeads(database, filters, {
        limit: size,
        ...(cursor !== undefined ? { cursor } : {}),
      });
    } catch (error) {
      if (!(error instanceof BadCursorError)) throw error;
      return reply
        .status(400)
        .send(validationFailure([{ field: 'cursor', message: 'Invalid cursor' }]));
    }
    await recordAudit(db, {
      staffId: staffOf(request).id,
      action: 'list',
      leadIds: page.leads.map((lead) => lead.id),
      ip: request.ip,
      detail: `listed ${page.leads.length} leads${describeFilters(filters)}${cursor ? ', next page' : ''}`,
    });
    return success(page);
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
