/**
 * The staff inbox (issue 24): sign-in with an HttpOnly session cookie, the leads list, one lead,
 * its workflow changes, the CSV export, the audit log, and the visitor's privacy rights (what is
 * held about them, erasure). Every read of a lead, list, export and change is audited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type StaffLeadPage,
  type StaffMember,
} from '@tour/shared/contracts';
import type { AppDatabase } from '../db/connect';
import {
  auditPageSchema,
  erasureSchema,
  failureEnvelope,
  staffLeadPageSchema,
  staffLeadSchema,
  staffMemberSchema,
  subjectRecordsSchema,
} from '../docs/response-schemas';
import { documented, notFound, ok, withExamples, type RouteDocs } from '../docs/route-docs';
import {
  SESSION_TTL_MS,
  colleagues,
  endSession,
  findActiveStaff,
  normaliseEmail,
  sessionStaff,
  startSession,
} from '../staff/accounts';
import { requeueDead } from '../notifications/outbox';
import { auditPage, recordAudit } from '../staff/audit';
import { staffLeadsCsv } from '../staff/csv';
import {
  BadCursorError,
  allFilteredLeads,
  fullLead,
  listLeads,
  type LeadFilters,
} from '../staff/lead-queries';
import { MAX_PASSWORD_LENGTH, checkPassword } from '../staff/passwords';
import { eraseSubject, subjectRecords, type Subject } from '../staff/privacy';
import { STAFF_COOKIE, readCookie, sessionCookie } from '../staff/session-cookie';
import { failure, success } from './envelope';
import { dropBlankQueryValues } from './query';
import { validationFailure } from './validation';

/** Sign-in attempts allowed per IP, and per address, in each window. */
export const SIGN_IN_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };

const MESSAGES = {
  signedOut: 'Please sign in.',
  badCredentials: 'Wrong email or password.',
  notFound: 'Lead not found.',
  badCursor: 'cursor: Invalid cursor',
} as const;

const day = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });
const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(max, { error: `Must be at most ${max} characters` });

const filterFields = {
  kind: z.enum(LEAD_KINDS, { error: `Must be one of ${LEAD_KINDS.join(', ')}` }).optional(),
  status: z.enum(LEAD_STATUSES, { error: `Must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  /** First day included, India time. */
  from: day.optional(),
  /** Last day included, India time. */
  to: day.optional(),
  destination: text(100).optional(),
  q: text(100).optional(),
};

const limitError = { error: 'Must be a whole number from 1 to 100' };
const limit = (fallback: number) =>
  z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(100, limitError)
    .default(fallback);

const staffLeadsQuerySchema = z.object({
  ...filterFields,
  cursor: z.string().max(200).optional(),
  limit: limit(25),
});
const staffLeadsCsvQuerySchema = z.object(filterFields);

const idError = { error: 'Must be a positive whole number' };
/** The largest id an integer column holds (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;
const leadId = z.coerce.number(idError).int(idError).min(1, idError).max(MAX_ID, idError);
const staffLeadParamsSchema = z.object({ id: leadId });

const staffAuditQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Invalid cursor' })
    .refine((cursor) => Number(cursor) <= MAX_ID, { error: 'Invalid cursor' })
    .optional(),
  leadId: leadId.optional(),
  limit: limit(50),
});

const staffCredentialsSchema = z.object({
  email: text(254),
  password: z
    .string({ error: 'Must be text' })
    .min(1, { error: 'Must not be empty' })
    .max(MAX_PASSWORD_LENGTH, { error: `Must be at most ${MAX_PASSWORD_LENGTH} characters` }),
});

const staffLeadChangeSchema = z
  .strictObject(
    {
      status: filterFields.status,
      notes: z
        .string({ error: 'Must be text' })
        .max(10_000, { error: 'Must be at most 10000 characters' })
        .optional(),
      assigneeId: z
        .number(idError)
        .int(idError)
        .min(1, idError)
        .max(MAX_ID, idError)
        .nullable()
        .optional(),
    },
    { error: 'Only status, notes and assigneeId can be changed' },
  )
  .refine((change) => Object.keys(change).length > 0, {
    error: 'Send status, notes or assigneeId',
  });

const subjectFields = {
  email: text(254).optional(),
  phone: text(40).optional(),
};
const oneSubject = (subject: { email?: string | undefined; phone?: string | undefined }) =>
  (subject.email === undefined) !== (subject.phone === undefined);
const oneSubjectError = { error: 'Give either email or phone' };
const staffSubjectQuerySchema = z.object(subjectFields).refine(oneSubject, oneSubjectError);
const staffSubjectBodySchema = z.strictObject(subjectFields).refine(oneSubject, oneSubjectError);

function toSubject(subject: { email?: string | undefined; phone?: string | undefined }): Subject {
  return subject.email !== undefined ? { email: subject.email } : { phone: subject.phone ?? '' };
}

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

/** A staff route's documentation: signed-in staff only. */
const staffOnly = (docs: Omit<RouteDocs, 'auth'>) => documented({ ...docs, auth: 'staff' });

export async function staffRoutes(untyped: FastifyInstance, database: AppDatabase): Promise<void> {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = new WeakMap<FastifyRequest, StaffMember>();
  const staffOf = (request: FastifyRequest): StaffMember => {
    const staff = signedIn.get(request);
    if (!staff) throw new Error('staff route without a session');
    return staff;
  };

  /** onRequest of every route but sign-in and sign-out: a live session, else 401. */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readCookie(request.headers.cookie, STAFF_COOKIE);
    const staff = token ? await sessionStaff(db, token) : undefined;
    if (!staff) return reply.status(401).send(failure(MESSAGES.signedOut));
    signedIn.set(request, staff);
  };
  /** A signed-in read whose query may hold cleared filters. */
  const signedInQuery = <S>(schema: S) => ({
    onRequest: authenticate,
    preValidation: dropBlankQueryValues,
    schema,
  });
  // Staff answers hold personal data: no shared cache may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Behind a proxy, request.protocol is X-Forwarded-Proto when TRUST_PROXY trusts it.
  const isHttps = (request: FastifyRequest) => request.protocol === 'https';

  const byIp = app.createRateLimit({
    ...SIGN_IN_LIMIT,
    keyGenerator: (request) => `staff-sign-in:ip:${request.ip}`,
    allowList: () => false,
  });
  const byEmail = app.createRateLimit({
    ...SIGN_IN_LIMIT,
    keyGenerator: (request) =>
      `staff-sign-in:email:${normaliseEmail(String((request.body as { email?: unknown } | null)?.email ?? ''))}`,
    allowList: () => false,
  });

  const signInSchema = {
    ...documented({
      operationId: 'staffSignIn',
      summary: 'Staff sign-in: sets the gk_staff session cookie (12 hours)',
      description:
        'Cookie: HttpOnly, SameSite=Strict, Path=/staff, Secure over HTTPS. At most 10 attempts per IP and per address in 15 minutes. Call with credentials from an origin in CORS_ORIGINS.',
      auth: 'none',
      responses: {
        200: ok('Signed in: who.', staffMemberSchema),
        401: {
          description: `Wrong email or password: '${MESSAGES.badCredentials}'`,
          schema: failureEnvelope(),
        },
      },
    }),
    body: withExamples(staffCredentialsSchema, {
      signIn: { email: 'asha@agency.example', password: 'correct horse battery staple' },
    }),
  };
  app.post('/staff/sign-in', { schema: signInSchema }, async (request, reply) => {
    // Counted before the password is checked, so every guess uses up the budget.
    for (const limiter of [byIp, byEmail]) {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        request.log.warn({ reason: 'rate limited' }, 'staff sign-in refused');
        const seconds = Math.max(1, verdict.ttlInSeconds);
        return reply
          .status(429)
          .header('retry-after', String(seconds))
          .send(failure(`Too many sign-in attempts. Please try again in ${seconds} seconds.`));
      }
    }
    const email = normaliseEmail(request.body.email);
    const candidate = await findActiveStaff(db, email);
    const valid = await checkPassword(candidate?.passwordHash ?? null, request.body.password);
    if (!candidate || !valid) {
      request.log.warn(
        { staffEmail: email, reason: candidate ? 'wrong password' : 'unknown or disabled account' },
        'staff sign-in failed',
      );
      return reply.status(401).send(failure(MESSAGES.badCredentials));
    }
    const session = await startSession(db, candidate.id);
    await recordAudit(db, { staffId: candidate.id, action: 'sign-in', detail: 'signed in' });
    const member: StaffMember = { id: candidate.id, email: candidate.email, name: candidate.name };
    return reply
      .header(
        'set-cookie',
        sessionCookie(session.token, { maxAge: SESSION_TTL_MS / 1000, secure: isHttps(request) }),
      )
      .send(success(member, 'Signed in.'));
  });

  app.post(
    '/staff/sign-out',
    {
      schema: documented({
        operationId: 'staffSignOut',
        summary: 'Ends the session and clears its cookie (no body needed)',
        auth: 'none',
        responses: { 200: ok('Signed out.', z.null()) },
      }),
    },
    async (request, reply) => {
      const token = readCookie(request.headers.cookie, STAFF_COOKIE);
      const staffId = token ? await endSession(db, token) : undefined;
      if (staffId !== undefined) {
        await recordAudit(db, { staffId, action: 'sign-out', detail: 'signed out' });
      }
      return reply
        .header('set-cookie', sessionCookie('', { maxAge: 0, secure: isHttps(request) }))
        .send(success(null, 'Signed out.'));
    },
  );

  const meSchema = staffOnly({
    operationId: 'getSignedInStaff',
    summary: 'Who is signed in',
    responses: { 200: ok('The staff member.', staffMemberSchema) },
  });
  app.get('/staff/me', { onRequest: authenticate, schema: meSchema }, async (request) =>
    success(staffOf(request)),
  );

  const colleaguesSchema = staffOnly({
    operationId: 'listColleagues',
    summary: 'Every enabled staff account, by name (the assignee choices)',
    responses: { 200: ok('Staff.', z.array(staffMemberSchema)) },
  });
  app.get('/staff/colleagues', { onRequest: authenticate, schema: colleaguesSchema }, async () =>
    success(await colleagues(db)),
  );

  const listSchema = {
    ...staffOnly({
      operationId: 'listStaffLeads',
      summary: 'The inbox: leads newest first, filtered, a page at a time (audited)',
      description:
        'from/to are days in India time, both included; destination matches an enquiry’s destination or a booking’s package’s, in any case; q finds name, email, phone (digits in any format) or reference.',
      responses: { 200: ok('A page of leads.', staffLeadPageSchema) },
    }),
    querystring: staffLeadsQuerySchema,
  };
  app.get('/staff/leads', signedInQuery(listSchema), async (request, reply) => {
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
      detail: `listed ${page.leads.length} leads${describeFilters(filters)}${cursor ? ', next page' : ''}`,
    });
    return success(page);
  });

  const csvSchema = {
    ...staffOnly({
      operationId: 'exportStaffLeadsCsv',
      summary: 'Every lead of the same filters as CSV (audited)',
      description:
        'UTF-8 with a byte order mark; cells that could run as spreadsheet formulas are escaped, phones written as text.',
      responses: { 200: { description: 'The CSV.', otherMediaTypes: ['text/csv'] } },
    }),
    querystring: staffLeadsCsvQuerySchema,
  };
  app.get('/staff/leads.csv', signedInQuery(csvSchema), async (request, reply) => {
    const filters = filtersOf(request.query);
    const leads = await allFilteredLeads(database, filters);
    await recordAudit(db, {
      staffId: staffOf(request).id,
      action: 'export',
      detail: `exported ${leads.length} leads as CSV${describeFilters(filters)}`,
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
      .send(staffLeadsCsv(leads));
  });

  const leadSchema = {
    ...staffOnly({
      operationId: 'getStaffLead',
      summary: 'One lead whole, with its audit history (audited)',
      responses: { 200: ok('The lead.', staffLeadSchema), 404: notFound('Lead') },
    }),
    params: staffLeadParamsSchema,
  };
  app.get(
    '/staff/leads/:id',
    { onRequest: authenticate, schema: leadSchema },
    async (request, reply) => {
      const { id } = request.params;
      const exists = await db
        .selectFrom('leads')
        .select('reference')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) return reply.status(404).send(failure(MESSAGES.notFound));
      await recordAudit(db, {
        staffId: staffOf(request).id,
        action: 'read',
        leadId: id,
        detail: `read lead ${exists.reference}`,
      });
      const lead = await fullLead(database, id);
      if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
      return success(lead);
    },
  );

  const changeSchema = {
    ...staffOnly({
      operationId: 'changeStaffLead',
      summary: "Sets a lead's status, notes and/or assignee (each change audited)",
      description:
        'Send any of status, notes, assigneeId (null: nobody). The audit entry names what changed, never the notes text.',
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
  const changeRoute = { onRequest: authenticate, schema: changeSchema };
  app.patch('/staff/leads/:id', changeRoute, async (request, reply) => {
    const { id } = request.params;
    const change = request.body;
    const staff = staffOf(request);

    const outcome = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('leads')
        .leftJoin('staff', 'staff.id', 'leads.assignee_id')
        .select(['leads.status', 'leads.notes', 'leads.assignee_id', 'staff.email as assignee'])
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
      if (changes.length === 0) return 'unchanged' as const;

      const now = new Date();
      await trx
        .updateTable('leads')
        .set({
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
          ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        { staffId: staff.id, action: 'change', leadId: id, detail: changes.join('; ') },
        now,
      );
      return 'changed' as const;
    });
    if (outcome === 'not-found') return reply.status(404).send(failure(MESSAGES.notFound));
    if (outcome === 'no-such-colleague') {
      return reply
        .status(400)
        .send(validationFailure([{ field: 'assigneeId', message: 'No such colleague' }]));
    }
    const lead = await fullLead(database, id);
    if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
    return success(lead, outcome === 'changed' ? 'Saved.' : 'Nothing to change.');
  });

  const redeliverSchema = {
    ...staffOnly({
      operationId: 'redeliverLeadNotifications',
      summary: "Sends a lead's dead-lettered notifications again (audited; no body needed)",
      description:
        'Each of its dead webhook and email deliveries gets a fresh set of attempts, due now. A lead with none answers 200 and changes nothing.',
      responses: { 200: ok('The lead.', staffLeadSchema), 404: notFound('Lead') },
    }),
    params: staffLeadParamsSchema,
  };
  const redeliverRoute = { onRequest: authenticate, schema: redeliverSchema };
  app.post('/staff/leads/:id/redeliver', redeliverRoute, async (request, reply) => {
    const { id } = request.params;
    const requeued = await db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom('leads')
        .select('reference')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return null;
      const count = await requeueDead(trx, id, new Date());
      if (count > 0) {
        await recordAudit(trx, {
          staffId: staffOf(request).id,
          action: 'change',
          leadId: id,
          detail: `sent ${count} failed notification${count === 1 ? '' : 's'} of ${lead.reference} again`,
        });
      }
      return count;
    });
    if (requeued === null) return reply.status(404).send(failure(MESSAGES.notFound));
    const lead = await fullLead(database, id);
    if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
    return success(
      lead,
      requeued > 0 ? 'Sending the notification again.' : 'No failed notification to send again.',
    );
  });

  const auditSchema = {
    ...staffOnly({
      operationId: 'listAuditLog',
      summary: 'The audit log, newest first (optionally of one lead)',
      responses: { 200: ok('A page of entries.', auditPageSchema) },
    }),
    querystring: staffAuditQuerySchema,
  };
  app.get('/staff/audit', signedInQuery(auditSchema), async (request) => {
    const { cursor, leadId: forLead, limit: size } = request.query;
    return success(
      await auditPage(db, {
        limit: size,
        ...(cursor !== undefined ? { beforeId: Number(cursor) } : {}),
        ...(forLead !== undefined ? { leadId: forLead } : {}),
      }),
    );
  });

  const subjectSchema = {
    ...staffOnly({
      operationId: 'getSubjectRecords',
      summary: 'Everything held about one person, by email or phone (DPDP access; audited)',
      responses: { 200: ok('Their leads and notifications.', subjectRecordsSchema) },
    }),
    querystring: staffSubjectQuerySchema,
  };
  app.get('/staff/subjects', signedInQuery(subjectSchema), async (request) => {
    const subject = toSubject(request.query);
    const records = await subjectRecords(database, subject);
    await recordAudit(db, {
      staffId: staffOf(request).id,
      action: 'export',
      detail: `exported the data of a subject by ${'email' in subject ? 'email' : 'phone'}: ${records.leads.length} leads, ${records.outbox.length} notifications`,
    });
    return success(records);
  });

  const eraseSchema = {
    ...staffOnly({
      operationId: 'eraseSubject',
      summary: 'Deletes every lead of one person, by email or phone (DPDP erasure; audited)',
      description: 'The audit entry keeps the counts and a hash of the address, not the data.',
      responses: { 200: ok('How many were deleted.', erasureSchema) },
    }),
    body: withExamples(staffSubjectBodySchema, {
      byEmail: { email: 'asha@example.com' },
      byPhone: { phone: '+919876543210' },
    }),
  };
  app.post(
    '/staff/subjects/erase',
    { onRequest: authenticate, schema: eraseSchema },
    async (request) => {
      const erased = await eraseSubject(database, toSubject(request.body), staffOf(request).id);
      return success(erased, `Erased ${erased.leads} leads.`);
    },
  );
}
