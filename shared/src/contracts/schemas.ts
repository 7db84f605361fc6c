/**
 * Request schemas shared by the forms (client-side checks) and the API (server-side validation),
 * so both sides reject the same input with the same messages. Browser-safe: no Node imports.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, NEWSLETTER_INVALID, MAX_ID } from './constants';
import { LISTING_SORTS } from './listingSort';

/** Spec §5's messages for a missing field: the enquiry modal's, and the booking forms'. */
const ENQUIRY_REQUIRED = 'Required';
const BOOKING_REQUIRED = 'This field is required';

export const LEAD_MESSAGES = {
  phone: 'Enter a valid mobile number (from abroad, start with + and the country code)',
  email: 'Enter a valid email address',
  date: 'Enter a valid date',
  pastDate: 'Choose a date from today onwards',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  minPeople: 'At least 1 person',
  maxPeople: 'For more than 50 people, please send us a group enquiry',
  maxGroup: 'At most 1000 people',
  notes: 'Must be at most 1000 characters',
} as const;

/** The most travellers one booking takes; a larger party sends a group enquiry. */
export const MAX_PEOPLE = 50;
/** An enquiry may be for a group; this only keeps out numbers nobody means. */
export const MAX_GROUP_PEOPLE = 1000;

/** The country of a number typed without its own + code: the forms' fixed +91 prefix. */
const HOME_COUNTRY = 'IN';

/**
 * A mobile number in E.164 (+919812345678), read as people type it: an Indian number with or
 * without +91, 0091 or a leading 0, spaced or hyphenated; or any country's number when it starts
 * with + (or 00) and its code. Null unless it can be a mobile number there: the agency calls
 * back and messages on WhatsApp, so a landline or an impossible number would lose the lead.
 */
export function toE164Phone(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, HOME_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}
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
    email: () => text(MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, { error: LEAD_MESSAGES.email }),
    phone: () =>
      text(30)
        .refine((phone) => toE164Phone(phone) !== null, { error: LEAD_MESSAGES.phone })
        // One form whatever was typed, so the agency can call or message it as it stands.
        .transform((phone) => toE164Phone(phone) ?? phone),
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
    /** How many travellers: a number or numeric text, from 1 to `max`. */
    people: (max = MAX_PEOPLE, maxMessage: string = LEAD_MESSAGES.maxPeople) =>
      // A number arrives as text from a form field and as a number from JSON; read both as text
      // first, so each problem has one plain message (a union would report its branches').
      z
        .preprocess(
          (value) => (typeof value === 'number' ? String(value) : value),
          z
            .string({
              error: (issue) => (isBlank(issue.input) ? required : LEAD_MESSAGES.number),
            })
            .trim()
            .min(1, { error: required, abort: true }),
        )
        .pipe(
          z.coerce
            .number<string>({ error: LEAD_MESSAGES.number })
            .int({ error: LEAD_MESSAGES.wholeNumber })
            .min(1, { error: LEAD_MESSAGES.minPeople })
            .max(max, { error: maxMessage }),
        ),
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

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

/**
 * The seven fields of the enquiry modal (spec §3, §5), and our optional notes. Unlike a booking,
 * an enquiry may be for a large group (the agency quotes groups separately).
 */
export const enquirySchema = z.object({
  name: enquiryFields.text(100),
  phone: enquiryFields.phone(),
  email: enquiryFields.email(),
  destination: enquiryFields.text(100),
  departureCity: enquiryFields.text(100),
  departureDate: enquiryFields.travelDate(),
  people: enquiryFields.people(MAX_GROUP_PEOPLE, LEAD_MESSAGES.maxGroup),
  notes: z
    .string({ error: 'Must be text' })
    .trim()
    .max(1000, { error: LEAD_MESSAGES.notes })
    .transform((notes) => notes || undefined)
    .optional(),
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
    .max(MAX_EMAIL_LENGTH, { error: NEWSLETTER_INVALID })
    .regex(EMAIL_PATTERN, { error: NEWSLETTER_INVALID }),
});
export type NewsletterPayload = z.infer<typeof newsletterSchema>;

/** The longest notice version kept as sent (ours are dates); anything longer is kept as not sent. */
const MAX_NOTICE_VERSION_LENGTH = 40;

/**
 * What every lead form sends beside its own fields: the version of the privacy notice its page
 * showed (PRIVACY_NOTICE_VERSION when it was built). The API stores it with the lead; the forms'
 * own schemas above leave it out, since nobody types it. A lead is never refused for it: the
 * visitor cannot mend it (a page kept open across a notice change, an older form, a client built
 * to the spec, which has no such field). A version that is missing, or is not short text, is kept
 * as not sent; any other is kept as sent, and the staff inbox says whether the site knows it.
 */
export const leadConsentSchema = z.object({
  privacyNoticeVersion: z
    .unknown()
    .transform((sent) => {
      const version = typeof sent === 'string' ? sent.trim() : '';
      return version.length > 0 && version.length <= MAX_NOTICE_VERSION_LENGTH
        ? version
        : undefined;
    })
    .optional()
    .describe(
      'The version of the privacy notice the form showed (PRIVACY_NOTICE_VERSIONS); kept with the lead, never a reason to refuse it.',
    ),
});
export type LeadConsent = z.infer<typeof leadConsentSchema>;

/** A search-list category id (spec §3): the 1-based position in CATEGORY_CODES. */
const searchCategoryId = () =>
  positiveId().pipe(z.number().max(9, { error: 'Must be from 1 to 9' }));

/**
 * The month a visitor searched for, as the month picker writes it and the listing URL carries
 * it: `2026-12` (our addition). Only its month of the year steers an answer.
 */
export const searchMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: 'Must be a month such as 2026-12' });

/**
 * The hero search (spec §3): destinationId and categoryId steer the answer, and the month of
 * `date` ranks the packages that suit it first. `date` stays free text (the original sent a
 * month label, 'December, 2026'), read leniently by the API.
 */
export const searchPayloadSchema = z.object({
  destinationId: positiveId(),
  /** 1-based position in CATEGORY_CODES; null or absent lists every category. */
  categoryId: searchCategoryId().nullish(),
  date: optionalText(40).nullish(),
  deviceType: optionalText(100).nullish(),
  browser: optionalText(100).nullish(),
  userIp: optionalText(100).nullish(),
  source: optionalText(100).nullish(),
  websiteId: websiteId.nullish(),
});

/** A listing's `sort` (our addition): LISTING_SORTS. */
export const listingSortSchema = z
  .enum(LISTING_SORTS, { error: `Must be one of ${LISTING_SORTS.join(', ')}` })
  .describe(
    'recommended (the default order), price-asc, price-desc, duration (shortest first) or duration-desc.',
  );

/** The most a price filter takes, in rupees: far above any package, well inside a number. */
const MAX_PRICE_LIMIT = 10_000_000;

/** A price bound in whole rupees per person, as a URL carries it (`maxPrice=40000`). */
const priceLimit = (describe: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, { error: 'Must be a whole number of rupees' })
    .pipe(
      z.coerce
        .number<string>()
        .max(MAX_PRICE_LIMIT, { error: `Must be at most ${MAX_PRICE_LIMIT}` }),
    )
    .describe(describe);

/**
 * A listing's order and price filter as query parameters (our addition): `sort`, and `minPrice`
 * and `maxPrice`, matched against each entry's starting price per person.
 */
const listingChoiceFields = {
  sort: listingSortSchema.optional(),
  minPrice: priceLimit(
    'Only entries starting at this price or more (rupees per person).',
  ).optional(),
  maxPrice: priceLimit(
    'Only entries starting at this price or less (rupees per person).',
  ).optional(),
};

/** A price range whose top is below its bottom is a mistake to point out, not an empty list. */
function withPriceRange<T extends z.ZodType<{ minPrice?: number; maxPrice?: number }>>(schema: T) {
  return schema.refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: 'Must not be below minPrice', path: ['maxPrice'] },
  );
}

/**
 * GET /package/search-by-category: categoryId is a Themes-menu id (THEME_MENU_CATEGORIES); sort
 * and the price range order and filter the cards (length: a card's shortest package).
 */
export const themeSearchQuerySchema = withPriceRange(
  z.object({
    websiteId: websiteId.optional(),
    categoryId: positiveId(),
    ...listingChoiceFields,
  }),
);

/**
 * GET /package/search-by-city-name: the destination slug, or its name in words; optionally the
 * requested category (a search-list id, as in the search) and month, which steer the answer as
 * in POST /package/search (our addition: a listing opened from a theme names that theme).
 */
export const citySearchQuerySchema = withPriceRange(
  z.object({
    websiteId: websiteId.optional(),
    destinationName: z
      .string({ error: 'Required' })
      .trim()
      .min(1, { error: 'Required' })
      .max(100, { error: 'Must be at most 100 characters' }),
    categoryId: searchCategoryId().optional(),
    month: searchMonthSchema.optional(),
    ...listingChoiceFields,
  }),
);

export const assistantQuerySchema = z.object({
  inputText: z.string().trim().min(1, { error: 'inputText is required' }).max(500),
});

export const blogQuerySchema = z.object({
  destinationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  categoryId: z.coerce.number().int().min(1).max(9).optional(),
});
