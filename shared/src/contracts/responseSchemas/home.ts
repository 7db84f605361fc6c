/**
 * GET /site/home: the home page and the pilgrimage pages as the content team writes them (see
 * ../home.ts), with every card's price, duration and name from the catalogue package it names.
 */
import { z } from 'zod';
import { packageFactFields } from './domain';
import { photoSchema } from './photo';

/** A section's heading as the page shows it. */
export const homeSectionCopySchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  intro: z.string().optional(),
});
export type HomeSectionCopy = z.infer<typeof homeSectionCopySchema>;

/** The page heading of /tours and /details-dev-darshan. */
export const packagePageCopySchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  lead: z.string(),
});
export type PackagePageCopy = z.infer<typeof packagePageCopySchema>;

/** A package on a card, as the catalogue has it now. */
export const homePackageCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The package's one line for list cards. */
  description: z.string(),
  destination: z.string().describe("The destination's slug."),
  destinationName: z.string(),
  price: z.number().int().describe('Starting price per person, in rupees.'),
  /** Above `price`. */
  originalPrice: z
    .number()
    .int()
    .nullable()
    .describe(
      'The price before a discount, when the package states one; the only basis of a badge.',
    ),
  // The card states the price as the package's page does: its range and its GST. Absent from an
  // API older than them; `gst` is also absent for a package imported before GST was recorded.
  maxPrice: packageFactFields.maxPrice,
  gst: packageFactFields.gst,
  days: z.number().int(),
  nights: z.number().int(),
  /** The package's picture path, and its own photo when it has one. */
  image: z.string(),
  photo: photoSchema.optional(),
});
export type HomePackageCard = z.infer<typeof homePackageCardSchema>;

/** A destination card with the destination's current name, and its own photo when it has one. */
export const homePlaceCardSchema = z.object({
  /** The destination's slug. */
  destination: z.string(),
  name: z.string(),
  /** The small line above the name: a state or what the place is known for. */
  region: z.string(),
  line: z.string(),
  photo: photoSchema.optional().describe("The destination's own photo, when it has one."),
});
export type HomePlaceCard = z.infer<typeof homePlaceCardSchema>;

/** A hero slide with its destination's current name, for its button. */
export const homeHeroSlideCardSchema = z.object({
  /** The destination's slug: the slide's button opens its listing. */
  destination: z.string(),
  name: z.string().describe("The destination's name, for the slide's button."),
  subheading: z.string(),
  heading: z.string(),
  text: z.string(),
});
export type HomeHeroSlideCard = z.infer<typeof homeHeroSlideCardSchema>;

export const homeTextItemSchema = z.object({ title: z.string(), text: z.string() });
export type HomeTextItem = z.infer<typeof homeTextItemSchema>;

/** A traveller's review, shown only with where it was posted and when. */
export const testimonialSchema = z.object({
  reviewer: z.string(),
  text: z.string(),
  /** e.g. "Google reviews". */
  source: z.string().describe('Where the review was posted.'),
  date: z.string().describe('YYYY-MM-DD.'),
  rating: z.number().int().optional(),
  title: z.string().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const darshanSlideCopySchema = z.object({ eyebrow: z.string(), text: z.string() });
export type DarshanSlideCopy = z.infer<typeof darshanSlideCopySchema>;

/** A tile as GET /site/home answers it: the page it links to, when the catalogue has one. */
export const darshanTileCardSchema = z.object({
  name: z.string(),
  state: z.string(),
  to: z
    .string()
    .optional()
    .describe("The place's destination listing or a package that visits it; absent: no link."),
});
export type DarshanTileCard = z.infer<typeof darshanTileCardSchema>;

/** GET /site/home: the content with cards resolved and counts filled in. */
export const homeAnswerSchema = z.object({
  hero: z.object({
    slides: z.array(homeHeroSlideCardSchema),
    /** Absent from an API older than it: no notes are shown then. */
    trustNotes: z
      .array(z.string())
      .optional()
      .describe('The short promises under the slides, as the content states them.'),
  }),
  hiddenGems: homeSectionCopySchema.extend({ packages: z.array(homePackageCardSchema) }),
  devotionalPlans: homeSectionCopySchema.extend({ places: z.array(homePlaceCardSchema) }),
  trendingDestinations: homeSectionCopySchema.extend({ places: z.array(homePlaceCardSchema) }),
  whyChooseUs: homeSectionCopySchema.extend({
    items: z.array(homeTextItemSchema),
    facts: z.array(z.string()).describe('Lines with the catalogue counts filled in.'),
  }),
  reviews: homeSectionCopySchema.extend({
    testimonials: z.array(testimonialSchema).describe('Empty: the page shows no reviews section.'),
  }),
  tours: packagePageCopySchema.extend({ packages: z.array(homePackageCardSchema) }),
  darshan: z.object({
    slideTitle: z.string(),
    slides: z.array(darshanSlideCopySchema),
    heading: z.string(),
    intro: z.string(),
    tiles: z.array(darshanTileCardSchema),
  }),
  devDarshan: packagePageCopySchema.extend({ packages: z.array(homePackageCardSchema) }),
  /** Counted from the published catalogue (HOME_COUNT_PLACEHOLDERS). */
  counts: z.object({
    destinations: z.number().int().describe('Destinations with a published package.'),
    packages: z.number().int().describe('Published packages.'),
  }),
});
export type HomeAnswer = z.infer<typeof homeAnswerSchema>;
