import { PHONE_PREFIX, type EnquiryPayload } from '@tour/shared';

export const ENQUIRY_FIELDS = [
  'name',
  'phone',
  'email',
  'destination',
  'departureCity',
  'departureDate',
  'people',
] as const;

export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  phone: '',
  email: '',
  destination: '',
  departureCity: '',
  departureDate: '',
  people: '',
};

/** Spec §5: every field non-empty after trimming, else 'Required'. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    if (!values[field].trim()) errors[field] = 'Required';
  }
  return errors;
}

/** The payload of spec §3, with the fixed +91 prefix in front of the typed number. */
export function toEnquiryPayload(values: EnquiryValues): EnquiryPayload {
  return {
    name: values.name.trim(),
    phone: `${PHONE_PREFIX}${values.phone.trim().replace(/\s+/g, '')}`,
    email: values.email.trim(),
    destination: values.destination.trim(),
    departureCity: values.departureCity.trim(),
    departureDate: values.departureDate.trim(),
    people: Number(values.people),
  };
}
