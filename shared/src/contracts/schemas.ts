/**
 * Request schemas shared by the forms (client-side checks) and the API (server-side validation),
 * so both sides reject the same input with the same messages. Browser-safe: no Node imports.
 */
import { z } from 'zod';

/** Spec §5's messages for a missing field: the enquiry modal's, and the booking forms'. */
const ENQUIRY_REQUIRED = 'Required';
const BOOKING_REQUIRED = 'This field is required';
const NEWSLETTER_INVALID = 'Valid email is required *';

export const LEAD_MESSAGES = {
  phone: 'Enter a valid 10-digit Indian mobile number',
  email: 'Enter a valid email address',
  date: 'Enter a valid date',
  pastDate: 'Choose a date from today onwards',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  minPeople: 'At least 1 person',
  maxPeople: 'At most 50 people',
} as const;

export const MAX_PEOPLE = 50;

/**
 * A mobile number as Indians write it: 10 digits starting 6–9, optionally after +91 or 0,
 * with spaces or hyphens anywhere between the digits.
 */
const INDIAN_MOBILE = /^(?:\+91[\s-]*|0)?[6-9](?:[\s-]?\d){9}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** India has one time zone and no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar day in India at this instant, as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The calendar day a form's date means: a YYYY-MM-DD value as it is (date pickers send that),
 * a full ISO timestamp as its day in India. Anything else, or an impossible day, is null.
 */
export function calendarDay(value: string): string | null {
  if (ISO_DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
  }
  if (ISO_DATE_TIME.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : indiaToday(instant);
  }
  return null;
}

/** Field builders for one form, all reporting a missing value with that form's message. */
function formFields(required: string) {
  const missing = { error: required, abort: true };
  const text = (max: number) =>
    z
      .string({ error: required })
      .trim()
      .min(1, missing)
      .max(max, { error: `Must be at most ${max} characters` });

  return {
    text,
    email: () => text(254).regex(z.regexes.email, { error: LEAD_MESSAGES.email }),
    phone: () =>
      text(25)
        .regex(INDIAN_MOBILE, { error: LEAD_MESSAGES.phone })
        // One form whatever was typed: +91 and the 10 digits.
        .transform((phone) => `+91${phone.replace(/\D/g, '').slice(-10)}`),
    /** A travel date: today (in India) or later, stored as YYYY-MM-DD. */
    travelDate: () =>
      text(40)
        .refine((value) => calendarDay(value) !== null, {
          error: LEAD_MESSAGES.date,
          abort: true,
        })
        .refine((value) => (calendarDay(value) ?? '') >= indiaToday(), {
          error: LEAD_MESSAGES.pastDate,
        })
        .transform((value) => calendarDay(value) ?? value),
    /** How many travellers: a number or numeric text, 1–50. */
    people: () =>
      z
        .union([z.number(), z.string().trim().min(1, { error: required, abort: true })], {
          error: (issue) => (isBlank(issue.input) ? required : LEAD_MESSAGES.number),
        })
        .pipe(
          z.coerce
            .number<string | number>({ error: LEAD_MESSAGES.number })
            .int({ error: LEAD_MESSAGES.wholeNumber })
            .min(1, { error: LEAD_MESSAGES.minPeople })
            .max(MAX_PEOPLE, { error: LEAD_MESSAGES.maxPeople }),
        ),
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** The largest id a 32-bit integer column holds (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/** A positive integer id, given as a number or as numeric text (query strings are text). */
const positiveId = (required = 'Required') => {
  const message = 'Must be a positive whole number';
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .min(1, { error: required, abort: true })
          .regex(/^\d+$/, { error: message }),
      ],
      {
        error: (issue) => (isBlank(issue.input) ? required : message),
      },
    )
    .pipe(
      z.coerce
        .number<string | number>()
        .int({ error: message })
        .positive({ error: message })
        .max(MAX_ID, { error: message }),
    );
};

/** websiteId and productId: the spec always sends '1' and 1; either type is accepted. */
const fixedValue = (required = 'Required') =>
  z
    .union(
      [z.string().trim().max(10, { error: 'Must be at most 10 characters' }), z.number().int()],
      {
        error: (issue) => (isBlank(issue.input) ? required : 'Must be text or a whole number'),
      },
    )
    .transform(String);
const websiteId = fixedValue();

/** Free text the API accepts but does not act on (device details, a month label). */
const optionalText = (max: number) =>
  z.string().max(max, { error: `Must be at most ${max} characters` });

const enquiryFields = formFields(ENQUIRY_REQUIRED);
const bookingFields = formFields(BOOKING_REQUIRED);

/** The seven fields of the enquiry modal (spec §3, §5). */
export const enquirySchema = z.object({
  name: enquiryFields.text(100),
  phone: enquiryFields.phone(),
  email: enquiryFields.email(),
  destination: enquiryFields.text(100),
  departureCity: enquiryFields.text(100),
  departureDate: enquiryFields.travelDate(),
  people: enquiryFields.people(),
});
export type EnquiryPayload = z.infer<typeof enquirySchema>;

/** The request-to-book payload (spec §3), with the fixed values of spec §9. */
export const bookingSchema = z.object({
  duration: optionalText(50).trim().optional().default(''),
  leadName: bookingFields.text(100),
  noOfPerson: bookingFields.people(),
  packageDetailId: positiveId(BOOKING_REQUIRED),
  departureCity: bookingFields.text(100),
  date: bookingFields.travelDate(),
  email: bookingFields.email(),
  phone: bookingFields.phone(),
  productId: fixedValue(BOOKING_REQUIRED).pipe(
    z.coerce
      .number<string>({ error: 'Must be a whole number' })
      .int({ error: 'Must be a whole number' }),
  ),
  websiteId: fixedValue(BOOKING_REQUIRED),
});
export type BookingPayload = z.infer<typeof bookingSchema>;

/** The spec's third booking form: no package, its own field names (spec §7). */
export const quickBookingSchema = z.object({
  name: bookingFields.text(100),
  person: bookingFields.people(),
  departingCity: bookingFields.text(100),
  date: bookingFields.travelDate(),
  email: bookingFields.email(),
  phone: bookingFields.phone(),
});
export type QuickBookingPayload = z.infer<typeof quickBookingSchema>;

/** The 'Leave a message' form; its captcha is checked in the browser only (spec §5). */
export const contactSchema = z.object({
  name: enquiryFields.text(100),
  email: enquiryFields.email(),
  subject: z
    .string()
    .trim()
    .max(200, { error: 'Must be at most 200 characters' })
    .optional()
    .transform((subject) => subject || undefined),
  message: enquiryFields.text(5000),
});
export type ContactPayload = z.infer<typeof contactSchema>;

/** The Customer Support message form. */
export const supportSchema = z.object({
  fullName: enquiryFields.text(100),
  email: enquiryFields.email(),
  message: enquiryFields.text(5000),
});
export type SupportPayload = z.infer<typeof supportSchema>;

/** The footer newsletter box, with its one message for every bad value (spec §5). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID })
    .trim()
    .min(1, { error: NEWSLETTER_INVALID, abort: true })
    .max(254, { error: NEWSLETTER_INVALID })
    .regex(z.regexes.email, { error: NEWSLETTER_INVALID }),
});
export type NewsletterPayload = z.infer<typeof newsletterSchema>;

/** The hero search (spec §3): only destinationId and categoryId steer the answer. */
export const searchPayloadSchema = z.object({
  destinationId: positiveId(),
  /** 1-based position in CATEGORY_CODES; null or absent lists every category. */
  categoryId: positiveId()
    .pipe(z.number().max(9, { error: 'Must be from 1 to 9' }))
    .nullish(),
  date: optionalText(40).nullish(),
  deviceType: optionalText(100).nullish(),
  browser: optionalText(100).nullish(),
  userIp: optionalText(100).nullish(),
  source: optionalText(100).nullish(),
  websiteId: websiteId.nullish(),
});

/** GET /package/search-by-category: categoryId is a Themes-menu id (THEME_MENU_CATEGORIES). */
export const themeSearchQuerySchema = z.object({
  websiteId: websiteId.optional(),
  categoryId: positiveId(),
});

/** GET /package/search-by-city-name: the destination slug, or its name in words. */
export const citySearchQuerySchema = z.object({
  websiteId: websiteId.optional(),
  destinationName: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(100, { error: 'Must be at most 100 characters' }),
});

export const assistantQuerySchema = z.object({
  inputText: z.string().trim().min(1, { error: 'inputText is required' }).max(500),
});

export const blogQuerySchema = z.object({
  destinationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  categoryId: z.coerce.number().int().min(1).max(9).optional(),
});
