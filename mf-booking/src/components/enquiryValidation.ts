import { enquirySchema } from '@tour/shared/contracts';
import { PHONE_PREFIX, type EnquiryPayload } from '@tour/shared';
import { fieldErrors } from '../hooks/fieldErrors';

export const EMPTY_ENQUIRY = {
  name: '',
  phone: '',
  email: '',
  destination: '',
  departureCity: '',
  departureDate: '',
  people: '',
};

export type EnquiryField = keyof typeof EMPTY_ENQUIRY;
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

const withPrefix = (phone: string) => (phone.trim() ? `${PHONE_PREFIX}${phone.trim()}` : '');

/**
 * Spec §5: every field non-empty after trimming, else 'Required'; then the shared formats
 * (Indian mobile, email, a date from today), as the API checks them.
 */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  return fieldErrors(enquirySchema, { ...values, phone: withPrefix(values.phone) });
}

/** The payload of spec §3, with the fixed +91 prefix in front of the typed number. */
export function toEnquiryPayload(values: EnquiryValues): EnquiryPayload {
  return {
    name: values.name.trim(),
    phone: withPrefix(values.phone).replace(/\s+/g, ''),
    email: values.email.trim(),
    destination: values.destination.trim(),
    departureCity: values.departureCity.trim(),
    departureDate: values.departureDate.trim(),
    people: Number(values.people),
  };
}
