/**
 * zod schemas of the API's answers, checked against the shared domain types so the OpenAPI
 * document cannot drift from what the handlers return.
 */
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  CATEGORY_CODES,
  type AssistantReply,
  type Blog,
  type Destination,
  type LeadReceipt,
  type PackageDetailResponseData,
  type SearchResponseData,
  type SitemapData,
  type ThemePackageCard,
  LEAD_KINDS,
  LEAD_STATUSES,
  type AuditEntry,
  type StaffLead,
  type StaffLeadPage,
  type StaffLeadSummary,
  type StaffMember,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRecoveryCodes,
  type StaffSecondFactorNeeded,
  type StaffSelf,
  type StaffSession,
  type StaffTwoFactorSetup,
  type StaffErasure,
  type StaffSubjectRecords,
} from '@tour/shared/contracts';
import type { AuditPage } from '../staff/audit';

const id = z.number().int().positive();
const categoryCode = z.enum(CATEGORY_CODES);
const richText = z.string().describe('Rich text: HTML sanitised with DOMPurify.');

export const destinationSchema = z.object({
  id,
  name: z.string(),
}) satisfies z.ZodType<Destination>;

const lastChanged = z.string().nullable().describe('ISO timestamp of the last change, if known.');

export const sitemapDataSchema = z.object({
  destinations: z.array(z.object({ name: z.string(), updatedAt: lastChanged })),
  packages: z.array(
    z.object({ name: z.string(), destinationName: z.string(), updatedAt: lastChanged }),
  ),
}) satisfies z.ZodType<SitemapData>;

export const searchResponseDataSchema = z.object({
  mainPackageResponse: z.object({
    destinationName: z.string(),
    name: z.string(),
    description: richText,
    bannerImage: z.string(),
    categoryName: categoryCode.describe('The chosen category, else the first listed package’s.'),
  }),
  questionResponses: z.array(z.object({ id, question: z.string() })),
  answerResponses: z.array(z.object({ questionId: id, answer: z.string() })),
  packageList: z.array(
    z.object({
      id,
      name: z.string(),
      description: z.string(),
      price: z.number().int().describe('Starting price per person on twin sharing, in rupees.'),
      durationDay: z.number().int(),
      image: z.string(),
      rating: z.number().min(0).max(5).describe('Hotel star rating.'),
      category: categoryCode,
      months: z
        .array(z.number().int().min(1).max(12))
        .describe('The months (1–12) the package runs or suits; empty suits any month.'),
    }),
  ),
}) satisfies z.ZodType<SearchResponseData>;

export const themePackageCardSchema = z.object({
  id: id.describe('The destination id.'),
  destinationName: z.string(),
  image: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
}) satisfies z.ZodType<ThemePackageCard>;

export const packageDetailDataSchema = z.object({
  packageDetailResponse: z.object({
    id,
    name: z.string(),
    image: z.string(),
    information: richText,
    days: z.number().int(),
    price: z.number().int(),
    destinationName: z.string(),
    inclusions: z.string().describe('One item per line.'),
    exclusions: z.string().describe('One item per line.'),
    tourPolicy: z.string().describe('One item per line.'),
    cancellationPolicy: z.string().describe('One item per line.'),
  }),
  itineraryNameResponseList: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      stage: z.array(z.string()),
      accommodation: z.string(),
      image: z.string(),
    }),
  ),
}) satisfies z.ZodType<PackageDetailResponseData>;

const redirectReason = z
  .enum(['unpublished', 'renamed'])
  .describe('unpublished: no longer offered; renamed: the same item under a new URL.');

/** Where an old catalogue URL went (GET /site/redirect). */
export const siteRedirectSchema = z.object({
  location: z.string().describe('The site path to answer with a 301, e.g. /goa-tour-packages.'),
  status: z.literal(301),
  reason: redirectReason,
});

/** The package detail's 404: data says where an unpublished or renamed package went. */
export const packageMovedSchema = z
  .object({ movedTo: z.string(), reason: redirectReason })
  .nullable()
  .describe('null for a package never known; else the path its page should 301 to.');

export const blogSchema = z.object({
  id,
  name: z.string(),
  description: richText,
  imageUrl: z.string().nullable(),
  destinationName: z.string(),
  categoryName: categoryCode,
  publishedAt: z.iso.date(),
}) satisfies z.ZodType<Blog>;

export const leadReceiptSchema = z.object({
  reference: z
    .string()
    .regex(/^GK-[0-9A-Z]{8}$/)
    .meta({ example: 'GK-7QX4M2KD' }),
}) satisfies z.ZodType<LeadReceipt>;

export const assistantReplySchema = z.object({
  content: z.string(),
}) satisfies z.ZodType<AssistantReply>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['sqlite', 'postgres']),
});

export const catalogueVersionSchema = z.object({
  version: z
    .string()
    .describe(
      'Opaque; changes with every catalogue write, by any process, and is what this process caches its catalogue answers under. Compare for equality only.',
    ),
});

/** `{code: 1, message, data}`. */
export const successEnvelope = (data: z.ZodType) =>
  z.object({ code: z.literal(1), message: z.string(), data });

/** `{code: 0, message, data}`: data is null unless the route says otherwise. */
export const failureEnvelope = (data: z.ZodType = z.null()) =>
  z.object({ code: z.literal(0), message: z.string(), data });

export const validationFailureSchema = failureEnvelope(
  z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) }).nullable(),
).describe(
  'message names each bad field ("email: Enter a valid email address; …") and data.errors lists them; data is null when the body is not JSON at all.',
);

// The staff inbox (routes/staff.ts), checked against its contract in @tour/shared.

export const staffMemberSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: z
    .enum(STAFF_ROLES)
    .describe(
      'Agents work leads; owners also export, answer privacy requests, manage accounts and read the audit log.',
    ),
}) satisfies z.ZodType<StaffMember>;

export const staffSelfSchema = staffMemberSchema.extend({
  twoFactor: z.object({
    enabled: z.boolean().describe('An authenticator is set up; sign-in asks for its code.'),
    setupRequired: z
      .boolean()
      .describe(
        'STAFF_REQUIRE_2FA applies and no authenticator is set up: until one is, every route but me, sign-out, password, sessions and two-factor answers 403.',
      ),
  }),
}) satisfies z.ZodType<StaffSelf>;

export const staffAccountSchema = staffMemberSchema.extend({
  createdAt: z.iso.datetime(),
  disabledAt: z.iso
    .datetime()
    .nullable()
    .describe('Set: the account cannot sign in and has no live session.'),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable().describe('The last successful sign-in; null if never.'),
}) satisfies z.ZodType<StaffAccount>;

export const staffSessionSchema = z.object({
  id: z.string().describe('Random, not the cookie’s token: DELETE /staff/sessions/{id} ends it.'),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().describe('Its absolute end, 12 hours after sign-in.'),
  idleExpiresAt: z.iso.datetime().describe('Its end if unused until then.'),
  current: z.boolean().describe('The session of the request that asked.'),
  device: z
    .string()
    .nullable()
    .describe('The browser in words ("Firefox on Windows"); null if unknown.'),
}) satisfies z.ZodType<StaffSession>;

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand.'),
  otpauthUrl: z.string().describe('otpauth://totp/… (what the QR code holds).'),
  qrSvg: z.string().describe('The otpauth URL as an SVG QR code (markup).'),
}) satisfies z.ZodType<StaffTwoFactorSetup>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('Ten codes, each good for one sign-in instead of an authenticator code; shown once.'),
}) satisfies z.ZodType<StaffRecoveryCodes>;

export const secondFactorNeededSchema = z.object({
  secondFactor: z.literal('required'),
}) satisfies z.ZodType<StaffSecondFactorNeeded>;

export const staffLeadSummarySchema = z.object({
  id,
  reference: z.string().describe('The reference the visitor was shown, e.g. GK-7QX4M2KD.'),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.iso.datetime(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  destination: z
    .string()
    .nullable()
    .describe("An enquiry's destination, or the destination of a booking's package."),
  assignee: staffMemberSchema.nullable(),
  delivery: z
    .enum(['pending', 'delivered', 'retrying', 'dead'])
    .nullable()
    .describe("The worst state of the lead's notifications; null when it has none."),
}) satisfies z.ZodType<StaffLeadSummary>;

export const auditEntrySchema = z.object({
  id,
  at: z.iso.datetime(),
  actor: z
    .string()
    .nullable()
    .describe("The staff member's email; null for the system and the command line."),
  action: z.enum(AUDIT_ACTIONS),
  leadId: z
    .number()
    .int()
    .nullable()
    .describe('The one lead the entry is about (it shows in its history).'),
  leadIds: z
    .array(z.number().int())
    .describe('Every lead the action touched: listed, read, exported, changed or erased.'),
  ip: z
    .string()
    .nullable()
    .describe(
      'The address the request came from; null for the system, the command line, or once its retention is over.',
    ),
  detail: z.string(),
}) satisfies z.ZodType<AuditEntry>;

export const staffLeadSchema = staffLeadSummarySchema.extend({
  payload: z.record(z.string(), z.unknown()).describe('The form as the visitor sent it.'),
  notes: z.string(),
  privacyNotice: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
  history: z.array(auditEntrySchema).describe('Its audit entries, newest first.'),
}) satisfies z.ZodType<StaffLead>;

export const staffLeadPageSchema = z.object({
  leads: z.array(staffLeadSummarySchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page.'),
}) satisfies z.ZodType<StaffLeadPage>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<AuditPage>;

export const subjectRecordsSchema = z.object({
  leads: z.array(staffLeadSchema),
  outbox: z
    .array(z.record(z.string(), z.unknown()))
    .describe('Their notifications (lead_outbox rows) as stored.'),
}) satisfies z.ZodType<StaffSubjectRecords>;

export const erasureSchema = z.object({
  leads: z.number().int(),
  outbox: z.number().int(),
}) satisfies z.ZodType<StaffErasure>;

/**
 * `satisfies` above checks one way only (every answer is a contract); this checks the other: a
 * field added to a contract in @tour/shared that the document leaves out fails the typecheck,
 * so the front end's types and the OpenAPI document cannot drift apart.
 */
// Only `satisfies` holds SearchResponseData and PackageDetailResponseData: their contracts are
// deliberately wider than this API's answers (a package's months may be missing and an itinerary
// day's stages may be one string), so a page keeps working against an older API mid-release.
type Same<Documented, Contract> = [Documented] extends [Contract]
  ? [Contract] extends [Documented]
    ? true
    : never
  : never;
const sameType = <Documented, Contract>(same: Same<Documented, Contract>) => same;
export const DOCUMENTED_CONTRACTS_MATCH = [
  sameType<z.output<typeof destinationSchema>, Destination>(true),
  sameType<z.output<typeof sitemapDataSchema>, SitemapData>(true),
  sameType<z.output<typeof themePackageCardSchema>, ThemePackageCard>(true),
  sameType<z.output<typeof blogSchema>, Blog>(true),
  sameType<z.output<typeof leadReceiptSchema>, LeadReceipt>(true),
  sameType<z.output<typeof assistantReplySchema>, AssistantReply>(true),
  sameType<z.output<typeof staffMemberSchema>, StaffMember>(true),
  sameType<z.output<typeof staffSelfSchema>, StaffSelf>(true),
  sameType<z.output<typeof staffAccountSchema>, StaffAccount>(true),
  sameType<z.output<typeof staffSessionSchema>, StaffSession>(true),
  sameType<z.output<typeof twoFactorSetupSchema>, StaffTwoFactorSetup>(true),
  sameType<z.output<typeof recoveryCodesSchema>, StaffRecoveryCodes>(true),
  sameType<z.output<typeof secondFactorNeededSchema>, StaffSecondFactorNeeded>(true),
  sameType<z.output<typeof staffLeadSummarySchema>, StaffLeadSummary>(true),
  sameType<z.output<typeof auditEntrySchema>, AuditEntry>(true),
  sameType<z.output<typeof staffLeadSchema>, StaffLead>(true),
  sameType<z.output<typeof staffLeadPageSchema>, StaffLeadPage>(true),
  sameType<z.output<typeof auditPageSchema>, AuditPage>(true),
  sameType<z.output<typeof subjectRecordsSchema>, StaffSubjectRecords>(true),
  sameType<z.output<typeof erasureSchema>, StaffErasure>(true),
];
