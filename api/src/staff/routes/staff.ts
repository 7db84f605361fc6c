/**
 * The staff inbox (issue 24): sign-in with an HttpOnly session cookie, the leads list, one lead,
 * its workflow changes, the CSV export, the audit log, and the visitor's privacy rights (what is
 * held about them, erasure). Every read of a lead, list, export and change is audited.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type StaffLeadPage,
  type StaffSecondFactorNeeded,
  MAX_ID,
} from '@tour/shared/contracts';
import type { AppDatabase } from '../../db/connect';
import {
  auditPageSchema,
  erasureSchema,
  failureEnvelope,
  secondFactorNeededSchema,
  staffLeadPageSchema,
  staffLeadSchema,
  staffMemberSchema,
  subjectRecordsSchema,
} from '../../docs/response-schemas';
import { documented, notFound, ok, withExamples } from '../../docs/route-docs';
import { staffAccessConfig, type StaffAccessConfig } from '../../config';
import {
  SESSION_TTL_MS,
  colleagues,
  endSession,
  normaliseEmail,
  startSession,
} from '../accounts';
import { requeueDead } from '../../notifications/outbox';
import { auditPage, recordAudit } from '../audit';
import { staffLeadsCsv } from '../csv';
import {
  BadCursorError,
  allFilteredLeads,
  fullLead,
  listLeads,
  type LeadFilters,
} from '../lead-queries';
import { MAX_PASSWORD_LENGTH } from '../passwords';
import { eraseSubject, subjectRecords, type Subject } from '../privacy';
import { createSignInThrottle } from '../sign-in-throttle';
import { checkSignIn, secretBox } from '../two-factor';
import { describeDevice } from '../user-agent';
import { failure, success } from '../../routes/envelope';
import { dropBlankQueryValues } from '../../routes/query';
import { staffAccountRoutes } from './staff-account-routes';
import { staffDocs, staffGuards, type StaffGuard } from './staff-guards';
import { validationFailure } from '../../routes/validation';

const MESSAGES = {
  badCredentials: 'Wrong email or password.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'Wrong code.',
  notFound: 'Lead not found.',
  badCursor: 'cursor: Invalid cursor',
} as const;
/** data of sign-in's 401 when a code is needed or was wrong: the form asks for one. */
const SECOND_FACTOR_NEEDED: StaffSecondFactorNeeded = { secondFactor: 'required' };

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
  /** The authenticator's code or a recovery code, when the account has a second factor. */
  code: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(40, { error: 'Must be at most 40 characters' })
    .optional(),
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

export interface StaffRouteOptions {
  /** Shares the sign-in throttle's counters across processes; null keeps them in this one. */
  redis: Redis | null;
  /** Prefix of the throttle's Redis keys (the rate limits' namespace). */
  redisNamespace: string;
  /** PUBLIC_SITE_URL: when https, the session cookie is the __Host- one. */
  publicSiteUrl?: string | null;
  /** STAFF_REQUIRE_2FA, STAFF_SESSION_IDLE_MINUTES, STAFF_TOTP_KEY; the defaults when absent. */
  access?: StaffAccessConfig;
  /** The clock of sessions and codes; tests move it on. */
  now?: () => Date;
}

export async function staffRoutes(
  untyped: FastifyInstance,
  database: AppDatabase,
  options: StaffRouteOptions,
): Promise<void> {
  // Reads the session cookie into request.cookies and writes it with reply.setCookie.
  await untyped.register(fastifyCookie);
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const access = options.access ?? staffAccessConfig({});
  const guards = staffGuards(db, {
    publicSiteUrl: options.publicSiteUrl ?? null,
    requireTwoFactor: access.requireTwoFactor,
    sessionIdleMs: access.sessionIdleMs,
    sessionTtlMs: SESSION_TTL_MS,
    now,
  });
  const { staffOf } = guards;
  const secrets = secretBox(access.totpKey);

  /** A signed-in read whose query may hold cleared filters. */
  const signedInQuery = <S>(schema: S, guard: StaffGuard = guards.member) => ({
    onRequest: guard,
    preValidation: dropBlankQueryValues,
    schema,
  });
  // Staff answers hold personal data: no shared cache may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const throttle = createSignInThrottle({
    redis: options.redis,
    namespace: options.redisNamespace,
    onStoreError: (error) =>
      app.log.error(
        { err: error },
        'sign-in throttle: Redis failed; counting failed sign-ins in this process until it answers',
      ),
  });

  const signInSchema = {
    ...documented({
      operationId: 'staffSignIn',
      summary: 'Staff sign-in: sets the session cookie (12 hours, or 30 minutes unused)',
      description:
        'Cookie: __Host-gk_staff with Secure when PUBLIC_SITE_URL is https or the request came over HTTPS, else gk_staff; HttpOnly, SameSite=Strict, Path=/. An account with two-factor sign-in answers 401 with data.secondFactor "required" until the same body comes with code: a 6-digit authenticator code (each works once) or a recovery code (used up). Call with credentials from an origin in CORS_ORIGINS. Only failed sign-ins count: after 5 failures an account is locked, from every address, for 30 seconds, doubling with each further failure up to 15 minutes (failures are forgotten 24 hours after the last one; a successful sign-in forgets them too); after 30 failures from one address (an IPv6 /64) in 15 minutes, that address is refused until the 15 minutes are over, whatever the account or password. Refused: 429 with Retry-After.',
      auth: 'none',
      responses: {
        200: ok('Signed in: who.', staffMemberSchema),
        401: {
          description: `Wrong email or password: '${MESSAGES.badCredentials}' (data null); a code is needed: '${MESSAGES.codeNeeded}', or the code was wrong: '${MESSAGES.wrongCode}' (both with data.secondFactor).`,
          schema: failureEnvelope(secondFactorNeededSchema.nullable()),
        },
      },
    }),
    body: withExamples(staffCredentialsSchema, {
      signIn: { email: 'asha@agency.example', password: 'correct horse battery staple' },
      withCode: {
        email: 'asha@agency.example',
        password: 'correct horse battery staple',
        code: '123456',
      },
    }),
  };
  app.post('/staff/sign-in', { schema: signInSchema }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    // Before the password is checked: a locked account or address learns nothing from a guess.
    const verdict = await throttle.check(email, request.ip);
    if (!verdict.allowed) {
      request.log.warn(
        {
          staffEmail: email,
          ip: request.ip,
          reason: verdict.scope === 'account' ? 'account locked' : 'address locked',
        },
        'staff sign-in refused',
      );
      const seconds = verdict.retryAfterSeconds;
      return reply
        .status(429)
        .header('retry-after', String(seconds))
        .send(failure(`Too many failed sign-ins. Please try again in ${seconds} seconds.`));
    }
    const attempt = await checkSignIn(db, secrets, { ...request.body, email }, now());
    // The right password without a code: neither a failure nor a success (the code decides).
    if (attempt.outcome === 'code-needed') {
      return reply.status(401).send(failure(MESSAGES.codeNeeded, SECOND_FACTOR_NEEDED));
    }
    // One path for every failure, a wrong password or a wrong code alike.
    if (attempt.outcome !== 'signed-in') {
      await throttle.recordFailure(email, request.ip);
      const reason =
        attempt.outcome === 'wrong-code'
          ? 'wrong code'
          : attempt.staffId !== null
            ? 'wrong password'
            : 'unknown or disabled account';
      request.log.warn({ staffEmail: email, ip: request.ip, reason }, 'staff sign-in failed');
      if (attempt.staffId !== null) {
        await recordAudit(db, {
          staffId: attempt.staffId,
          action: 'sign-in-failed',
          ip: request.ip,
          detail: reason,
        });
      }
      return attempt.outcome === 'wrong-code'
        ? reply.status(401).send(failure(MESSAGES.wrongCode, SECOND_FACTOR_NEEDED))
        : reply.status(401).send(failure(MESSAGES.badCredentials));
    }
    await throttle.recordSuccess(email, request.ip);
    const { account, secondFactor } = attempt;
    const device = describeDevice(request.headers['user-agent']);
    const session = await startSession(
      db,
      account.id,
      { idleMs: access.sessionIdleMs, device },
      now(),
    );
    await recordAudit(db, {
      staffId: account.id,
      action: 'sign-in',
      ip: request.ip,
      detail: secondFactor
        ? `signed in with ${secondFactor === 'authenticator' ? 'an authenticator code' : 'a recovery code'}`
        : 'signed in',
    });
    const { id, email: address, name, role } = account;
    guards.setSessionCookie(request, reply, session.token);
    return reply.send(success({ id, email: address, name, role }, 'Signed in.'));
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
      const token = guards.sessionToken(request);
      const staffId = token ? await endSession(db, token) : undefined;
      if (staffId !== undefined) {
        await recordAudit(db, {
          staffId,
          action: 'sign-out',
          ip: request.ip,
          detail: 'signed out',
        });
      }
      guards.clearSessionCookie(request, reply);
      return reply.send(success(null, 'Signed out.'));
    },
  );

  // Who am I, accounts, password, sessions and two-factor sign-in.
  staffAccountRoutes(app, { db, guards, throttle, secrets, now });

  const colleaguesSchema = staffDocs({
    operationId: 'listColleagues',
    summary: 'Every enabled staff account, by name (the assignee choices)',
    responses: { 200: ok('Staff.', z.array(staffMemberSchema)) },
  });
  app.get('/staff/colleagues', { onRequest: guards.member, schema: colleaguesSchema }, async () =>
    success(await colleagues(db)),
  );

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
  app.get('/staff/leads.csv', signedInQuery(csvSchema, guards.owner), async (request, reply) => {
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
      if (!exists) return reply.status(404).send(failure(MESSAGES.notFound));
      await recordAudit(db, {
        staffId: staffOf(request).id,
        action: 'read',
        leadId: id,
        ip: request.ip,
        detail: `read lead ${exists.reference}`,
      });
      const lead = await fullLead(database, id, staffOf(request).role);
      if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
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

    const outcome = await db.transaction().execute(async (trx) => {
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
        // Nothing to save, but the answer is the whole lead: audited as the read it is.
        await recordAudit(trx, {
          staffId: staff.id,
          action: 'read',
          leadId: id,
          ip: request.ip,
          detail: `read lead ${current.reference} (saved with no change)`,
        });
        return 'unchanged' as const;
      }

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
        {
          staffId: staff.id,
          action: 'change',
          leadId: id,
          ip: request.ip,
          detail: changes.join('; '),
        },
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
    const lead = await fullLead(database, id, staff.role);
    if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
    return success(lead, outcome === 'changed' ? 'Saved.' : 'Nothing to change.');
  });

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
    const requeued = await db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom('leads')
        .select('reference')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return null;
      const count = await requeueDead(trx, id, new Date());
      // Either way the answer is the whole lead, so either way an entry names it.
      await recordAudit(trx, {
        staffId: staff.id,
        action: count > 0 ? 'change' : 'read',
        leadId: id,
        ip: request.ip,
        detail:
          count > 0
            ? `sent ${count} failed notification${count === 1 ? '' : 's'} of ${lead.reference} again`
            : `read lead ${lead.reference} (no failed notification to send again)`,
      });
      return count;
    });
    if (requeued === null) return reply.status(404).send(failure(MESSAGES.notFound));
    const lead = await fullLead(database, id, staff.role);
    if (!lead) return reply.status(404).send(failure(MESSAGES.notFound));
    return success(
      lead,
      requeued > 0 ? 'Sending the notification again.' : 'No failed notification to send again.',
    );
  });

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
  app.get('/staff/audit', signedInQuery(auditSchema, guards.owner), async (request) => {
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
  app.get('/staff/subjects', signedInQuery(subjectSchema, guards.owner), async (request) => {
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
