/**
 * The newsletter's mail links: GET /newsletter/confirm?token=… (double opt-in) and
 * GET|POST /newsletter/unsubscribe?token=… (POST is RFC 8058's one-click unsubscribe, which mail
 * clients send as a form: List-Unsubscribe=One-Click). The token is the subscription's random
 * subject_token, never its id. Both are idempotent and answer a small plain HTML page, since a
 * person opens them from a mail; no authCode (a mail link cannot carry one), the token is the key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

export const newsletterTokenQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Must be a link token' }),
});

type Outcome = 'confirmed' | 'unsubscribed' | 'already-unsubscribed' | 'invalid' | 'unknown';

const PAGES: Record<Outcome, { status: number; title: string; text: string }> = {
  confirmed: {
    status: 200,
    title: 'Subscription confirmed',
    text: 'Thank you: you will now receive the Ghumakkad newsletter. Every issue has a link to unsubscribe.',
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

export function newsletterRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { publicSiteUrl = null }: NewsletterRouteOptions = {},
): void {
  // One-click unsubscribe arrives as a form (RFC 8058 §3.1); its body says nothing we need.
  // Registered in this route's own scope: every other POST still takes JSON only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const page = (reply: FastifyReply, outcome: Outcome) => {
    const { status, title, text } = PAGES[outcome];
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The token is in this page's URL: a click on the site link must not pass it on.
        .header('referrer-policy', 'no-referrer')
        .send(htmlPage(title, text, publicSiteUrl))
    );
  };

  const tokenOf = (request: FastifyRequest) => {
    const parsed = newsletterTokenQuerySchema.safeParse(request.query);
    return parsed.success ? parsed.data.token : null;
  };

  app.get('/newsletter/confirm', async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return page(reply, 'invalid');
    const now = new Date().toISOString();
    await db
      .updateTable('leads')
      .set({ confirmed_at: now })
      .where('kind', '=', 'newsletter')
      .where('subject_token', '=', token)
      .where('confirmed_at', 'is', null)
      .where('unsubscribed_at', 'is', null)
      .execute();
    const subscription = await findSubscription(db, token);
    if (!subscription) return page(reply, 'unknown');
    return page(reply, subscription.unsubscribed_at ? 'already-unsubscribed' : 'confirmed');
  });

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
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
  };
  app.get('/newsletter/unsubscribe', unsubscribe);
  app.post('/newsletter/unsubscribe', unsubscribe);
}

function findSubscription(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('leads')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('kind', '=', 'newsletter')
    .where('subject_token', '=', token)
    .executeTakeFirst();
}

function htmlPage(title: string, text: string, siteUrl: string | null): string {
  const link = siteUrl ? `\n<p><a href="${escapeHtml(siteUrl)}">Back to Ghumakkad</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Ghumakkad</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>${link}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
