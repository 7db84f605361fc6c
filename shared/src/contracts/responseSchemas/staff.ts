/**
 * What the API's /staff routes answer inside the usual `{ code, message, data }` envelope, as the
 * inbox page (mf-booking) reads it.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, LEAD_KINDS, LEAD_STATUSES, STAFF_ROLES } from '../staffVocabulary';
import { idSchema } from './fields';

const isoTimestampSchema = z.iso.datetime();

export const staffMemberSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z
    .enum(STAFF_ROLES)
    .describe(
      'Agents work leads; owners also export, answer privacy requests, manage accounts and read the audit log.',
    ),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /staff/me: who is signed in, and how their second factor stands. */
export const staffSelfSchema = staffMemberSchema.extend({
  twoFactor: z.object({
    /** A TOTP authenticator. */
    enabled: z.boolean().describe('An authenticator is set up; sign-in asks for its code.'),
    setupRequired: z
      .boolean()
      .describe(
        'STAFF_REQUIRE_2FA applies and no authenticator is set up: until one is, every route but me, sign-out, password, sessions and two-factor answers 403.',
      ),
  }),
});
export type StaffSelf = z.infer<typeof staffSelfSchema>;

/** GET /staff/accounts (owners): every account, enabled or not. Times are ISO, in UTC. */
export const staffAccountSchema = staffMemberSchema.extend({
  createdAt: isoTimestampSchema,
  disabledAt: isoTimestampSchema
    .nullable()
    .describe('Set: the account cannot sign in and has no live session.'),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: isoTimestampSchema
    .nullable()
    .describe('The last successful sign-in; null if never.'),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /staff/sessions: the signed-in member's own sessions (browsers), newest first. */
export const staffSessionSchema = z.object({
  id: z.string().describe('Random, not the cookie’s token: DELETE /staff/sessions/{id} ends it.'),
  createdAt: isoTimestampSchema,
  lastSeenAt: isoTimestampSchema,
  /** The session ends at the earlier of its absolute end and its idle end. */
  expiresAt: isoTimestampSchema.describe('Its absolute end, 12 hours after sign-in.'),
  idleExpiresAt: isoTimestampSchema.describe('Its end if unused until then.'),
  current: z.boolean().describe('The session of the request that asked.'),
  /** From its User-Agent. */
  device: z
    .string()
    .nullable()
    .describe('The browser in words ("Firefox on Windows"); null if unknown.'),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** POST /staff/two-factor/setup: a new TOTP secret, not active until confirmed with a code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand.'),
  otpauthUrl: z.string().describe('otpauth://totp/… (what the QR code holds).'),
  qrSvg: z.string().describe('The otpauth URL as an SVG QR code (markup).'),
});
export type StaffTwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /staff/two-factor/enable { code }: the one-time recovery codes, shown once. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('Ten codes, each good for one sign-in instead of an authenticator code; shown once.'),
});
export type StaffRecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * `data` of sign-in's 401 when the password was right but a second factor is needed: send the
 * same body again with `code` (an authenticator code or a recovery code).
 */
export const secondFactorNeededSchema = z.object({ secondFactor: z.literal('required') });
export type StaffSecondFactorNeeded = z.infer<typeof secondFactorNeededSchema>;

/** How the lead's notifications (webhook, email) stand: the worst of its deliveries. */
export const leadDeliveryStateSchema = z.enum(['pending', 'delivered', 'retrying', 'dead']);
export type LeadDeliveryState = z.infer<typeof leadDeliveryStateSchema>;

/** One row of the inbox list. */
export const staffLeadSummarySchema = z.object({
  id: idSchema,
  reference: z.string().describe('The reference the visitor was shown, e.g. GK-7QX4M2KD.'),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  createdAt: isoTimestampSchema,
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  destination: z
    .string()
    .nullable()
    .describe("An enquiry's destination, or the destination of a booking's package."),
  assignee: staffMemberSchema.nullable(),
  delivery: leadDeliveryStateSchema
    .nullable()
    .describe("The worst state of the lead's notifications; null when it has none."),
});
export type StaffLeadSummary = z.infer<typeof staffLeadSummarySchema>;

/** An audit entry: sign-ins, every access to leads, and account changes. */
export const auditEntrySchema = z.object({
  id: idSchema,
  at: isoTimestampSchema,
  /** Null for the system (e.g. the retention purge) and the command line. */
  actor: z
    .string()
    .nullable()
    .describe("The staff member's email; null for the system and the command line."),
  action: z.enum(AUDIT_ACTIONS),
  /** Null when none or several. */
  leadId: z
    .number()
    .int()
    .nullable()
    .describe('The one lead the entry is about (it shows in its history).'),
  leadIds: z
    .array(z.number().int())
    .describe('Every lead the action touched: listed, read, exported, changed or erased.'),
  /** Agents see none: only owners read the audit log. */
  ip: z
    .string()
    .nullable()
    .describe(
      "The address the request came from; null for the system, the command line, once its retention is over, or in a lead's history read by an agent.",
    ),
  /** What was done, in words: "status new → contacted", "exported 42 leads". */
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One lead whole. */
export const staffLeadSchema = staffLeadSummarySchema.extend({
  payload: z.record(z.string(), z.unknown()).describe('The form as the visitor sent it.'),
  notes: z.string(),
  /**
   * The privacy notice version the form said it showed (null: none sent), whether it is one the
   * site has published (PRIVACY_NOTICE_VERSIONS), and when the form was sent; null for a lead
   * stored before notices were recorded.
   */
  privacyNotice: z
    .object({ version: z.string().nullable(), known: z.boolean(), acceptedAt: z.string() })
    .nullable(),
  history: z.array(auditEntrySchema).describe('Its audit entries, newest first.'),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

export const staffLeadPageSchema = z.object({
  leads: z.array(staffLeadSummarySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page.'),
});
export type StaffLeadPage = z.infer<typeof staffLeadPageSchema>;

/** GET /staff/audit: the audit log, newest first, a page at a time. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type StaffAuditPage = z.infer<typeof auditPageSchema>;

/** GET /staff/subjects: everything held about one person (DPDP access). */
export const subjectRecordsSchema = z.object({
  /** Each of their leads whole, with its audit history. */
  leads: z.array(staffLeadSchema),
  outbox: z
    .array(z.record(z.string(), z.unknown()))
    .describe('Their notifications (lead_outbox rows) as stored.'),
});
export type StaffSubjectRecords = z.infer<typeof subjectRecordsSchema>;

/** POST /staff/subjects/erase: how many rows were deleted. */
export const erasureSchema = z.object({ leads: z.number().int(), outbox: z.number().int() });
export type StaffErasure = z.infer<typeof erasureSchema>;
