/**
 * zod schemas of the API's answers, checked against the shared domain types so the OpenAPI
 * document cannot drift from what the handlers return.
 */
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  CATEGORY_CODES,
  DIFFICULTIES,
  INCLUDE_KEYS,
  STAY_KINDS,
  type AssistantReply,
  type Blog,
  type Destination,
  type LeadReceipt,
  type PackageDetailResponseData,
  type Photo,
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
import type { SiteProfile } from '@tour/shared/contracts';
import type { HomeAnswer } from '@tour/shared/contracts';
import {
  SITE_PAGE_BLOCKS,
  SITE_PAGE_NAMES,
  type SiteFaq,
  type SitePage,
} from '@tour/shared/contracts';
import {
  BLOG_EXCERPT_MAX_CHARS,
  type BlogNeighbours,
  type BlogSummary,
  type BlogSummaryPage,
} from '@tour/shared/contracts';
import type { ReleaseHealth, VersionHealth } from '@tour/shared/contracts';

const id = z.number().int().positive();
const categoryCode = z.enum(CATEGORY_CODES);
const richText = z.string().describe('Rich text: HTML sanitised with DOMPurify.');

const photoVariants = z.array(
  z.object({
    url: z.string().describe('Path on this API, e.g. /photos/3f2a9c1e5b7d40aa-960.avif.'),
    width: z.number().int().positive().describe('Width in pixels (the srcset w descriptor).'),
  }),
);

/** An item's own photo (issue 38); absent when it has none and the drawn landscape shows. */
export const photoSchema = z
  .object({
    alt: z.string().describe('What the photo shows, for people who cannot see it.'),
    credit: z.string().describe('Who took or owns the photo.'),
    width: z.number().int().positive().describe('The widest variant, in pixels.'),
    height: z.number().int().positive(),
    placeholder: z.string().describe('A tiny blurred WebP as a data: URI, shown until it loads.'),
    sources: z
      .object({ avif: photoVariants, webp: photoVariants })
      .describe('Each format at a few widths, narrowest first, never wider than the photo.'),
    fallback: z.string().describe('A WebP path for browsers that read no srcset.'),
    preview: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
      .describe('A JPEG cut to 1200 × 630 (smaller for narrower photos) for link previews.'),
  })
  .describe(
    'The item’s own photo: files are served at /photos/{name}, immutable (content-hashed names).',
  ) satisfies z.ZodType<Photo>;

export const destinationSchema = z.object({
  id,
  name: z.string(),
  aliases: z
    .array(z.string())
    .optional()
    .describe(
      "Other names visitors type for it, lower case ('leh', 'pondy'); absent when it has none.",
    ),
}) satisfies z.ZodType<Destination>;

const lastChanged = z.string().nullable().describe('ISO timestamp of the last change, if known.');

export const sitemapDataSchema = z.object({
  destinations: z.array(z.object({ name: z.string(), updatedAt: lastChanged })),
  packages: z.array(
    z.object({ name: z.string(), destinationName: z.string(), updatedAt: lastChanged }),
  ),
}) satisfies z.ZodType<SitemapData>;

/** The facts every package states the same way (issue 38; @tour/shared packageFacts). */
const packageFactFields = {
  maxPrice: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The top of the price range per person, in rupees; null: one price.'),
  originalPrice: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The price before a discount, in rupees, when the package states one (issue 38).'),
  stay: z
    .array(z.enum(STAY_KINDS))
    .optional()
    .describe('Where travellers sleep, the main kind first; rating counts only for hotels.'),
  includes: z
    .array(z.enum(INCLUDE_KEYS))
    .optional()
    .describe('What the price covers; absent: not recorded.'),
  gst: z
    .union([z.number().positive(), z.literal('included')])
    .optional()
    .describe('GST: the rate in percent charged on top of the price, or "included" in it.'),
  difficulty: z
    .enum(DIFFICULTIES)
    .nullable()
    .optional()
    .describe('For treks and yatras; null: not stated.'),
};

export const searchResponseDataSchema = z.object({
  mainPackageResponse: z.object({
    destinationName: z.string(),
    name: z.string(),
    description: richText,
    bannerImage: z.string(),
    categoryName: categoryCode.describe('The chosen category, else the first listed package’s.'),
    photo: photoSchema.optional(),
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
      photo: photoSchema.optional(),
      ...packageFactFields,
    }),
  ),
}) satisfies z.ZodType<SearchResponseData>;

export const themePackageCardSchema = z.object({
  id: id.describe('The destination id.'),
  destinationName: z.string(),
  image: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  minDays: z.number().int().describe('Its shortest package in the theme, in days.'),
  maxDays: z.number().int().describe('Its longest package in the theme, in days.'),
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
    photo: photoSchema.optional(),
    rating: z.number().min(0).max(5).optional().describe('Hotel star rating; 0: no hotel.'),
    months: z
      .array(z.number().int().min(1).max(12))
      .optional()
      .describe('The best months (1–12) for the package; empty suits any month.'),
    ...packageFactFields,
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
  photo: photoSchema.optional(),
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
      "The address the request came from; null for the system, the command line, once its retention is over, or in a lead's history read by an agent.",
    ),
  detail: z.string(),
}) satisfies z.ZodType<AuditEntry>;

export const staffLeadSchema = staffLeadSummarySchema.extend({
  payload: z.record(z.string(), z.unknown()).describe('The form as the visitor sent it.'),
  notes: z.string(),
  privacyNotice: z
    .object({ version: z.string().nullable(), known: z.boolean(), acceptedAt: z.string() })
    .nullable(),
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

// --- GET /site/profile (routes/site-profile.ts) ---
const profilePhoneSchema = z.object({
  e164: z.string().describe('E.164, what tel: and wa.me links carry, e.g. +919876543210.'),
  display: z.string().describe('As the site shows it, e.g. +91 98765 43210.'),
});

export const siteProfileSchema = z.object({
  name: z.string(),
  phone: profilePhoneSchema,
  whatsapp: profilePhoneSchema.describe('A mobile number that answers WhatsApp.'),
  email: z.string(),
  address: z.object({
    lines: z.array(z.string()),
    city: z.string(),
    pin: z.string(),
    state: z.string(),
  }),
  registration: z.object({
    gstin: z.string().optional(),
    tourismApproval: z.string().optional(),
  }),
  hours: z.object({
    phone: z.string().describe('When the phone is answered, e.g. 24/7.'),
    office: z.string(),
  }),
  socialLinks: z.record(z.string(), z.string()),
  claims: z
    .object({ agents: z.string().optional(), travellers: z.string().optional() })
    .optional()
    .describe(
      'What the agency claims, as figures (650+, 40 lakh+): each shown only when stated here.',
    ),
  counts: z
    .object({ destinations: z.number().int(), packages: z.number().int() })
    .optional()
    .describe('Destinations with a published package, and published packages, counted now.'),
});

export const SITE_PROFILE_CONTRACT_MATCHES = sameType<
  z.output<typeof siteProfileSchema>,
  SiteProfile
>(true);

// -- GET /site/home (issue 38: home and pilgrimage pages fed from the catalogue) ----------------

const homeSectionCopy = {
  eyebrow: z.string(),
  title: z.string(),
  intro: z.string().optional(),
};
const homePageCopy = { eyebrow: z.string(), title: z.string(), lead: z.string() };

export const homePackageCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  destination: z.string().describe("The destination's slug."),
  destinationName: z.string(),
  price: z.number().int().describe('Starting price per person, in rupees.'),
  originalPrice: z
    .number()
    .int()
    .nullable()
    .describe(
      'The price before a discount, when the package states one; the only basis of a badge.',
    ),
  // The card states the price as the package's page does: its range and its GST.
  maxPrice: packageFactFields.maxPrice,
  gst: packageFactFields.gst,
  days: z.number().int(),
  nights: z.number().int(),
  image: z.string(),
  photo: photoSchema.optional(),
});

const homePlaceCardSchema = z.object({
  destination: z.string(),
  name: z.string(),
  region: z.string(),
  line: z.string(),
  photo: photoSchema.optional().describe("The destination's own photo, when it has one."),
});

export const homeAnswerSchema = z.object({
  hero: z.object({
    slides: z.array(
      z.object({
        destination: z.string(),
        name: z.string().describe("The destination's name, for the slide's button."),
        subheading: z.string(),
        heading: z.string(),
        text: z.string(),
      }),
    ),
    trustNotes: z
      .array(z.string())
      .optional()
      .describe('The short promises under the slides, as the content states them.'),
  }),
  hiddenGems: z.object({ ...homeSectionCopy, packages: z.array(homePackageCardSchema) }),
  devotionalPlans: z.object({ ...homeSectionCopy, places: z.array(homePlaceCardSchema) }),
  trendingDestinations: z.object({ ...homeSectionCopy, places: z.array(homePlaceCardSchema) }),
  whyChooseUs: z.object({
    ...homeSectionCopy,
    items: z.array(z.object({ title: z.string(), text: z.string() })),
    facts: z.array(z.string()).describe('Lines with the catalogue counts filled in.'),
  }),
  reviews: z.object({
    ...homeSectionCopy,
    testimonials: z
      .array(
        z.object({
          reviewer: z.string(),
          text: z.string(),
          source: z.string().describe('Where the review was posted.'),
          date: z.string().describe('YYYY-MM-DD.'),
          rating: z.number().int().optional(),
          title: z.string().optional(),
        }),
      )
      .describe('Empty: the page shows no reviews section.'),
  }),
  tours: z.object({ ...homePageCopy, packages: z.array(homePackageCardSchema) }),
  darshan: z.object({
    slideTitle: z.string(),
    slides: z.array(z.object({ eyebrow: z.string(), text: z.string() })),
    heading: z.string(),
    intro: z.string(),
    tiles: z.array(
      z.object({
        name: z.string(),
        state: z.string(),
        to: z
          .string()
          .optional()
          .describe(
            "The place's destination listing or a package that visits it; absent: no link.",
          ),
      }),
    ),
  }),
  devDarshan: z.object({ ...homePageCopy, packages: z.array(homePackageCardSchema) }),
  counts: z.object({
    destinations: z.number().int().describe('Destinations with a published package.'),
    packages: z.number().int().describe('Published packages.'),
  }),
});

export const HOME_CONTRACT_MATCHES = sameType<z.output<typeof homeAnswerSchema>, HomeAnswer>(true);

// --- Blog summaries (GET /blog/summaries, GET /blog/:id/neighbours) ---

export const blogSummarySchema = blogSchema.omit({ description: true }).extend({
  excerpt: z
    .string()
    .max(BLOG_EXCERPT_MAX_CHARS)
    .describe('Plain text from the start of the body, cut at a word; never HTML.'),
  readingMinutes: z.number().int().positive().describe('About 200 words a minute, at least 1.'),
}) satisfies z.ZodType<BlogSummary>;

export const blogSummaryPageSchema = z.object({
  items: z.array(blogSummarySchema).describe('Newest first; the body is never included.'),
  total: z.number().int().nonnegative().describe('Posts the filters match, on every page.'),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
}) satisfies z.ZodType<BlogSummaryPage>;

export const blogNeighboursSchema = z.object({
  related: z
    .array(blogSummarySchema)
    .describe('Up to 3 newest other posts about the same destination.'),
  newer: blogSummarySchema.nullable().describe('The post published just after; null if none.'),
  older: blogSummarySchema.nullable().describe('The post published just before; null if none.'),
}) satisfies z.ZodType<BlogNeighbours>;

export const BLOG_SUMMARY_CONTRACTS_MATCH = [
  sameType<z.output<typeof blogSummarySchema>, BlogSummary>(true),
  sameType<z.output<typeof blogSummaryPageSchema>, BlogSummaryPage>(true),
  sameType<z.output<typeof blogNeighboursSchema>, BlogNeighbours>(true),
];

// --- Pages of text and the general FAQ (GET /site/pages/:name, GET /site/faq; issue 38) ---

const sitePagePartSchema = z.object({
  id: z.string().describe('The fragment that links to it; unique within the page.'),
  title: z.string(),
  html: richText,
});

export const sitePageSchema = z.object({
  name: z.enum(SITE_PAGE_NAMES),
  title: z.string().describe("The page's title for the browser and link previews."),
  description: z.string().describe('Its meta description.'),
  heading: z.string().describe('Its h1.'),
  eyebrow: z.string().optional(),
  updated: z.string().describe('When its text last changed, YYYY-MM-DD.'),
  noticeVersion: z
    .string()
    .optional()
    .describe('The privacy policy only: the notice version the lead forms send.'),
  introHtml: richText.describe('The text before the first section (may be empty).'),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  sections: z.array(
    sitePagePartSchema.extend({
      parts: z.array(sitePagePartSchema).describe('Its ### parts, e.g. the about page cards.'),
      block: z
        .enum(SITE_PAGE_BLOCKS)
        .optional()
        .describe('A part of the site the page shows here instead of text (html is empty).'),
    }),
  ),
});

export const siteFaqSchema = z.object({
  title: z.string(),
  description: z.string(),
  heading: z.string(),
  eyebrow: z.string().optional(),
  lead: z.string(),
  items: z.array(z.object({ id: z.string(), question: z.string(), answerHtml: richText })),
});

export const SITE_PAGE_CONTRACTS_MATCH = [
  sameType<z.output<typeof sitePageSchema>, SitePage>(true),
  sameType<z.output<typeof siteFaqSchema>, SiteFaq>(true),
];

// --- GET /release-health (routes/release-health.ts) ---
const count = z.number().int().nonnegative();

export const versionHealthSchema = z.object({
  remote: z.string().describe("A remote's key in /remotes.json, e.g. blog."),
  version: z.string(),
  pageViews: count.describe('Page views the browsers reported with this version.'),
  slotFailures: count.describe("Of those, the ones where this remote's slot failed or threw."),
  renders: count.describe('Pages the render server rendered with this version.'),
  renderFailures: count.describe('Of those, the ones where rendering this remote threw.'),
  failureRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe(
      '(slotFailures + renderFailures) / (pageViews + renders); null with nothing counted.',
    ),
}) satisfies z.ZodType<VersionHealth>;

export const releaseHealthSchema = z.object({
  since: z.iso.datetime().describe("The window's first minute (its start)."),
  until: z.iso.datetime().describe("The window's last minute (its start): the current minute."),
  versions: z
    .array(versionHealthSchema)
    .describe(
      'The versions of the remote counted in the window: the 20 shown most (page views and renders), ordered by version.',
    ),
}) satisfies z.ZodType<ReleaseHealth>;

// --- POST /release-health/views ---
export const beaconCountsSchema = z.object({
  counted: count.describe('Views counted.'),
  dropped: count.describe(
    "Views left out: a remote the page token does not name, the token's views or first view already counted, or a version's views this minute over the limit.",
  ),
});

export const RELEASE_HEALTH_CONTRACTS_MATCH = [
  sameType<z.output<typeof versionHealthSchema>, VersionHealth>(true),
  sameType<z.output<typeof releaseHealthSchema>, ReleaseHealth>(true),
];
