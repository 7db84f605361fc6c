/** GET /admin/leads: the agency's export of every lead, as JSON or CSV, behind ADMIN_TOKEN. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { toCsv, toExportRow } from '../leads/lead-export';
import { requireAdminToken } from './admin-auth';
import { success } from './envelope';
import { withoutBlankValues } from './query';
import { fieldErrors, validationFailure } from './validation';

const LEAD_KINDS = ['enquiry', 'booking', 'contact', 'support', 'newsletter'] as const;
const MAX_ROWS = 10_000;

/** A calendar day in UTC, as YYYY-MM-DD. */
const utcDay = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });

export const adminLeadsQuerySchema = z.object({
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

export function adminRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  adminToken: string | null,
): void {
  app.addHook('onRequest', requireAdminToken(app, adminToken));

  app.get('/admin/leads', async (request, reply) => {
    // Personal data: no shared cache may keep a copy.
    reply.header('cache-control', 'no-store');
    const parsed = adminLeadsQuerySchema.safeParse(withoutBlankValues(request.query));
    if (!parsed.success) {
      return reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
    }
    const { kind, from, to, format, limit } = parsed.data;

    let query = db.selectFrom('leads').selectAll().orderBy('id').limit(limit);
    if (kind) query = query.where('kind', '=', kind);
    // created_at is an ISO timestamp in UTC, so string order is time order.
    if (from) query = query.where('created_at', '>=', `${from}T00:00:00.000Z`);
    if (to) query = query.where('created_at', '<', `${nextDay(to)}T00:00:00.000Z`);
    const rows = (await query.execute()).map(toExportRow);

    const wantsCsv = format ? format === 'csv' : /\btext\/csv\b/.test(request.headers.accept ?? '');
    if (!wantsCsv) return success(rows);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .send(toCsv(rows));
  });
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
