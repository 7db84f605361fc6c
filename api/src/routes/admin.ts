/** GET /admin/leads: the agency's export of every lead, as JSON or CSV, behind ADMIN_TOKEN. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { toCsv, toExportRow } from '../leads/lead-export';
import { failureEnvelope, leadExportRowSchema, successEnvelope } from '../docs/response-schemas';
import { documented } from '../docs/route-docs';
import { requireAdminToken } from './admin-auth';
import { success } from './envelope';
import { dropBlankQueryValues } from './query';

const LEAD_KINDS = ['enquiry', 'booking', 'contact', 'support', 'newsletter'] as const;
const MAX_ROWS = 10_000;

/** A calendar day in UTC, as YYYY-MM-DD. */
const utcDay = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });

const adminLeadsQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: `Must be one of ${LEAD_KINDS.join(', ')}` }).optional(),
  /** First day included (UTC). */
  from: utcDay.optional(),
  /** Last day included (UTC). */
  to: utcDay.optional(),
  format: z.enum(['json', 'csv'], { error: 'Must be json or csv' }).optional(),
  limit: z.coerce
    .number({ error: `Must be a whole number from 1 to ${MAX_ROWS}` })
    .int({ error: `Must be a whole number from 1 to ${MAX_ROWS}` })
    .min(1, { error: `Must be a whole number from 1 to ${MAX_ROWS}` })
    .max(MAX_ROWS, { error: `Must be a whole number from 1 to ${MAX_ROWS}` })
    .default(1000),
});

const schema = {
  ...documented({
    operationId: 'exportLeads',
    summary: 'Export of every lead (JSON, or CSV with format=csv or Accept: text/csv)',
    description: 'from/to are UTC days, both included; rows in the order they arrived.',
    auth: 'admin',
    responses: {
      200: {
        description: 'The leads.',
        schema: successEnvelope(z.array(leadExportRowSchema)),
        otherMediaTypes: ['text/csv'],
      },
      401: { description: 'Missing or wrong bearer token.', schema: failureEnvelope() },
      503: {
        description: 'ADMIN_TOKEN is not set: admin routes are closed.',
        schema: failureEnvelope(),
      },
    },
  }),
  querystring: adminLeadsQuerySchema,
};

export function adminRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  adminToken: string | null,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdminToken(untyped, adminToken));

  app.get(
    '/admin/leads',
    { schema, preValidation: dropBlankQueryValues },
    async (request, reply) => {
      // Personal data: no shared cache may keep a copy.
      reply.header('cache-control', 'no-store');
      const { kind, from, to, format, limit } = request.query;

      let query = db.selectFrom('leads').selectAll().orderBy('id').limit(limit);
      if (kind) query = query.where('kind', '=', kind);
      // created_at is an ISO timestamp in UTC, so string order is time order.
      if (from) query = query.where('created_at', '>=', `${from}T00:00:00.000Z`);
      if (to) query = query.where('created_at', '<', `${nextDay(to)}T00:00:00.000Z`);
      const rows = (await query.execute()).map(toExportRow);

      const wantsCsv = format
        ? format === 'csv'
        : /\btext\/csv\b/.test(request.headers.accept ?? '');
      if (!wantsCsv) return success(rows);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(toCsv(rows));
    },
  );
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
