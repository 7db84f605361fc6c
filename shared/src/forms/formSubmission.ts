import { createContext, useContext } from 'react';
import { LEAD_FORM_FIELDS, RETURN_TO_FIELD } from './leadFormFields.mjs';

export { RETURN_TO_FIELD };

/**
 * Progressive enhancement of the lead forms: each is also a plain HTML form that posts to
 * `/forms/<kind>` on the site's own server, so it works before the app has started or without
 * JavaScript at all. The site server (scripts/render/formPosts.mjs) sends the fields to the API,
 * then redirects to the thank-you page, or renders the form's page again with what was typed and
 * what was wrong: that is the `FormSubmission` below, given to the page through a context.
 */
export type LeadFormKind = keyof typeof LEAD_FORM_FIELDS;

export function isLeadFormKind(value: unknown): value is LeadFormKind {
  return (Object.keys(LEAD_FORM_FIELDS) as unknown[]).includes(value);
}

/** Where a lead form posts without JavaScript. */
export const formPostPath = (kind: LeadFormKind) => `/forms/${kind}`;

/**
 * Each form's message once its lead is stored, the same words the forms show when the app runs
 * (the original site's words where it had them): the thank-you page shows them too.
 */
export const LEAD_SENT_TEXT: Record<LeadFormKind, string> = {
  enquiry: 'Thank you! Our travel experts will call you shortly with quotes.',
  'request-to-book': 'Thank you! Your request has been submitted.',
  contact: 'Form submitted successfully.',
  support: 'Thank you! Our support team will reply within one working day.',
  newsletter: 'Thank you for subscribing!',
};

/** A posted form that the server sends back to its page instead of storing it. */
export interface FormSubmission {
  form: LeadFormKind;
  /** What the visitor typed, by field name: the form shows it again. */
  values: Record<string, string>;
  /** The schema's message for each refused field (the same the browser's check shows). */
  errors: Record<string, string>;
  /**
   * The lead could not be stored (the API down, busy or refusing for a while): the form shows its
   * own failure message, as it does when the app's request fails.
   */
  failed: boolean;
}

/** The post being answered, on the page rendered for it only; null everywhere else. */
export const FormSubmissionContext = createContext<FormSubmission | null>(null);

/** This form's refused post, if the page is the answer to one. */
export function useFormSubmission(form: LeadFormKind): FormSubmission | null {
  const submission = useContext(FormSubmissionContext);
  return submission?.form === form ? submission : null;
}
