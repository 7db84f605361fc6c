/**
 * The zod schemas of the API's answers for the OpenAPI document. The answers that have a contract
 * in @tour/shared are described by the schemas their types are inferred from
 * (`@tour/shared/responseSchemas`), so the document and the front end's types cannot drift apart;
 * this file adds the envelopes and the answers only this API knows.
 */
import { z } from 'zod';

export {
  assistantReplySchema,
  auditPageSchema,
  blogNeighboursSchema,
  blogSchema,
  blogSummaryPageSchema,
  destinationSchema,
  erasureSchema,
  homeAnswerSchema,
  leadReceiptSchema,
  packageDetailDataSchema,
  recoveryCodesSchema,
  releaseHealthSchema,
  searchResponseDataSchema,
  secondFactorNeededSchema,
  siteFaqSchema,
  sitemapDataSchema,
  sitePageSchema,
  siteProfileSchema,
  staffAccountSchema,
  staffLeadPageSchema,
  staffLeadSchema,
  staffMemberSchema,
  staffSelfSchema,
  staffSessionSchema,
  subjectRecordsSchema,
  themePackageCardSchema,
  twoFactorSetupSchema,
} from '@tour/shared/responseSchemas';

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

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['sqlite', 'postgres']),
  content: z
    .enum(['imported', 'refused'])
    .describe(
      "Whether this process's start imported the content folder, or refused it for its problems and serves the last good catalogue",
    ),
  contentProblems: z
    .number()
    .int()
    .describe('How many problems the refused content had (0 when imported)'),
});

export const catalogueVersionSchema = z.object({
  version: z
    .string()
    .describe(
      'Opaque; changes with every catalogue write, by any process, and is what this process caches its catalogue answers under. Compare for equality only.',
    ),
});

/** POST /release-health/views: what became of a beacon's views. */
export const beaconCountsSchema = z.object({
  counted: z.number().int().nonnegative().describe('Views counted.'),
  dropped: z
    .number()
    .int()
    .nonnegative()
    .describe(
      "Views left out: a remote the page token does not name, the token's views or first view already counted, or a version's views this minute over the limit.",
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
