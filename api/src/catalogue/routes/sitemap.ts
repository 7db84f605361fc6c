/**
 * GET /sitemap/entries: every destination that has published packages and every published package,
 * with when each
 * last changed, for the site's /sitemap.xml (one call instead of one listing per destination).
 */
import type { FastifyInstance } from 'fastify';
import type { SitemapData } from '@tour/shared/contracts';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../answer-cache';
import type { Database } from '../../db/schema';
import { sitemapDataSchema } from '../../docs/response-schemas';
import { documented, ok } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { success } from '../../routes/envelope';

export function sitemapRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const schema = documented({
    operationId: 'listSitemapEntries',
    summary:
      "Every destination with published packages and every published package, with when each last changed (the site's sitemap)",
    auth: 'authCode',
    responses: { 200: ok('Sitemap entries.', sitemapDataSchema) },
  });
  app.get('/sitemap/entries', { schema }, (_request, reply) =>
    sendCachedAnswer(reply, cache, 'sitemap', async () => {
      const packages = await db
        .selectFrom('packages')
        .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
        .select([
          'packages.name',
          'packages.updated_at',
          'destinations.name as destination_name',
          'destinations.updated_at as destination_updated_at',
        ])
        .where('packages.published', '=', 1)
        .orderBy('destinations.name')
        .orderBy('packages.id')
        .execute();
      // A listing changes when the destination or any of its packages does.
      const listings = new Map<string, string | null>();
      for (const row of packages) {
        const latest = [
          listings.get(row.destination_name),
          row.destination_updated_at,
          row.updated_at,
        ]
          .filter((date): date is string => Boolean(date))
          .sort()
          .at(-1);
        listings.set(row.destination_name, latest ?? null);
      }
      const data: SitemapData = {
        destinations: [...listings].map(([name, updatedAt]) => ({ name, updatedAt })),
        packages: packages.map((row) => ({
          name: row.name,
          destinationName: row.destination_name,
          updatedAt: row.updated_at,
        })),
      };
      return { payload: success(data) };
    }),
  );
}
