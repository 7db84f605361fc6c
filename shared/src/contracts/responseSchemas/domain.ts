/**
 * The catalogue's answers and the visitor's receipts, with the field names the original site's
 * API used (every route and its answer: api/README.md).
 */
import { z } from 'zod';
import { DIFFICULTIES, INCLUDE_KEYS, STAY_KINDS } from '../packageFacts';
import { categoryCodeSchema, idSchema, richTextSchema } from './fields';
import { photoSchema } from './photo';

export const destinationSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Our addition. */
  aliases: z
    .array(z.string())
    .optional()
    .describe(
      "Other names visitors type for it, lower case ('leh', 'pondy'); absent when it has none.",
    ),
});
export type Destination = z.infer<typeof destinationSchema>;

const lastChangedSchema = z
  .string()
  .nullable()
  .describe('ISO timestamp of the last change, if known.');

/** GET /sitemap/entries (our addition): what the sitemap lists, with when each last changed. */
export const sitemapDataSchema = z.object({
  destinations: z.array(z.object({ name: z.string(), updatedAt: lastChangedSchema })),
  packages: z.array(
    z.object({ name: z.string(), destinationName: z.string(), updatedAt: lastChangedSchema }),
  ),
});
export type SitemapData = z.infer<typeof sitemapDataSchema>;

/**
 * The facts every package states the same way (packageFacts.ts), our addition: each is absent
 * from an API older than it, so optional.
 */
export const packageFactFields = {
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
    .describe('The price before a discount, in rupees, when the package states one.'),
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

export const mainPackageResponseSchema = z.object({
  destinationName: z.string(),
  name: z.string(),
  description: richTextSchema,
  bannerImage: z.string(),
  categoryName: categoryCodeSchema.describe(
    'The chosen category, else the first listed package’s.',
  ),
  /** The destination's own photo (our addition), shown instead of bannerImage when present. */
  photo: photoSchema.optional(),
});
export type MainPackageResponse = z.infer<typeof mainPackageResponseSchema>;

export const questionResponseSchema = z.object({ id: idSchema, question: z.string() });
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

export const answerResponseSchema = z.object({ questionId: idSchema, answer: z.string() });
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/**
 * What this API answers. The contract (SearchResponseData) is deliberately wider: a listed
 * package's months may be missing, so a page keeps working against an older API mid-release.
 * wideContracts.test.ts checks that every answer fits the contract.
 */
export const searchResponseDataSchema = z.object({
  mainPackageResponse: mainPackageResponseSchema,
  questionResponses: z.array(questionResponseSchema),
  answerResponses: z.array(answerResponseSchema),
  packageList: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      description: z.string(),
      price: z.number().int().describe('Starting price per person on twin sharing, in rupees.'),
      durationDay: z.number().int(),
      image: z.string(),
      rating: z.number().min(0).max(5).describe('Hotel star rating.'),
      category: categoryCodeSchema,
      months: z
        .array(z.number().int().min(1).max(12))
        .describe('The months (1–12) the package runs or suits; empty suits any month.'),
      photo: photoSchema.optional(),
      ...packageFactFields,
    }),
  ),
});

export const themePackageCardSchema = z.object({
  id: idSchema.describe('The destination id.'),
  destinationName: z.string(),
  image: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  /** Our addition. */
  minDays: z.number().int().describe('Its shortest package in the theme, in days.'),
  maxDays: z.number().int().describe('Its longest package in the theme, in days.'),
});
export type ThemePackageCard = z.infer<typeof themePackageCardSchema>;

export const packageDetailSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.string(),
  information: richTextSchema,
  days: z.number().int(),
  price: z.number().int(),
  destinationName: z.string(),
  inclusions: z.string().describe('One item per line.'),
  exclusions: z.string().describe('One item per line.'),
  tourPolicy: z.string().describe('One item per line.'),
  cancellationPolicy: z.string().describe('One item per line.'),
  /** The package's own photo (our addition), shown instead of image when present. */
  photo: photoSchema.optional(),
  rating: z.number().min(0).max(5).optional().describe('Hotel star rating; 0: no hotel.'),
  months: z
    .array(z.number().int().min(1).max(12))
    .optional()
    .describe('The best months (1–12) for the package; empty suits any month.'),
  ...packageFactFields,
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/**
 * What this API answers. The contract (PackageDetailResponseData) is deliberately wider: an
 * itinerary day's stages may be one string, so a page keeps working against an older API.
 * wideContracts.test.ts checks that every answer fits the contract.
 */
export const packageDetailDataSchema = z.object({
  packageDetailResponse: packageDetailSchema,
  itineraryNameResponseList: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      stage: z.array(z.string()),
      accommodation: z.string(),
      image: z.string(),
    }),
  ),
});

export const blogSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: richTextSchema,
  imageUrl: z.string().nullable(),
  destinationName: z.string(),
  categoryName: categoryCodeSchema,
  /** Our addition; the original site showed today minus 8 days. */
  publishedAt: z.iso.date(),
  /** The post's own photo (our addition), shown instead of imageUrl when present. */
  photo: photoSchema.optional(),
});
export type Blog = z.infer<typeof blogSchema>;

export const leadReceiptSchema = z.object({
  /** The lead's reference to quote to the agency; never the row id. */
  reference: z
    .string()
    .regex(/^GK-[0-9A-Z]{8}$/)
    .meta({ example: 'GK-7QX4M2KD' }),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

export const assistantReplySchema = z.object({ content: z.string() });
export type AssistantReply = z.infer<typeof assistantReplySchema>;
