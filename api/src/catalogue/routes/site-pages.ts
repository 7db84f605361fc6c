/**
 * GET /site/pages/:name: a page of text (terms, privacy, disclaimer, about) as last imported from
 * content/pages/<name>.md. GET /site/faq: the general travel FAQ (content/site/faq.yaml).
 *
 * The pages name contact details as placeholders ({email}, {phone}, {address}); they are filled
 * in here from the site profile, so the agency's email, number and address have one home
 * (content/site/profile.yaml) and a page cannot show an old one.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressLines,
  mailLink,
  SITE_FAQ_DOCUMENT,
  SITE_PAGE_NAMES,
  SITE_PROFILE_DOCUMENT,
  sitePageDocument,
  telLink,
  type SiteFaq,
  type SitePage,
  type SitePageName,
  type SiteProfile,
} from '@tour/shared/contracts';
import type { AnswerCache } from '../answer-cache';
import { readSiteDocument } from '../site-documents';
import type { Database } from '../../db/schema';
import { siteFaqSchema, sitePageSchema } from '../../docs/response-schemas';
import { documented, notFound, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';
import { escapeHtml } from '../../content/escape-html';

export const SITE_PAGE_NOT_FOUND_MESSAGE = 'Page not found.';
/** Only before the first import that had the FAQ: every import after needs it. */
export const SITE_FAQ_MISSING_MESSAGE = 'The FAQ has not been imported yet.';

const PAGE_NAMES: readonly string[] = SITE_PAGE_NAMES;

const pageParamsSchema = z.object({
  name: z.string().describe(`One of ${SITE_PAGE_NAMES.join(', ')}.`),
});

/**
 * The contact placeholders as HTML. Without a profile (never after an import, which requires
 * one) they lead to the support page rather than show nothing.
 */
function contactHtml(profile: SiteProfile | undefined): Record<string, string> {
  if (profile === undefined) {
    const support = '<a href="/customer-support">Customer Support</a>';
    return { email: support, phone: support, address: '' };
  }
  const lines = [profile.name, ...addressLines(profile.address)].map(escapeHtml);
  return {
    email: `<a href="${escapeHtml(mailLink(profile.email))}">${escapeHtml(profile.email)}</a>`,
    phone: `<a href="${escapeHtml(telLink(profile.phone))}">${escapeHtml(profile.phone.display)}</a>`,
    address: `<address>${lines.join('<br>')}</address>`,
  };
}

/** Every {email}, {phone} and {address} in `html`; an address alone in a paragraph replaces it. */
export function fillContacts(html: string, profile: SiteProfile | undefined): string {
  const values = contactHtml(profile);
  return html
    .replace(/<p>\{address\}<\/p>/g, values.address ?? '')
    .replace(/\{(email|phone|address)\}/g, (_match, name: string) => values[name] ?? '');
}

function withContacts(page: SitePage, profile: SiteProfile | undefined): SitePage {
  const fill = (html: string) => fillContacts(html, profile);
  return {
    ...page,
    introHtml: fill(page.introHtml),
    sections: page.sections.map((section) => ({
      ...section,
      html: fill(section.html),
      parts: section.parts.map((part) => ({ ...part, html: fill(part.html) })),
    })),
  };
}

export function sitePageRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  const pageSchema = {
    ...documented({
      operationId: 'getSitePage',
      summary: 'A page of text: the terms, the privacy policy, the disclaimer or the about page',
      description:
        'From content/pages/<name>.md as last imported: sections of sanitised HTML in order, ' +
        'their ids for a table of contents, counts from the catalogue and contact details from ' +
        'the site profile. A section with a block shows a part of the site instead of text.',
      auth: 'authCode',
      responses: { 200: ok('The page.', sitePageSchema), 404: notFound('Page') },
    }),
    params: pageParamsSchema,
  };
  app.get('/site/pages/:name', { schema: pageSchema }, (request, reply) => {
    const { name } = request.params;
    if (!PAGE_NAMES.includes(name)) {
      return reply.code(404).send(failure(SITE_PAGE_NOT_FOUND_MESSAGE));
    }
    return sendCachedAnswer(reply, cache, `site-page:${name}`, async () => {
      // The import checked both against their contracts (content-files/site-pages.ts).
      const [page, profile] = (await Promise.all([
        readSiteDocument(db, sitePageDocument(name as SitePageName)),
        readSiteDocument(db, SITE_PROFILE_DOCUMENT),
      ])) as [SitePage | undefined, SiteProfile | undefined];
      return page === undefined
        ? { statusCode: 404, payload: failure(SITE_PAGE_NOT_FOUND_MESSAGE) }
        : { payload: success(withContacts(page, profile)) };
    });
  });

  const faqSchema = documented({
    operationId: 'getSiteFaq',
    summary: 'The general travel FAQ',
    description:
      'From content/site/faq.yaml as last imported: questions in order, answers as sanitised HTML.',
    auth: 'authCode',
    responses: { 200: ok('The FAQ.', siteFaqSchema), 404: notFound('FAQ') },
  });
  app.get('/site/faq', { schema: faqSchema }, (_request, reply) =>
    sendCachedAnswer(reply, cache, 'site-faq', async () => {
      const faq = (await readSiteDocument(db, SITE_FAQ_DOCUMENT)) as SiteFaq | undefined;
      return faq === undefined
        ? { statusCode: 404, payload: failure(SITE_FAQ_MISSING_MESSAGE) }
        : { payload: success(faq) };
    }),
  );
}
