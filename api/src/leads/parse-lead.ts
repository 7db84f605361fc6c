/**
 * Validates the body of each lead route and says what kind of lead it is. POST
 * /request-book/add takes three forms: the enquiry modal, the request-to-book form and the
 * spec's short booking form, told apart by the fields only they send. Every form also sends the
 * privacy notice version its page showed (leadConsentSchema), kept apart from the lead's fields
 * and never a reason to refuse a lead.
 */
import type { z } from 'zod';
import {
  bookingSchema,
  contactSchema,
  enquirySchema,
  leadConsentSchema,
  newsletterSchema,
  quickBookingSchema,
  supportSchema,
} from '@tour/shared/contracts';
import type { LeadKind } from '../db/schema';
import { fieldErrors, type FieldError } from '../routes/validation';

export type ParsedLead =
  | {
      ok: true;
      kind: LeadKind;
      payload: object;
      dedupeKey: string | null;
      /** As the form sent it; null when it sent none (leadConsentSchema). */
      privacyNoticeVersion: string | null;
    }
  | { ok: false; errors: FieldError[] };

export type LeadParser = (body: unknown) => ParsedLead;

const NOT_AN_OBJECT: ParsedLead = {
  ok: false,
  errors: [{ field: 'body', message: 'Must be a JSON object' }],
};

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** A parser for one schema; `toStored` shapes what is stored (default: the parsed payload). */
function leadParser<S extends z.ZodType<object>>(
  kind: LeadKind,
  schema: S,
  toStored: (payload: z.output<S>) => { payload: object; dedupeKey?: string } = (payload) => ({
    payload,
  }),
): LeadParser {
  return (body) => {
    if (!isObject(body)) return NOT_AN_OBJECT;
    // The form's schema drops privacyNoticeVersion (an unknown key to it): it is not stored in
    // the payload, but in the lead's own column.
    const result = schema.safeParse(body);
    if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
    const { payload, dedupeKey = null } = toStored(result.data);
    return {
      ok: true,
      kind,
      payload,
      dedupeKey,
      // Never fails: a version that cannot be read is kept as not sent.
      privacyNoticeVersion: leadConsentSchema.parse(body).privacyNoticeVersion ?? null,
    };
  };
}

/** Fields only the request-to-book form sends; any of them marks the body as a booking. */
const BOOKING_ONLY_FIELDS = ['leadName', 'noOfPerson', 'packageDetailId'];
/** Fields only the short booking form sends. */
const QUICK_BOOKING_FIELDS = ['person', 'departingCity'];

const parseEnquiry = leadParser('enquiry', enquirySchema);
const parseBooking = leadParser('booking', bookingSchema);
/** Stored under the request-to-book field names, so every booking reads the same, without a package. */
const parseQuickBooking = leadParser('booking', quickBookingSchema, (form) => ({
  payload: {
    leadName: form.name,
    noOfPerson: form.person,
    departureCity: form.departingCity,
    date: form.date,
    email: form.email,
    phone: form.phone,
  },
}));

export const parseRequestBook: LeadParser = (body) => {
  if (!isObject(body)) return NOT_AN_OBJECT;
  if (BOOKING_ONLY_FIELDS.some((field) => field in body)) return parseBooking(body);
  if (QUICK_BOOKING_FIELDS.some((field) => field in body)) return parseQuickBooking(body);
  return parseEnquiry(body);
};

export const parseContact = leadParser('contact', contactSchema);
export const parseSupport = leadParser('support', supportSchema);
/** One subscription per address, however it is capitalised. */
export const parseNewsletter = leadParser('newsletter', newsletterSchema, (form) => ({
  payload: form,
  dedupeKey: `newsletter:${form.email.toLowerCase()}`,
}));
