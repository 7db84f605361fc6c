/**
 * What the staff inbox sends to the API's /staff routes: the zod schemas of their queries, path
 * parameters and bodies. The API validates with them (and documents them in its OpenAPI
 * document); the inbox page (mf-booking) can check a form with the same rules before sending.
 * The answers' types are in staff.ts.
 */
import { z } from 'zod';
import { MAX_ID } from './constants';
import { LEAD_KINDS, LEAD_STATUSES, STAFF_ROLES } from './staffVocabulary';

/** The longest password a staff account may have (hashing a longer one is work for nothing). */
export const MAX_STAFF_PASSWORD_LENGTH = 1024;

const day = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });
const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(max, { error: `Must be at most ${max} characters` });
const password = z
  .string({ error: 'Must be text' })
  .min(1, { error: 'Must not be empty' })
  .max(MAX_STAFF_PASSWORD_LENGTH, {
    error: `Must be at most ${MAX_STAFF_PASSWORD_LENGTH} characters`,
  });

const idError = { error: 'Must be a positive whole number' };
const positiveId = z.number(idError).int(idError).min(1, idError).max(MAX_ID, idError);
/** An id in a path or query: text that must be a positive whole number. */
const idInText = z.coerce.number(idError).int(idError).min(1, idError).max(MAX_ID, idError);

const limitError = { error: 'Must be a whole number from 1 to 100' };
const limit = (fallback: number) =>
  z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(100, limitError)
    .default(fallback);

/** POST /staff/sign-in. */
export const staffCredentialsSchema = z.object({
  email: text(254),
  password,
  /** The authenticator's code or a recovery code, when the account has a second factor. */
  code: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(40, { error: 'Must be at most 40 characters' })
    .optional(),
});

/** The inbox's filters, shared by the leads list and the CSV export. */
export const staffLeadFilterFields = {
  kind: z.enum(LEAD_KINDS, { error: `Must be one of ${LEAD_KINDS.join(', ')}` }).optional(),
  status: z.enum(LEAD_STATUSES, { error: `Must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  /** First day included, India time. */
  from: day.optional(),
  /** Last day included, India time. */
  to: day.optional(),
  destination: text(100).optional(),
  q: text(100).optional(),
};

/** GET /staff/leads: the filters and a page (cursor from the last page, up to 100 leads). */
export const staffLeadsQuerySchema = z.object({
  ...staffLeadFilterFields,
  cursor: z.string().max(200).optional(),
  limit: limit(25),
});
/** GET /staff/leads.csv: the same filters, every lead. */
export const staffLeadsCsvQuerySchema = z.object(staffLeadFilterFields);

/** /staff/leads/:id. */
export const staffLeadParamsSchema = z.object({ id: idInText });

/** PATCH /staff/leads/:id: any of status, notes and assigneeId (null: nobody). */
export const staffLeadChangeSchema = z
  .strictObject(
    {
      status: staffLeadFilterFields.status,
      notes: z
        .string({ error: 'Must be text' })
        .max(10_000, { error: 'Must be at most 10000 characters' })
        .optional(),
      assigneeId: positiveId.nullable().optional(),
    },
    { error: 'Only status, notes and assigneeId can be changed' },
  )
  .refine((change) => Object.keys(change).length > 0, {
    error: 'Send status, notes or assigneeId',
  });

/** GET /staff/audit: a page of entries before the cursor, optionally of one lead. */
export const staffAuditQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Invalid cursor' })
    .refine((cursor) => Number(cursor) <= MAX_ID, { error: 'Invalid cursor' })
    .optional(),
  leadId: idInText.optional(),
  limit: limit(50),
});

const subjectFields = {
  email: text(254).optional(),
  phone: text(40).optional(),
};
const oneSubject = (subject: { email?: string | undefined; phone?: string | undefined }) =>
  (subject.email === undefined) !== (subject.phone === undefined);
const oneSubjectError = { error: 'Give either email or phone' };
/** GET /staff/subjects: one person, by email or phone (not both). */
export const staffSubjectQuerySchema = z.object(subjectFields).refine(oneSubject, oneSubjectError);
/** POST /staff/subjects/erase: one person, by email or phone (not both). */
export const staffSubjectBodySchema = z
  .strictObject(subjectFields)
  .refine(oneSubject, oneSubjectError);

/** /staff/accounts/:id. */
export const staffAccountParamsSchema = z.object({ id: idInText });
/** DELETE /staff/sessions/:id. */
export const staffSessionParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, { error: 'Invalid session id' }),
});

const roleSchema = z.enum(STAFF_ROLES, { error: `Must be one of ${STAFF_ROLES.join(', ')}` });

/** POST /staff/password. */
export const staffPasswordChangeSchema = z.strictObject({
  currentPassword: password,
  newPassword: password,
});
/** POST /staff/accounts (owners). */
export const staffAccountCreationSchema = z.strictObject({
  email: z.email({ error: 'Enter a valid email address' }).max(254),
  name: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(100, { error: 'Must be at most 100 characters' })
    .optional(),
  role: roleSchema,
  password,
});
/** PATCH /staff/accounts/:id (owners): role and/or disabled. */
export const staffAccountChangeSchema = z
  .strictObject(
    {
      role: roleSchema.optional(),
      disabled: z.boolean({ error: 'Must be true or false' }).optional(),
    },
    { error: 'Only role and disabled can be changed' },
  )
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'Send role or disabled',
  });
/** POST /staff/two-factor/enable: the authenticator's code now. */
export const staffTwoFactorCodeSchema = z.strictObject({
  code: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(20, { error: 'Must be at most 20 characters' }),
});
/** POST /staff/two-factor/disable: the member's password. */
export const staffTwoFactorRemovalSchema = z.strictObject({ password });
