/** The shape of every content file, with the messages an editor sees when one is wrong. */
import { CATEGORY_CODES } from '@tour/shared/contracts';
import { z } from 'zod';
import { LANDSCAPES, type Landscape } from '../images/illustrations';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = z.string().refine((value) => value.trim() !== '', 'Must not be empty');

/** One line of a list (an inclusion, a stop): no line breaks, no spaces around it. */
const line = z
  .string()
  .refine((value) => value.trim() !== '', 'Must not be empty')
  .refine((value) => !value.includes('\n'), 'Must be a single line')
  .refine((value) => value.trim() === value, 'Must not start or end with spaces');

const rupees = z
  .number()
  .int('Must be a whole number of rupees')
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

export const packageFile = z
  .object({
    name: line,
    category,
    days: z.number().int('Must be a whole number of days').min(1, 'Must be at least 1'),
    price: rupees,
    maxPrice: rupees.optional(),
    rating: z.number().int('Must be a whole number of stars').min(0).max(5),
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
    if (pkg.maxPrice !== undefined && pkg.maxPrice < pkg.price) {
      context.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: `Must not be below price (${pkg.price})`,
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
    /** The post's picture (a path or URL), or null for none. */
    imageUrl: z.string().min(1).nullable().default(null),
  })
  .strict();

const policyTexts = z
  .record(slug, text)
  .refine((policies) => 'standard' in policies, 'Must include a "standard" policy');

export const policiesFile = z
  .object({
    exclusions: z.array(line).min(1),
    tourPolicies: policyTexts,
    cancellationPolicies: policyTexts,
  })
  .strict();

export const orderFile = z
  .object({
    destinations: z.array(slug).default([]),
    packages: z.array(slug).default([]),
  })
  .strict();
