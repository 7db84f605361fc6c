/** Every route the API serves, described with the schemas that validate and shape it. */
import { z } from 'zod';
import {
  assistantQuerySchema,
  blogQuerySchema,
  bookingSchema,
  citySearchQuerySchema,
  contactSchema,
  enquirySchema,
  newsletterSchema,
  quickBookingSchema,
  searchPayloadSchema,
  supportSchema,
  themeSearchQuerySchema,
} from '@tour/shared/contracts';
import { adminLeadsQuerySchema } from '../routes/admin';
import { blogIdParamsSchema } from '../routes/blogs';
import { newsletterTokenQuerySchema } from '../routes/newsletter';
import { redirectQuerySchema } from '../routes/redirects';
import {
  staffAuditQuerySchema,
  staffCredentialsSchema,
  staffLeadChangeSchema,
  staffLeadParamsSchema,
  staffLeadsCsvQuerySchema,
  staffLeadsQuerySchema,
  staffSubjectBodySchema,
  staffSubjectQuerySchema,
} from '../routes/staff';
import {
  assistantReplySchema,
  blogSchema,
  destinationSchema,
  failureEnvelope,
  healthSchema,
  leadExportRowSchema,
  leadReceiptSchema,
  packageDetailDataSchema,
  packageMovedSchema,
  searchResponseDataSchema,
  siteRedirectSchema,
  sitemapDataSchema,
  successEnvelope,
  themePackageCardSchema,
  validationFailureSchema,
  auditPageSchema,
  erasureSchema,
  staffLeadPageSchema,
  staffLeadSchema,
  staffMemberSchema,
  subjectRecordsSchema,
} from './response-schemas';

/** Who may call: the site's public authCode, the ADMIN_TOKEN, a staff session, or anyone. */
type Auth = 'authCode' | 'admin' | 'staff' | 'none';

export interface DocumentedResponse {
  description: string;
  /** The JSON body, if the answer can be JSON. */
  schema?: z.ZodType;
  /** Other media types the answer can have (as plain strings). */
  otherMediaTypes?: string[];
}

export interface Operation {
  method: 'get' | 'post' | 'patch';
  /** OpenAPI form: /blog/{id}. */
  path: string;
  /** Unique; what a generated client names the call. */
  operationId: string;
  summary: string;
  description?: string;
  auth: Auth;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** A body the route accepts, shown to readers (and checked against the schema by the lint). */
  example?: unknown;
  /** Lead routes take an Idempotency-Key header. */
  idempotent?: boolean;
  responses: Record<number, DocumentedResponse>;
}

const invalid: DocumentedResponse = {
  description: 'Invalid input.',
  schema: validationFailureSchema,
};
const notFound = (what: string): DocumentedResponse => ({
  description: `${what} not found.`,
  schema: failureEnvelope(),
});
const ok = (description: string, data: z.ZodType): DocumentedResponse => ({
  description,
  schema: successEnvelope(data),
});
const leadResponses: Record<number, DocumentedResponse> = {
  200: ok(
    'Stored before this answer; a replayed Idempotency-Key returns the first id.',
    leadReceiptSchema,
  ),
  400: invalid,
  409: {
    description:
      'The first request with this Idempotency-Key is still running; retry (see Retry-After).',
    schema: failureEnvelope(),
  },
  413: { description: 'Body over 64 KB.', schema: failureEnvelope() },
  415: { description: 'Body is not application/json.', schema: failureEnvelope() },
  422: {
    description: 'Idempotency-Key already used with another body.',
    schema: failureEnvelope(),
  },
};
const noPackages = failureEnvelope().describe(
  "No packages: code 0, message 'No packages found for your search.', data null.",
);

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Liveness and a database round trip',
    auth: 'none',
    responses: {
      200: { description: 'Up.', schema: healthSchema },
      503: { description: 'Database unreachable.', schema: healthSchema },
    },
  },
  {
    method: 'get',
    path: '/docs/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    auth: 'none',
    responses: {
      200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) },
    },
  },
  {
    method: 'get',
    path: '/images/{name}',
    operationId: 'getIllustration',
    summary: 'Landscape illustrations (beach.svg, hills.svg, …) and their variants (beach-v7.svg)',
    description:
      'The landscapes are backwaters, beach, city, desert, hills, snow, temple and wildlife: ' +
      '{landscape}.svg is the illustration destinations, themes and blogs show, and ' +
      '{landscape}-v{n}.svg, n = 1…20 (no leading zero), one of its 20 variants, which packages ' +
      'show so that the packages of a destination each have a picture of their own. Variant n ' +
      'is the time of day ((n − 1) mod 5: 0 dawn, 1 noon, 2 dusk, 3 night with the sun as a moon ' +
      'and stars, 4 monsoon with rain), mirrored for n = 6…10 and 16…20, and with the sun or ' +
      'moon moved higher for n = 11…20; its <title> names the variant (e.g. "Beach with a palm ' +
      'tree at sunset, at dawn"). Any other name answers 404.',
    auth: 'none',
    params: z.object({ name: z.string() }),
    responses: {
      200: { description: 'The SVG.', otherMediaTypes: ['image/svg+xml'] },
      404: notFound('Image'),
    },
  },
  {
    method: 'get',
    path: '/og/default.png',
    operationId: 'getSitePreviewImage',
    summary: "Link preview image (Open Graph) of the site's own pages: PNG, 1200 × 630",
    auth: 'none',
    responses: { 200: { description: 'The PNG.', otherMediaTypes: ['image/png'] } },
  },
  ...(['destinations', 'packages', 'blogs'] as const).map((kind) => ({
    method: 'get' as const,
    path: `/og/${kind}/{file}`,
    operationId: `get${kind === 'destinations' ? 'Destination' : kind === 'packages' ? 'Package' : 'Blog'}PreviewImage`,
    summary: `Link preview image of one of the ${kind} (${kind === 'blogs' ? '{id}' : '{slug}'}.png): PNG, 1200 × 630`,
    auth: 'none' as const,
    params: z.object({ file: z.string() }),
    responses: {
      200: { description: 'The PNG.', otherMediaTypes: ['image/png'] },
      404: notFound('Image'),
    },
  })),
  {
    method: 'get',
    path: '/ai/package',
    operationId: 'askAssistant',
    summary: 'The chat assistant, answering from the catalogue',
    auth: 'none',
    query: assistantQuerySchema,
    responses: { 200: ok('The reply.', assistantReplySchema), 400: invalid },
  },
  {
    method: 'get',
    path: '/sitemap/entries',
    operationId: 'listSitemapEntries',
    summary:
      "Every destination with published packages and every published package, with when each last changed (the site's sitemap)",
    auth: 'authCode',
    responses: { 200: ok('Sitemap entries.', sitemapDataSchema) },
  },
  {
    method: 'get',
    path: '/package/get-all-cities',
    operationId: 'listDestinations',
    summary: 'Every destination, by name',
    auth: 'authCode',
    responses: { 200: ok('Destinations.', z.array(destinationSchema)) },
  },
  {
    method: 'post',
    path: '/package/search',
    operationId: 'searchPackages',
    summary: 'Hero search: a destination’s listing',
    description:
      'Every package of the destination, cheapest first, with the chosen category’s packages moved to the front and, within that, those that suit the month of `date` (`2026-12-01`, `2026-12` or a label such as `December, 2026`; each package lists its `months`). The device fields are accepted and ignored.',
    auth: 'authCode',
    body: searchPayloadSchema,
    example: { destinationId: 3, categoryId: 5 },
    responses: {
      200: {
        description:
          'The listing (code 1), or code 0 when the destination is unknown or has no packages.',
        schema: z.union([successEnvelope(searchResponseDataSchema), noPackages]),
      },
      400: invalid,
    },
  },
  {
    method: 'get',
    path: '/package/search-by-category',
    operationId: 'listThemeCards',
    summary: 'Theme cards: one per destination with packages in a Themes-menu category',
    description:
      'categoryId is a Themes-menu id (7 Religious, 2 Adventure, 3 Family, 4 Friends, 5 Honeymoon, 6 Nature, 1 Seasonal Package), not a search-list id.',
    auth: 'authCode',
    query: themeSearchQuerySchema,
    responses: {
      200: {
        description:
          "Cards (code 1), or code 0 with 'No packages found for this theme.' and data [].",
        schema: z.union([
          successEnvelope(z.array(themePackageCardSchema)),
          failureEnvelope(z.array(themePackageCardSchema).max(0)),
        ]),
      },
      400: invalid,
    },
  },
  {
    method: 'get',
    path: '/package/search-by-city-name',
    operationId: 'listDestinationPackages',
    summary: 'A destination’s listing by slug (goa, vaishno-devi) or name',
    auth: 'authCode',
    query: citySearchQuerySchema,
    responses: {
      200: {
        description:
          'As POST /package/search: `categoryId` (a search-list id, 1 to 9) and `month` (`2026-12`) are optional and order the list the same way; without `categoryId`, `categoryName` is the first listed package’s category.',
        schema: z.union([successEnvelope(searchResponseDataSchema), noPackages]),
      },
      400: invalid,
    },
  },
  {
    method: 'get',
    path: '/package/get-package-detail-and-itinerary/{packageName}',
    operationId: 'getPackageDetail',
    summary: 'One package with its itinerary',
    description:
      "packageName is the package slug, or its words in any case ('Goa Honeymoon Retreat'). Unpublished packages (no longer in the catalogue) are not found.",
    auth: 'authCode',
    params: z.object({ packageName: z.string().max(200) }),
    responses: {
      200: ok('The package.', packageDetailDataSchema),
      404: {
        description:
          "Package not found. When it was unpublished or renamed, data is { movedTo, reason }: the path the page should answer with a 301 (an unpublished package's destination listing, a renamed one's new page).",
        schema: failureEnvelope(packageMovedSchema),
      },
    },
  },
  {
    method: 'get',
    path: '/site/redirect',
    operationId: 'findSiteRedirect',
    summary: 'Where an old catalogue URL went, for a 301',
    description:
      'path is a site path: /{destination}-tour-packages-details/{package} or /{destination}-tour-packages. An unpublished package goes to its destination listing (home when that has no packages left); a renamed package or destination (slug_redirects, written by `pnpm catalogue:import`) to its current page.',
    auth: 'authCode',
    query: redirectQuerySchema,
    responses: {
      200: ok('The redirect.', siteRedirectSchema),
      400: invalid,
      404: {
        description:
          "No redirect: the page exists, or nothing is known about it (code 0, 'No redirect for this path.').",
        schema: failureEnvelope(),
      },
    },
  },
  {
    method: 'get',
    path: '/blog/get-all',
    operationId: 'listBlogs',
    summary: 'Blog posts, newest first',
    auth: 'authCode',
    query: blogQuerySchema,
    responses: {
      200: {
        description:
          "Posts (code 1); filters matching nothing give code 0, 'No blogs found for the given filters.' and [].",
        schema: z.union([
          successEnvelope(z.array(blogSchema)),
          failureEnvelope(z.array(blogSchema).max(0)),
        ]),
      },
      400: invalid,
    },
  },
  {
    method: 'get',
    path: '/blog/{id}',
    operationId: 'getBlog',
    summary: 'One blog post',
    auth: 'authCode',
    params: blogIdParamsSchema,
    responses: { 200: ok('The post.', blogSchema), 400: invalid, 404: notFound('Blog') },
  },
  {
    method: 'post',
    path: '/request-book/add',
    operationId: 'addBookingLead',
    summary: 'Enquiry or request-to-book lead',
    description:
      'Three forms: the enquiry modal, the request-to-book form (recognised by leadName/noOfPerson/packageDetailId) and the short booking form (person/departingCity), stored as a booking without a package. authCode may come in the body instead of the query.',
    auth: 'authCode',
    body: z.union([enquirySchema, bookingSchema, quickBookingSchema]),
    example: {
      name: 'Asha Verma',
      phone: '+919876543210',
      email: 'asha@example.com',
      destination: 'Kerala',
      departureCity: 'Pune',
      departureDate: '2027-01-15',
      people: '2',
    },
    idempotent: true,
    responses: leadResponses,
  },
  {
    method: 'post',
    path: '/contact/add',
    operationId: 'addContactMessage',
    summary: 'Contact form message',
    auth: 'authCode',
    body: contactSchema,
    example: {
      name: 'Meera Pillai',
      email: 'meera@example.com',
      subject: 'Group tour',
      message: 'We are twelve friends looking at Coorg in March. Can you quote?',
    },
    idempotent: true,
    responses: leadResponses,
  },
  {
    method: 'post',
    path: '/support/add',
    operationId: 'addSupportRequest',
    summary: 'Customer support message',
    auth: 'authCode',
    body: supportSchema,
    example: {
      fullName: 'Rohan Mehta',
      email: 'rohan@example.com',
      message: 'Can we move our Goa trip by a week? Our reference is GK-7QX4M2PA.',
    },
    idempotent: true,
    responses: leadResponses,
  },
  {
    method: 'post',
    path: '/newsletter/subscribe',
    operationId: 'subscribeToNewsletter',
    summary: 'Newsletter subscription, one per address',
    description: 'A known address answers like a new one, with the first subscription’s id.',
    auth: 'authCode',
    body: newsletterSchema,
    example: { email: 'asha@example.com' },
    idempotent: true,
    responses: leadResponses,
  },
  ...(
    [
      [
        'get',
        '/newsletter/confirm',
        'showNewsletterConfirmPage',
        'The link of the confirmation mail: a page whose button confirms (a GET changes nothing, since mail scanners open links)',
      ],
      [
        'post',
        '/newsletter/confirm',
        'confirmNewsletterSubscription',
        "Confirms a newsletter subscription (the page's button)",
      ],
      [
        'get',
        '/newsletter/unsubscribe',
        'showNewsletterUnsubscribePage',
        'The unsubscribe link of every newsletter mail: a page whose button unsubscribes (a GET changes nothing)',
      ],
      [
        'post',
        '/newsletter/unsubscribe',
        'unsubscribeFromNewsletter',
        'One-click unsubscribe (RFC 8058): mail clients POST List-Unsubscribe=One-Click as a form',
      ],
    ] as const
  ).map(([method, path, operationId, summary]) => ({
    method,
    path,
    operationId,
    summary,
    description:
      'token is the random token of the subscription’s mail links. Idempotent; answers a small HTML page for a person (no envelope). No authCode.',
    auth: 'none' as const,
    query: newsletterTokenQuerySchema,
    responses: {
      200: { description: 'Done (or done before).', otherMediaTypes: ['text/html'] },
      400: { description: 'No token, or not a token.', otherMediaTypes: ['text/html'] },
      404: { description: 'No subscription has this token.', otherMediaTypes: ['text/html'] },
    },
  })),
  {
    method: 'get',
    path: '/admin/leads',
    operationId: 'exportLeads',
    summary: 'Export of every lead (JSON, or CSV with format=csv or Accept: text/csv)',
    description: 'from/to are UTC days, both included; rows in the order they arrived.',
    auth: 'admin',
    query: adminLeadsQuerySchema,
    responses: {
      200: {
        description: 'The leads.',
        schema: successEnvelope(z.array(leadExportRowSchema)),
        otherMediaTypes: ['text/csv'],
      },
      400: invalid,
      401: { description: 'Missing or wrong bearer token.', schema: failureEnvelope() },
      503: {
        description: 'ADMIN_TOKEN is not set: admin routes are closed.',
        schema: failureEnvelope(),
      },
    },
  },
  // The staff inbox (routes/staff.ts): the gk_staff session cookie (HttpOnly, SameSite=Strict,
  // Path=/staff), set by sign-in, stands in for the authCode.
  ...staffOperations(),
];

/** The staff inbox's routes; each needs the session cookie but sign-in's and sign-out's. */
function staffOperations(): Operation[] {
  const staffSignedOut: DocumentedResponse = {
    description: "No live session cookie: 'Please sign in.'",
    schema: failureEnvelope(),
  };
  const staff = (op: Omit<Operation, 'auth'>): Operation => ({
    ...op,
    auth: 'staff',
    responses: { ...op.responses, 401: staffSignedOut },
  });
  return [
    {
      method: 'post',
      path: '/staff/sign-in',
      operationId: 'staffSignIn',
      summary: 'Staff sign-in: sets the gk_staff session cookie (12 hours)',
      description:
        'Cookie: HttpOnly, SameSite=Strict, Path=/staff, Secure over HTTPS. At most 10 attempts per IP and per address in 15 minutes. Call with credentials from an origin in CORS_ORIGINS.',
      auth: 'none',
      body: staffCredentialsSchema,
      example: { email: 'asha@agency.example', password: 'correct horse battery staple' },
      responses: {
        200: ok('Signed in: who.', staffMemberSchema),
        400: invalid,
        401: {
          description: "Wrong email or password: 'Wrong email or password.'",
          schema: failureEnvelope(),
        },
      },
    },
    {
      method: 'post',
      path: '/staff/sign-out',
      operationId: 'staffSignOut',
      summary: 'Ends the session and clears its cookie (no body needed)',
      auth: 'none',
      responses: { 200: ok('Signed out.', z.null()) },
    },
    staff({
      method: 'get',
      path: '/staff/me',
      operationId: 'getSignedInStaff',
      summary: 'Who is signed in',
      responses: { 200: ok('The staff member.', staffMemberSchema) },
    }),
    staff({
      method: 'get',
      path: '/staff/colleagues',
      operationId: 'listColleagues',
      summary: 'Every enabled staff account, by name (the assignee choices)',
      responses: { 200: ok('Staff.', z.array(staffMemberSchema)) },
    }),
    staff({
      method: 'get',
      path: '/staff/leads',
      operationId: 'listStaffLeads',
      summary: 'The inbox: leads newest first, filtered, a page at a time (audited)',
      description:
        'from/to are days in India time, both included; destination matches an enquiry’s destination or a booking’s package’s, in any case; q finds name, email, phone (digits in any format) or reference.',
      query: staffLeadsQuerySchema,
      responses: { 200: ok('A page of leads.', staffLeadPageSchema), 400: invalid },
    }),
    staff({
      method: 'get',
      path: '/staff/leads.csv',
      operationId: 'exportStaffLeadsCsv',
      summary: 'Every lead of the same filters as CSV (audited)',
      description:
        'UTF-8 with a byte order mark; cells that could run as spreadsheet formulas are escaped, phones written as text.',
      query: staffLeadsCsvQuerySchema,
      responses: { 200: { description: 'The CSV.', otherMediaTypes: ['text/csv'] }, 400: invalid },
    }),
    staff({
      method: 'get',
      path: '/staff/leads/{id}',
      operationId: 'getStaffLead',
      summary: 'One lead whole, with its audit history (audited)',
      params: staffLeadParamsSchema,
      responses: { 200: ok('The lead.', staffLeadSchema), 400: invalid, 404: notFound('Lead') },
    }),
    staff({
      method: 'patch',
      path: '/staff/leads/{id}',
      operationId: 'changeStaffLead',
      summary: "Sets a lead's status, notes and/or assignee (each change audited)",
      description:
        'Send any of status, notes, assigneeId (null: nobody). The audit entry names what changed, never the notes text.',
      params: staffLeadParamsSchema,
      body: staffLeadChangeSchema,
      example: { status: 'contacted', notes: 'Called; sending a quote for 4 nights.' },
      responses: {
        200: ok('The lead as stored.', staffLeadSchema),
        400: invalid,
        404: notFound('Lead'),
      },
    }),
    staff({
      method: 'post',
      path: '/staff/leads/{id}/redeliver',
      operationId: 'redeliverLeadNotifications',
      summary: "Sends a lead's dead-lettered notifications again (audited; no body needed)",
      description:
        'Each of its dead webhook and email deliveries gets a fresh set of attempts, due now. A lead with none answers 200 and changes nothing.',
      params: staffLeadParamsSchema,
      responses: { 200: ok('The lead.', staffLeadSchema), 400: invalid, 404: notFound('Lead') },
    }),
    staff({
      method: 'get',
      path: '/staff/audit',
      operationId: 'listAuditLog',
      summary: 'The audit log, newest first (optionally of one lead)',
      query: staffAuditQuerySchema,
      responses: { 200: ok('A page of entries.', auditPageSchema), 400: invalid },
    }),
    staff({
      method: 'get',
      path: '/staff/subjects',
      operationId: 'getSubjectRecords',
      summary: 'Everything held about one person, by email or phone (DPDP access; audited)',
      query: staffSubjectQuerySchema,
      responses: { 200: ok('Their leads and notifications.', subjectRecordsSchema), 400: invalid },
    }),
    staff({
      method: 'post',
      path: '/staff/subjects/erase',
      operationId: 'eraseSubject',
      summary: 'Deletes every lead of one person, by email or phone (DPDP erasure; audited)',
      description: 'The audit entry keeps the counts and a hash of the address, not the data.',
      body: staffSubjectBodySchema,
      example: { email: 'asha@example.com' },
      responses: { 200: ok('How many were deleted.', erasureSchema), 400: invalid },
    }),
  ];
}
