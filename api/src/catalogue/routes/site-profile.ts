/** GET /site/profile: the agency's name, numbers, email, address and registration details. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SITE_PROFILE_DOCUMENT, type SiteProfile } from '@tour/shared/contracts';
import type { AnswerCache } from '../answer-cache';
import { catalogueCounts } from '../home-answer';
import { readSiteDocument } from '../site-documents';
import type { Database } from '../../db/schema';
import { siteProfileSchema } from '../../docs/response-schemas';
import { documented, notFound, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';

/** Only before the first import that had a profile: every import after needs one. */
export const SITE_PROFILE_MISSING_MESSAGE = 'The site profile has not been imported yet.';

export function siteProfileRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const schema = documented({
    operationId: 'getSiteProfile',
    summary: "The agency's contact and registration details",
    description:
      'From content/site/profile.yaml as last imported: numbers in E.164 and display form.',
    auth: 'authCode',
    responses: {
      200: ok('The site profile.', siteProfileSchema),
      404: notFound('Site profile'),
    },
  });
  app.get('/site/profile', { schema }, (_request, reply) =>
    sendCachedAnswer(reply, cache, 'site-profile', async () => {
      // The import checked it against the contract (content-files/site-profile.ts).
      const profile = (await readSiteDocument(db, SITE_PROFILE_DOCUMENT)) as
        SiteProfile | undefined;
      if (profile === undefined) {
        return { statusCode: 404, payload: failure(SITE_PROFILE_MISSING_MESSAGE) };
      }
      return { payload: success({ ...profile, counts: await catalogueCounts(db) }) };
    }),
  );
}
