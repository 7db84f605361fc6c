import {
  bookingSchema,
  contactSchema,
  enquirySchema,
  leadConsentSchema,
  newsletterSchema,
  supportSchema,
} from '../contracts/schemas';
import { PRIVACY_NOTICE_FIELD } from '../contracts/constants';
import { LEAD_FORM_FIELDS } from './leadFormFields.mjs';
import type { LeadFormKind } from './formSubmission';

/** The schema the API validates each form with (api/src/leads/parse-lead.ts). */
const SCHEMA_OF = {
  enquiry: enquirySchema,
  'request-to-book': bookingSchema,
  contact: contactSchema,
  support: supportSchema,
  newsletter: newsletterSchema,
} satisfies Record<LeadFormKind, { shape: object }>;

describe('LEAD_FORM_FIELDS', () => {
  it('names every lead form, and only those', () => {
    expect(Object.keys(LEAD_FORM_FIELDS).sort()).toEqual(Object.keys(SCHEMA_OF).sort());
  });

  it.each(Object.entries(SCHEMA_OF))(
    '%s: its schema’s fields and the privacy notice, each once',
    (kind, schema) => {
      const fields = LEAD_FORM_FIELDS[kind as LeadFormKind];
      expect(new Set(fields).size).toBe(fields.length);
      expect([...fields].sort()).toEqual(
        [...Object.keys(schema.shape), ...Object.keys(leadConsentSchema.shape)].sort(),
      );
      expect(fields).toContain(PRIVACY_NOTICE_FIELD);
    },
  );
});
