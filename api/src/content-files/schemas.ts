/** The shape of every content file, with the messages an editor sees when one is wrong. */
import {
  CATEGORY_CODES,
  DIFFICULTIES,
  GST_RATES,
  INCLUDE_KEYS,
  ratedStay,
  STARRED_STAYS,
  STAY_KINDS,
  STAY_LABELS,
} from '@tour/shared/contracts';
import { z } from 'zod';
import { LANDSCAPES, type Landscape } from '../images/illustrations';
import { blogImageUrl, photoList } from './photos';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = z.string().refine((value) => value.trim() !== '', 'Must not be empty');

/** Text of a site document's field: not empty, no spaces around it (line breaks allowed). */
export const trimmedText = z
  .string({ error: 'Must be text' })
  .refine((value) => value.trim() !== '', 'Must not be empty')
  .refine((value) => value.trim() === value, 'Must not start or end with spaces');

/** A calendar day as editors write it, e.g. 2026-11-28. */
export const isoDate = z
  .string({ error: 'Must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD')
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Must be a real date',
  );

/** One line of a list (an inclusion, a stop): no line breaks, no spaces around it. */
const line = z
  .string()
  .refine((value) => value.trim() !== '', 'Must not be empty')
  .refine((value) => !value.includes('\n'), 'Must be a single line')
  .refine((value) => value.trim() === value, 'Must not start or end with spaces');

/** Said of a price written as text ("27,999", "₹27999") as of one with paise. */
const RUPEES = 'Must be a whole number of rupees, like 27999';

const rupees = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : RUPEES) })
  .int(RUPEES)
  .positive('Must be more than 0 rupees');

const unique = (values: unknown[]) => new Set(values).size === values.length;

const category = z.enum(CATEGORY_CODES);

const slug = z.string().regex(SLUG, 'Must be a slug: lower-case words joined by hyphens');

/** Slugs it had before: their old URLs then answer 301 to the current page. */
const formerSlugs = z.array(slug).min(1).optional();

export const destinationFile = z
  .object({
    name: text,
    landscape: z.enum(LANDSCAPES as [Landscape, ...Landscape[]]),
    formerSlugs,
    photos: photoList.optional(),
  })
  .strict();

const itineraryDay = z
  .object({
    title: line,
    description: text,
    stops: z.array(line).min(1, 'Must name at least one stop'),
    stay: line,
  })
  .strict();

/** Package facts: closed lists, so every package states them the same way. */
const STAY_MISSING = `Must say where travellers sleep: a list of one to three of ${STAY_KINDS.join(', ')}, e.g. stay: [hotel]`;
const INCLUDES_MISSING = `Must say what the price covers: a list of ${INCLUDE_KEYS.join(', ')}, e.g. includes: [stay, breakfast, transport]`;
const GST_MESSAGE = `Must state GST one way: the rate charged on top of the price (${GST_RATES.join(', ')}), e.g. gst: 5, or gst: included`;
const GST_STATED_ONCE =
  'Must not be here: GST is stated once for every package, as gst in policies.yaml';
const MEAL_PLANS: readonly string[] = ['breakfast', 'half-board', 'all-meals'];

/** A list of one closed set's names, with the whole set named when it is missing or wrong. */
function namesOf<T extends readonly [string, ...string[]]>(names: T, missing: string) {
  return z.array(z.enum(names, { error: `Must be one of: ${names.join(', ')}` }), {
    error: (issue) => (issue.input === undefined ? missing : 'Must be a list, e.g. [a, b]'),
  });
}

const stayKinds = namesOf(STAY_KINDS, STAY_MISSING)
  .min(1, STAY_MISSING)
  .max(3, 'Must name at most three kinds of stay, the main one first')
  .refine(unique, 'Must not repeat a kind of stay');

const includeKeys = namesOf(INCLUDE_KEYS, INCLUDES_MISSING)
  .min(1, INCLUDES_MISSING)
  .refine(unique, 'Must not repeat an item')
  .refine(
    (keys) => keys.filter((key) => MEAL_PLANS.includes(key)).length <= 1,
    'Must name one meal plan at most: breakfast, half-board or all-meals',
  );

const gst = z.union(
  [z.literal('included'), z.number().refine((rate) => GST_RATES.includes(rate), GST_MESSAGE)],
  { error: GST_MESSAGE },
);

/** For treks and yatras; left out where the effort is unremarkable. */
const difficulty = z
  .enum(DIFFICULTIES, { error: `Must be one of: ${DIFFICULTIES.join(', ')}` })
  .optional();

/** Whether a day's stay or an inclusion says "4-star resort" (or "4-star jungle resort") at the package's rating. */
function namesResortStars(pkg: {
  rating: number;
  inclusions: string[];
  itinerary: { stay: string }[];
}): boolean {
  const named = new RegExp(`\\b${pkg.rating}-star (?:[a-z]+ )?resorts?\\b`, 'i');
  return [...pkg.inclusions, ...pkg.itinerary.map((day) => day.stay)].some((text) =>
    named.test(text),
  );
}

export const packageFile = z
  .object({
    name: line,
    category,
    days: z.number().int('Must be a whole number of days').min(1, 'Must be at least 1'),
    price: rupees,
    maxPrice: rupees.optional(),
    /** The price before a discount; the only source of an "N% OFF" badge. */
    originalPrice: rupees.optional(),
    /**
     * Hotel stars; 0 or left out when the package sleeps in no hotel. A resort-only package may
     * have them when its itinerary or inclusions name the resort's stars the same way.
     */
    rating: z.number().int('Must be a whole number of stars').min(0).max(5).default(0),
    stay: stayKinds,
    includes: includeKeys,
    // GST is one rule for every price, so a package may not state its own.
    gst: z.never({ error: GST_STATED_ONCE }).optional(),
    difficulty,
    months: z
      .array(z.number().int('Must be a month number, 1–12').min(1).max(12))
      .min(1, 'Must name at least one month')
      .refine(unique, 'Must not repeat a month'),
    description: text,
    /** Markdown. */
    information: text,
    inclusions: z.array(line).min(1, 'Must list at least one inclusion'),
    exclusions: z.array(line).optional(),
    /** A policy named in policies.yaml, or the policy itself, one bullet per line. */
    tourPolicy: text.optional(),
    cancellationPolicy: text.optional(),
    itinerary: z.array(itineraryDay).min(1, 'Must have at least one day'),
    formerSlugs,
    photos: photoList.optional(),
  })
  .strict()
  .superRefine((pkg, context) => {
    if (pkg.days !== pkg.itinerary.length) {
      context.addIssue({
        code: 'custom',
        path: ['days'],
        message: `Must equal the number of itinerary days (${pkg.itinerary.length})`,
      });
    }
    if (pkg.rating > 0 && !pkg.stay.some((kind) => STARRED_STAYS.includes(kind))) {
      context.addIssue({
        code: 'custom',
        path: ['rating'],
        message: `Must be 0 or left out: stars rate hotels and resorts, and this package stays in ${pkg.stay.map((kind) => STAY_LABELS[kind]).join(', ')}`,
      });
    } else if (ratedStay(pkg.stay, pkg.rating) === 'resort' && !namesResortStars(pkg)) {
      // A hotel has its stars by its class; a resort only by what we say of it.
      context.addIssue({
        code: 'custom',
        path: ['rating'],
        message: `Must be 0 or left out, or the itinerary or inclusions must name the resort's stars, like "${pkg.rating}-star resort in …": nothing rates a resort but what the package says`,
      });
    }
    if (pkg.maxPrice !== undefined && pkg.maxPrice < pkg.price) {
      context.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: `Must not be below price (${pkg.price})`,
      });
    }
    if (pkg.originalPrice !== undefined && pkg.originalPrice <= pkg.price) {
      context.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: `Must be above price (${pkg.price}): it is the price before the discount, or leave it out`,
      });
    }
  });

export const faqEntry = z
  .object({
    question: text,
    /** null: no answer yet (the site says so). */
    answer: text.nullable(),
  })
  .strict();

export const faqFile = z.array(z.unknown(), { error: 'Must be a list of questions and answers' });

export const blogFrontMatter = z
  .object({
    name: line,
    /** Matches the post to its stored row; by default the slug of its name. */
    slug: slug.optional(),
    destination: slug,
    category,
    publishedAt: z
      .string({ error: 'Must be a date written YYYY-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD')
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        'Must be a real date',
      ),
    /** The post's drawn landscape (/images/beach.svg), or null for none; photos go below. */
    imageUrl: blogImageUrl,
    photos: photoList.optional(),
  })
  .strict();

const policyTexts = z
  .record(slug, text)
  .refine((policies) => 'standard' in policies, 'Must include a "standard" policy');

/**
 * Whether a tour policy states when a booking is confirmed: only policies.yaml's
 * bookingConfirmation may, so the policy, the FAQ and the terms give one rule.
 */
export function statesConfirmation(policy: string): boolean {
  return /\bconfirm(?:s|ed)?\b/i.test(policy);
}

export const CONFIRMATION_ELSEWHERE =
  'Must not say when a booking is confirmed: policies.yaml says it once, in bookingConfirmation, for every package';

export const policiesFile = z
  .object({
    /** How GST applies to every package price: said once, here, and the same everywhere. */
    gst,
    /** The one sentence saying when a booking is confirmed; it heads every tour policy. */
    bookingConfirmation: line.refine(
      (value) => /^[^.!?]+[.]$/.test(value),
      'Must be one sentence, ending with a full stop',
    ),
    exclusions: z.array(line).min(1),
    tourPolicies: policyTexts.superRefine((policies, context) => {
      for (const [name, policy] of Object.entries(policies)) {
        if (statesConfirmation(policy)) {
          context.addIssue({ code: 'custom', path: [name], message: CONFIRMATION_ELSEWHERE });
        }
      }
    }),
    cancellationPolicies: policyTexts,
  })
  .strict()
  .transform((file) => ({
    ...file,
    tourPolicies: Object.fromEntries(
      Object.entries(file.tourPolicies).map(([name, policy]) => [
        name,
        withConfirmation(file.bookingConfirmation, policy),
      ]),
    ),
  }));

/** A tour policy as packages state it: the confirmation rule first, then its own lines. */
export function withConfirmation(bookingConfirmation: string, policy: string): string {
  return `${bookingConfirmation}\n${policy}`;
}

export const orderFile = z
  .object({
    destinations: z.array(slug).default([]),
    packages: z.array(slug).default([]),
  })
  .strict();
