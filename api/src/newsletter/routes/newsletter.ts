/**
 * The newsletter's mail links: /newsletter/confirm?token=… (double opt-in) and
 * /newsletter/unsubscribe?token=…. A GET only asks: mail scanners and link previews open every
 * link in a mail, so a GET that acted would confirm addresses nobody confirmed and unsubscribe
 * people who never asked. The page's button POSTs to the same URL, and that acts; a mail client's
 * RFC 8058 one-click unsubscribe is that same POST (a form: List-Unsubscribe=One-Click). The
 * token is the subscription's random subject_token, never its id. Both are idempotent and answer
 * a small plain HTML page; no authCode (a mail link cannot carry one), the token is the key.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { documented } from '../../docs/route-docs';
import { escapeHtml } from '../../content/escape-html';

const newsletterTokenQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Must be a link token' }),
});

type Outcome =
  | 'confirm?'
  | 'confirmed'
  | 'unsubscribe?'
  | 'unsubscribed'
  | 'already-unsubscribed'
  | 'invalid'
  | 'unknown';

interface Page {
  status: number;
  title: string;
  text: string;
  /** The button that POSTs the page's own URL, on the pages that ask. */
  button?: string;
}

const PAGES: Record<Outcome, Page> = {
  'confirm?': {
    status: 200,
    title: 'Confirm your subscription',
    text: 'Press the button to start receiving the Ghumakkad newsletter at this address.',
    button: 'Confirm my subscription',
  },
  confirmed: {
    status: 200,
    title: 'Subscription confirmed',
    text: 'Thank you: you will now receive the Ghumakkad newsletter. Every issue has a link to unsubscribe.',
  },
  'unsubscribe?': {
    status: 200,
    title: 'Unsubscribe from the newsletter',
    text: 'Press the button and we will send no more newsletters to this address.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    status: 200,
    title: 'Unsubscribed',
    text: 'You will receive no more newsletters from Ghumakkad at this address.',
  },
  'already-unsubscribed': {
    status: 200,
    title: 'Unsubscribed',
    text: 'This address has unsubscribed from the Ghumakkad newsletter, so nothing more is sent to it. Subscribe again on our site if you want it back.',
  },
  invalid: {
    status: 400,
    title: 'Incomplete link',
    text: 'This link is incomplete. Please open the whole link from the email.',
  },
  unknown: {
    status: 404,
    title: 'Link not valid',
    text: 'This link is not valid (or the subscription no longer exists).',
  },
};

export interface NewsletterRouteOptions {
  /** Linked from the pages ("back to the site") when known. */
  publicSiteUrl?: string | null;
}

/** Each link's page, as the document describes it. */
const routeOptions = (operationId: string, summary: string) => ({
  schema: {
    ...documented({
      operationId,
      summary,
      description:
        'token is the random token of the subscription’s mail links. Idempotent; answers a small HTML page for a person (no envelope). No authCode.',
      auth: 'none',
      responses: {
        200: { description: 'Done (or done before).', otherMediaTypes: ['text/html'] },
        400: { description: 'No token, or not a token.', otherMediaTypes: ['text/html'] },
        404: { description: 'No subscription has this token.', otherMediaTypes: ['text/html'] },
      },
    }),
    querystring: newsletterTokenQuerySchema,
  },
  // A person opened the link: a bad token gets the page that says so, not a JSON error.
  attachValidation: true,
});

export function newsletterRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  { publicSiteUrl = null }: NewsletterRouteOptions = {},
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // One-click unsubscribe arrives as a form (RFC 8058 §3.1); its body says nothing we need.
  // Registered in this route's own scope: every other POST still takes JSON only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const page = (reply: FastifyReply, outcome: Outcome) => {
    const { status, ...content } = PAGES[outcome];
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The token is in this page's URL: a click on the site link must not pass it on.
        .header('referrer-policy', 'no-referrer')
        .send(htmlPage(content, publicSiteUrl))
    );
  };

  const tokenOf = (request: { validationError?: Error; query: { token: string } }) =>
    request.validationError ? null : request.query.token;

  const showConfirmPage = routeOptions(
    'showNewsletterConfirmPage',
    'The link of the confirmation mail: a page whose button confirms (a GET changes nothing, since mail scanners open links)',
  );
  app.get('/newsletter/confirm', showConfirmPage, async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return page(reply, 'invalid');
    const subscription = await findSubscription(db, token);
    if (!subscription) return page(reply, 'unknown');
    if (subscription.unsubscribed_at) return page(reply, 'already-unsubscribed');
    return page(reply, subscription.confirmed_at ? 'confirmed' : 'confirm?');
  });

  const confirm = routeOptions(
    'confirmNewsletterSubscription',
    "Confirms a newsletter subscription (the page's button)",
  );
  app.post('/newsletter/confirm', confirm, async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return page(reply, 'invalid');
    await db
      .updateTable('leads')
      .set({ confirmed_at: new Date().toISOString() })
      .where('kind', '=', 'newsletter')
      .where('subject_token', '=', token)
      .where('confirmed_at', 'is', null)
      .where('unsubscribed_at', 'is', null)
      .execute();
    const subscription = await findSubscription(db, token);
    if (!subscription) return page(reply, 'unknown');
    return page(reply, subscription.unsubscribed_at ? 'already-unsubscribed' : 'confirmed');
  });

  const showUnsubscribePage = routeOptions(
    'showNewsletterUnsubscribePage',
    'The unsubscribe link of every newsletter mail: a page whose button unsubscribes (a GET changes nothing)',
  );
  app.get('/newsletter/unsubscribe', showUnsubscribePage, async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return page(reply, 'invalid');
    const subscription = await findSubscription(db, token);
    if (!subscription) return page(reply, 'unknown');
    return page(reply, subscription.unsubscribed_at ? 'unsubscribed' : 'unsubscribe?');
  });

  const unsubscribe = routeOptions(
    'unsubscribeFromNewsletter',
    'One-click unsubscribe (RFC 8058): mail clients POST List-Unsubscribe=One-Click as a form',
  );
  app.post('/newsletter/unsubscribe', unsubscribe, async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return page(reply, 'invalid');
    await db
      .updateTable('leads')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('kind', '=', 'newsletter')
      .where('subject_token', '=', token)
      .where('unsubscribed_at', 'is', null)
      .execute();
    const subscription = await findSubscription(db, token);
    return page(reply, subscription ? 'unsubscribed' : 'unknown');
  });
}

function findSubscription(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('leads')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('kind', '=', 'newsletter')
    .where('subject_token', '=', token)
    .executeTakeFirst();
}

function htmlPage({ title, text, button }: Omit<Page, 'status'>, siteUrl: string | null): string {
  // No action: the form posts to this page's own URL, token included.
  const form = button
    ? `\n<form method="post"><button type="submit">${escapeHtml(button)}</button></form>`
    : '';
  const link = siteUrl ? `\n<p><a href="${escapeHtml(siteUrl)}">Back to Ghumakkad</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Ghumakkad</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>${form}${link}
</body>
</html>
`;
}
