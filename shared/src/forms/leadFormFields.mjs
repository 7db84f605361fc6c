/**
 * The lead forms and the fields each one sends, by name: the site's server reads exactly these
 * from a form posted without JavaScript (scripts/render/formPosts.mjs), the apps name their forms
 * by these kinds (formSubmission.ts).
 *
 * Plain JavaScript (with its .d.mts), so the render server's Node scripts import it as it is:
 * they cannot load the zod schemas (TypeScript). The names are those schemas' own, taken from
 * them by leadFormFields.test.ts, which fails if a form's list and its schema's fields
 * (contracts/schemas.ts, and leadConsentSchema's privacy notice field every form adds) differ.
 * The order is the render server's: it hashes the fields in this order for the post's
 * Idempotency-Key, so a reordered list would make a post sent again look like a new one.
 */

/** The hidden field every lead form carries (PRIVACY_NOTICE_FIELD, leadConsentSchema). */
const PRIVACY_NOTICE = 'privacyNoticeVersion';

export const LEAD_FORM_FIELDS = {
  enquiry: [
    'name',
    'phone',
    'email',
    'destination',
    'departureCity',
    'departureDate',
    'people',
    'notes',
    PRIVACY_NOTICE,
  ],
  // The last four before the notice are the form's hidden fields: what the app adds to the
  // typed six on send.
  'request-to-book': [
    'leadName',
    'noOfPerson',
    'departureCity',
    'date',
    'email',
    'phone',
    'packageDetailId',
    'duration',
    'productId',
    'websiteId',
    PRIVACY_NOTICE,
  ],
  contact: ['name', 'email', 'subject', 'message', PRIVACY_NOTICE],
  support: ['fullName', 'email', 'message', PRIVACY_NOTICE],
  newsletter: ['email', PRIVACY_NOTICE],
};

/** The hidden field naming the page (path and query) to render again when a post is refused. */
export const RETURN_TO_FIELD = 'returnTo';
