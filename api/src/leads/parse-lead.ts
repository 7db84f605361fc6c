/** Decides whether a request-book body is an enquiry or a booking, and validates it as such. */
import { bookingSchema, enquirySchema } from '@tour/shared/contracts';
import type { BookingPayload, EnquiryPayload } from '@tour/shared/contracts';
import { fieldErrors, type FieldError } from '../routes/validation';

export type ParsedLead =
  | { ok: true; kind: 'enquiry'; payload: EnquiryPayload }
  | { ok: true; kind: 'booking'; payload: BookingPayload }
  | { ok: false; errors: FieldError[] };

/** Fields only the request-to-book form sends; any of them marks the body as a booking. */
const BOOKING_ONLY_FIELDS = ['leadName', 'noOfPerson', 'packageDetailId'];

export function parseLead(body: unknown): ParsedLead {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'Must be a JSON object' }] };
  }
  if (BOOKING_ONLY_FIELDS.some((field) => field in body)) {
    const result = bookingSchema.safeParse(body);
    return result.success
      ? { ok: true, kind: 'booking', payload: result.data }
      : { ok: false, errors: fieldErrors(result.error) };
  }
  const result = enquirySchema.safeParse(body);
  return result.success
    ? { ok: true, kind: 'enquiry', payload: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
